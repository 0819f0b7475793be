import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One icon of Cloudscape's generated icon map: `    "name": React.createElement("svg", ...` */
const ICON_ENTRY = /^ {4}"([a-z0-9-]+)": /;
/** A quoted literal that could be an icon name: in single, double or back quotes. */
const NAME_LITERAL = /['"`]([a-z0-9]+(?:-[a-z0-9]+)*)['"`]/g;

/** The icon names of the generated map, in its order. */
export function iconNames(iconsModule: string): string[] {
  return iconsModule.split('\n').flatMap((line) => ICON_ENTRY.exec(line)?.[1] ?? []);
}

/** The generated map with only the icons in `keep`; every other line kept as written. */
export function withIcons(iconsModule: string, keep: ReadonlySet<string>): string {
  let keeping = true;
  return iconsModule
    .split('\n')
    .filter((line) => {
      const entry = ICON_ENTRY.exec(line);
      // an entry's lines run until the next entry or the map's closing brace (at column 0)
      if (entry) keeping = keep.has(entry[1]);
      else if (/^\S/.test(line)) keeping = true;
      return keeping;
    })
    .join('\n');
}

/** Every quoted literal in `texts` that names one of `names`. */
export function namedIn(texts: Iterable<string>, names: readonly string[]): Set<string> {
  const wanted = new Set(names);
  const named = new Set<string>();
  for (const text of texts)
    for (const [, literal] of text.matchAll(NAME_LITERAL)) if (wanted.has(literal)) named.add(literal);
  return named;
}

/** The text of every file under `folder` whose name matches `pattern`, folders in `skip` (and any
 * node_modules) left out. Node's own recursive listing walks the folders. */
export function* filesUnder(
  folder: string,
  pattern: RegExp,
  skip: readonly string[] = [],
): Generator<string> {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const skipped =
      skip.some((top) => path.startsWith(`${top}${sep}`)) ||
      relative(folder, path).split(sep).includes('node_modules');
    if (entry.isFile() && !skipped && pattern.test(entry.name)) yield readFileSync(path, 'utf8');
  }
}
