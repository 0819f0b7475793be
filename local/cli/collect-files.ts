import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';

export const TEMPLATE_EXTENSIONS = new Set(['.yaml', '.yml', '.json', '.template']);
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'cdk.out', 'dist']);

/**
 * Expands folders into the template-looking files inside them. Files named explicitly are always
 * kept, so a wrong path surfaces as an unreadable-input error instead of silently disappearing.
 */
export async function collectFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const p of paths) {
    const info = await stat(p).catch(() => undefined);
    if (info?.isDirectory()) files.push(...(await walk(p)));
    else files.push(p);
  }
  return files;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, e.name);
    if (e.isDirectory() && !SKIPPED_DIRS.has(e.name)) found.push(...(await walk(path)));
    else if (
      e.isFile() &&
      TEMPLATE_EXTENSIONS.has(extname(e.name).toLowerCase()) &&
      (await looksLikeTemplate(path))
    )
      found.push(path);
  }
  return found;
}

/** Folders hold other YAML and JSON too (package.json, parameter files): keep only templates. */
async function looksLikeTemplate(path: string): Promise<boolean> {
  return isTemplateText(await readFile(path, 'utf8').catch(() => ''));
}

/** Whether a YAML or JSON text has a Resources section, as a CloudFormation template does. */
export function isTemplateText(text: string): boolean {
  return /(^|["'\s])Resources["']?\s*:/m.test(text);
}
