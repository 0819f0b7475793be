import { describe, expect, it } from 'vitest';
import { extractInlineFonts, withFontDisplaySwap } from '../../../web/build/extract-inline-fonts';

type Asset = { type: 'asset'; fileName: string; source: string | Uint8Array };

/** Runs the plugin's generateBundle over `bundle`, collecting the files it emits. */
function run(bundle: Record<string, Asset>) {
  const emitted: { fileName: string; source: Uint8Array }[] = [];
  const plugin = extractInlineFonts();
  const hook = plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void;
  hook.call({ emitFile: (f: { fileName: string; source: Uint8Array }) => emitted.push(f) }, {}, bundle);
  return emitted;
}

const font = Buffer.from('wOF2 pretend font bytes');
const dataUrl = `url('data:font/woff2;base64,${font.toString('base64')}')`;

describe('extractInlineFonts', () => {
  it('moves an embedded font into its own file beside the CSS and points the CSS at it', () => {
    // Arrange
    const css: Asset = {
      type: 'asset',
      fileName: 'assets/index.css',
      source: `@font-face{src:${dataUrl} format('woff2')}@font-face{src:${dataUrl}}`,
    };
    // Act
    const emitted = run({ 'assets/index.css': css });
    // Assert: one file for the two identical fonts, same bytes, CSS refers to it relatively.
    expect(emitted).toHaveLength(1);
    expect(emitted[0].fileName).toMatch(/^assets\/font-[0-9a-f]{12}\.woff2$/);
    expect(Buffer.from(emitted[0].source).equals(font)).toBe(true);
    const name = emitted[0].fileName.slice('assets/'.length);
    expect(css.source).toBe(
      `@font-face{font-display:swap;src:url(./${name}) format('woff2')}@font-face{font-display:swap;src:url(./${name})}`,
    );
  });

  it('leaves CSS without embedded fonts and other assets alone', () => {
    const css: Asset = { type: 'asset', fileName: 'assets/a.css', source: 'body{background:url(x.png)}' };
    const svg: Asset = { type: 'asset', fileName: 'assets/logo.svg', source: dataUrl };
    expect(run({ a: css, b: svg })).toEqual([]);
    expect(css.source).toBe('body{background:url(x.png)}');
    expect(svg.source).toBe(dataUrl);
  });

  it('makes font faces swap unless they choose a display themselves', () => {
    expect(withFontDisplaySwap('@font-face {src:url(a.woff2)}p{}')).toBe(
      '@font-face{font-display:swap;src:url(a.woff2)}p{}',
    );
    expect(withFontDisplaySwap('@font-face{font-display:optional;src:url(a)}')).toBe(
      '@font-face{font-display:optional;src:url(a)}',
    );
  });
});
