import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { collectFiles, isTemplateText, TEMPLATE_EXTENSIONS } from '../collect-files';
import type { TemplatePair } from './template-diff';

/**
 * The templates that differ between two commits of the git repository in `cwd` (head undefined:
 * the working tree), limited to `paths` when given. A file counts when either version looks like a
 * template, so a template deleted or created by the change is compared too.
 */
export function gitPairs(
  cwd: string,
  baseRef: string,
  headRef: string | undefined,
  paths: readonly string[],
) {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const names = git(
    'diff',
    '--name-only',
    '--no-renames',
    baseRef,
    ...(headRef ? [headRef] : []),
    '--',
    ...paths,
  )
    .split('\n')
    .filter((name) => name && TEMPLATE_EXTENSIONS.has(extname(name).toLowerCase()));
  const root = git('rev-parse', '--show-toplevel').trim();
  const show = (ref: string, name: string) => {
    try {
      return git('show', `${ref}:${name}`);
    } catch {
      return undefined; // absent on that side
    }
  };
  const pairs: TemplatePair[] = [];
  for (const name of names.sort()) {
    const base = show(baseRef, name);
    const head = headRef ? show(headRef, name) : readWorkingTree(join(root, name));
    const isTemplate = (text?: string) => text !== undefined && isTemplateText(text);
    if (isTemplate(base) || isTemplate(head))
      pairs.push({ file: relative(cwd, join(root, name)) || name, base, head });
  }
  return pairs;
}

function readWorkingTree(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Two files, or two folders whose templates pair up by their path inside each folder. */
export async function pathPairs(basePath: string, headPath: string): Promise<TemplatePair[]> {
  const isDir = async (p: string) => (await stat(p).catch(() => undefined))?.isDirectory() ?? false;
  const read = (p: string) => readFile(p, 'utf8').catch(() => undefined);
  if (!(await isDir(basePath)) && !(await isDir(headPath))) {
    return [{ file: headPath, base: await read(basePath), head: await read(headPath) }];
  }
  const inside = async (dir: string) => (await collectFiles([dir])).map((f) => relative(dir, f));
  const names = [...new Set([...(await inside(basePath)), ...(await inside(headPath))])].sort();
  return Promise.all(
    names.map(async (name) => ({
      file: name,
      base: await read(join(basePath, name)),
      head: await read(join(headPath, name)),
    })),
  );
}
