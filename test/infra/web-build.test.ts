import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '#infra/web-build';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A project root with web sources written at `sourcesAt` and, optionally, a build at `builtAt`. */
function projectRoot({ sourcesAt, builtAt }: { sourcesAt: Date; builtAt?: Date }) {
  const root = mkdtempSync(join(tmpdir(), 'sahab-root-'));
  roots.push(root);
  for (const dir of ['web/src', 'shared']) mkdirSync(join(root, dir), { recursive: true });
  const source = join(root, 'web', 'src', 'main.tsx');
  writeFileSync(source, 'export {}');
  utimesSync(source, sourcesAt, sourcesAt);
  if (builtAt) {
    mkdirSync(join(root, 'dist', 'web'), { recursive: true });
    const index = join(root, 'dist', 'web', 'index.html');
    writeFileSync(index, '<!doctype html>');
    utimesSync(index, builtAt, builtAt);
  }
  return root;
}

describe('ensureWebBuild (what cdk synth deploys)', () => {
  it('uses an existing build that is newer than the web sources', async () => {
    const root = projectRoot({ sourcesAt: new Date(2020, 0, 1), builtAt: new Date(2021, 0, 1) });
    await expect(ensureWebBuild(root)).resolves.toBe(join(root, 'dist', 'web'));
  });

  it('refuses a stale build it cannot rebuild, saying which command to run', async () => {
    const root = projectRoot({ sourcesAt: new Date(2021, 0, 1), builtAt: new Date(2020, 0, 1) });
    await expect(ensureWebBuild(root)).rejects.toThrow(/npm run build:web/);
  });

  it('refuses a missing build it cannot build the same way', async () => {
    const root = projectRoot({ sourcesAt: new Date(2021, 0, 1) });
    await expect(ensureWebBuild(root)).rejects.toThrow(/No web build in .*dist\/web/);
  });
});
