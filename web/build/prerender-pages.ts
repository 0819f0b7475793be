import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_ATTRIBUTE, pageFileOf, SPA_SHELL_FILE } from '../../shared/http/site-pages.ts';
import { inlineStylesheets } from './inline-stylesheets.ts';
import { preloadTags } from './page-tags.ts';

export interface PrerenderOptions {
  /** module, from the web root, whose `renderPage(path)` answers a page's HTML (run in Node) */
  readonly renderer: string;
  /** each pre-rendered page's address and the module of its page, whose chunk the file links */
  readonly pages: Readonly<Record<string, string>>;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * One page's file: the built index.html with the page's HTML inside #root (marked with its path,
 * so the browser hydrates it only at that address), and its chunk's stylesheets and scripts linked
 * in the head, so it paints from HTML and CSS before any script has run.
 */
export function pageHtml(template: string, path: string, html: string, headTags: readonly string[]): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to render into`);
  // functions as replacements: the page's text may hold `$` sequences
  return template
    .replace('</head>', () => `  ${headTags.join('\n    ')}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${html}</div>`);
}

/**
 * Build-time pre-rendering of the public pages: their largest paint (the landing page's hero) no
 * longer waits for the entry script to download, run and render. After the bundle is written,
 * each page is rendered in Node through Vite (the same modules, routes and providers the browser
 * runs) and written to its own file (`pageFileOf`), which the browser then hydrates
 * (web/src/main.tsx); its small stylesheets are written into it (inline-stylesheets.ts). The
 * unchanged index.html becomes `spa.html`, the shell for other routes, whose CSS stays linked and
 * cached.
 */
export function prerenderPages({ renderer, pages }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sahab-prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      const shell = bundle['index.html'];
      if (!output.dir || shell?.type !== 'asset') return;
      const template =
        typeof shell.source === 'string' ? shell.source : new TextDecoder().decode(shell.source);
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const entryFiles = new Set(entry?.type === 'chunk' ? [entry.fileName, ...entry.imports] : []);
      await writeFile(join(output.dir, SPA_SHELL_FILE), template);

      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPage } = (await server.ssrLoadModule(renderer)) as {
          renderPage: (path: string) => Promise<string>;
        };
        const readStylesheet = (href: string) => {
          const file = href.startsWith(config.base) ? bundle[href.slice(config.base.length)] : undefined;
          if (file?.type !== 'asset' || !file.fileName.endsWith('.css')) return undefined;
          return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        };
        for (const [path, pageModule] of Object.entries(pages)) {
          const tags = preloadTags(bundle, pageModule, entryFiles, config.base, 'apply');
          const html = pageHtml(template, path, await renderPage(path), tags);
          await writeFile(join(output.dir, pageFileOf(path)), inlineStylesheets(html, readStylesheet));
        }
      } finally {
        await server.close();
      }
    },
  };
}
