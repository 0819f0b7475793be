import type { Plugin } from 'vite';

const THEME_LAYER = '@layer awsui-base-theme';
/**
 * A custom property's declaration: `--name:value;`, right after a rule's `{` or the `;` of the
 * declaration before (so a class name like `.a--b:hover` is never taken for one), its value up to
 * the next `;` or brace.
 */
const DECLARATION = /(?<=[{;]\s*)(--[\w-]+):([^;{}]*);?/g;
const NAME = /--[\w-]+/g;
const VAR_REFERENCE = /var\((--[\w-]+)/g;

/**
 * The base theme declares all ~1,000 Cloudscape design tokens (custom properties) on `body` and
 * again in each visual context, whether or not a component of the build reads them. This keeps the
 * declarations of the tokens something reads: a name that appears anywhere in `elsewhere` (every
 * other CSS, JS and HTML file of the build: components read tokens with `var(--name, ...)`, scripts
 * by name), and the tokens those tokens' own values read, to a fixed point. Every rule, selector,
 * and other declaration is kept as written; only custom-property declarations nothing reads go.
 */
export function withoutUnreadTokens(theme: string, elsewhere: Iterable<string>): string {
  const read = new Set<string>();
  for (const text of elsewhere) for (const [name] of text.matchAll(NAME)) read.add(name);
  // the theme's own rules outside its declarations (e.g. `color: var(--x)`) read tokens too
  for (const [, name] of theme.replace(DECLARATION, '').matchAll(VAR_REFERENCE)) read.add(name);
  const declarations = [...theme.matchAll(DECLARATION)];
  let grew = true;
  while (grew) {
    grew = false;
    for (const [, name, value] of declarations) {
      if (!read.has(name)) continue;
      for (const [, used] of value.matchAll(VAR_REFERENCE))
        if (!read.has(used)) {
          read.add(used);
          grew = true;
        }
    }
  }
  return theme.replace(DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : ''));
}

const text = (source: string | Uint8Array) =>
  typeof source === 'string' ? source : new TextDecoder().decode(source);

/**
 * Drops the base theme's declarations of tokens no file of the build reads (see
 * `withoutUnreadTokens`): ~5 kB gzip of render-blocking CSS on every signed-in page. Runs on the
 * whole bundle, lazily loaded pages included, so what any page reads stays.
 */
export function unusedThemeTokens(): Plugin {
  return {
    name: 'sahab-unused-theme-tokens',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const contents = new Map(
        files.map((file) => [file.fileName, file.type === 'chunk' ? file.code : text(file.source)]),
      );
      for (const file of files) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css = contents.get(file.fileName) ?? '';
        if (!css.includes(THEME_LAYER)) continue;
        const elsewhere = [...contents]
          .filter(([name]) => name !== file.fileName)
          .map(([, content]) => content);
        file.source = withoutUnreadTokens(css, elsewhere);
      }
    },
  };
}
