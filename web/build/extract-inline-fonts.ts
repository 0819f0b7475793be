import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const INLINE_FONT = /url\((['"]?)data:font\/(woff2?|ttf|otf);base64,([A-Za-z0-9+/=]+)\1\)/g;

/**
 * Cloudscape's global styles embed every Open Sans weight as base64 in the CSS, so the first paint
 * of any page waited for ~140 kB (gzip) of fonts it mostly does not use. This moves each embedded
 * font into its own hashed file next to the CSS: the browser then fetches only the weights a page
 * renders, in parallel with the page, and caches them across deployments. Those faces also get
 * `font-display: swap`, so text paints at once in a fallback face instead of waiting for the file.
 */
export function extractInlineFonts(): Plugin {
  return {
    name: 'sahab-extract-inline-fonts',
    apply: 'build',
    generateBundle(_options, bundle) {
      const emitted = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        if (!css.includes('data:font/')) continue;
        const dir = file.fileName.slice(0, file.fileName.lastIndexOf('/') + 1);
        file.source = css.replace(INLINE_FONT, (_match, _quote, format: string, base64: string) => {
          const bytes = Buffer.from(base64, 'base64');
          const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
          const fileName = `${dir}font-${hash}.${format}`;
          if (!emitted.has(fileName)) {
            this.emitFile({ type: 'asset', fileName, source: bytes });
            emitted.set(fileName, fileName);
          }
          return `url(./font-${hash}.${format})`;
        });
        file.source = withFontDisplaySwap(file.source);
      }
    },
  };
}

/** Adds `font-display: swap` to every @font-face rule that does not choose a display itself. */
export function withFontDisplaySwap(css: string): string {
  return css.replace(/@font-face\s*\{(?![^}]*font-display)/g, '@font-face{font-display:swap;');
}
