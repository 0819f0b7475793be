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
 * `entryFiles` are left out: the entry's own script tag already loads them. The CSS is only
 * preloaded by default; `css: 'apply'` links it as stylesheets, for a page pre-rendered into the
 * file (the router's loader then finds them there and does not add them again).
 */
export function preloadTags(
  bundle: Record<string, { type: string }>,
  pageModule: string,
  entryFiles: ReadonlySet<string>,
  base = '/',
  css: 'preload' | 'apply' = 'preload',
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
    ...[...styles].map((file) =>
      css === 'apply'
        ? `<link rel="stylesheet" crossorigin href="${base}${file}">`
        : `<link rel="preload" as="style" href="${base}${file}">`,
    ),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ];
}
