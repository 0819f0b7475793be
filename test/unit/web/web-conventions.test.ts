import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const webRoot = join(repoRoot, 'web');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Static imports only (`import x from`, `export … from`, `import './x.css'`): `import()` loads
 * later, and `import type` is erased by the compiler.
 */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\s(?!type\s)(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm),
  ];
  return found.map((match) => match[1]);
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('#web/')
    ? join(webRoot, 'src', specifier.slice(5))
    : specifier.startsWith('#shared/')
      ? join(repoRoot, 'shared', specifier.slice(8))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Every package a module pulls in before it can run, through its static imports. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
      else if (!specifier.startsWith('.') && !specifier.startsWith('#')) {
        packages.set(specifier, relative(repoRoot, file));
      }
    }
  };
  visit(entry);
  return packages;
}

describe('web app conventions', () => {
  it('names component files PascalCase.tsx and every other file kebab-case', () => {
    const misnamed = walk(webRoot)
      .map((path) => relative(webRoot, path))
      .filter((path) => !path.startsWith('public/'))
      .filter((path) => {
        const name = path.slice(path.lastIndexOf('/') + 1);
        if (/^[A-Z][A-Za-z0-9]*\.tsx$/.test(name)) return false;
        return !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)+$/.test(name);
      });
    expect(misnamed).toEqual([]);
  });

  // A date on screen is written by formatWhen (month in words, the reader's locale): a bare
  // toLocaleString() on a Date writes 11/29/2026, which most of Sahab's readers misread, and a
  // timestamp cut to its ISO day (`accepted_at.slice(0, 10)`) skips the reader's locale altogether.
  it('writes every date on screen through formatWhen', () => {
    const bare = walk(join(webRoot, 'src'))
      .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('format-when.ts'))
      .filter((path) =>
        /new Date\([^)]*\)\.toLocaleString\(\)|_at\.slice\(0, 10\)/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(webRoot, path));
    expect(bare).toEqual([]);
  });

  // The landing, pricing and legal pages must paint fast on a phone (see docs/decisions.md).
  it.each([
    'src/pages/landing/LandingPage.tsx',
    'src/pages/pricing/PricingPage.tsx',
    'src/pages/legal/TermsPage.tsx',
    'src/pages/legal/PrivacyPage.tsx',
    'src/pages/legal/RefundPage.tsx',
    'src/main.tsx',
  ])('%s reaches neither Cloudscape components nor zod through static imports', (page) => {
    const reached = packagesReachedFrom(join(webRoot, page));
    const heavy = [...reached].filter(
      ([name]) =>
        name.startsWith('@cloudscape-design/components') || name === 'zod' || name.startsWith('zod/'),
    );
    expect(heavy).toEqual([]);
  });
});
