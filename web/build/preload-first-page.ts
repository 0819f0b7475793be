import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId?: string | null;
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The tags that let the browser fetch a lazy page's chunk, the chunks it imports and its CSS
 * together with the entry, instead of after the entry has run and the router has asked for it.
 * `entryFiles` are left out: the entry's own script tag already loads them.
 */
export function preloadTags(
  bundle: Record<string, { type: string }>,
  pageModule: string,
  entryFiles: ReadonlySet<string>,
  base = '/',
): string[] {
  const chunks = Object.values(bundle).filter((file): file is ChunkLike => file.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageModule));
  if (!page) return [];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (scripts.includes(chunk.fileName) || entryFiles.has(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  visit(page);
  return [
    ...[...styles].map((file) => `<link rel="preload" as="style" href="${base}${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ];
}

/**
 * Most visits start on the landing page, whose chunk the router loads lazily: without a hint its
 * download waits for the entry to download and run, one round trip more before the first paint
 * (its LCP on a phone). This adds the hints for that one page to index.html; on other pages they
 * cost the landing chunk's few kB, cached from then on. Its CSS is preloaded, not applied: the
 * router's loader applies it with the chunk, so no other page renders with the landing's styles.
 */
export function preloadFirstPage(pageModule: string): Plugin {
  return {
    name: 'sahab-preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk) return html;
        const entryFiles = new Set<string>([context.chunk.fileName, ...context.chunk.imports]);
        const tags = preloadTags(context.bundle, pageModule, entryFiles);
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
