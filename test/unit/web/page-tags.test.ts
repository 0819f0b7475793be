import { describe, expect, it } from 'vitest';
import { preloadTags } from '../../../web/build/page-tags';

/** A bundle as Rollup hands it to the plugin: chunks with their imports and imported CSS. */
function chunk(fileName: string, imports: string[] = [], css: string[] = [], facadeModuleId?: string) {
  return { type: 'chunk', fileName, imports, facadeModuleId, viteMetadata: { importedCss: new Set(css) } };
}

describe("a lazy page's tags", () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js'], [], '/repo/web/index.html'),
    'assets/react.js': chunk('assets/react.js'),
    'assets/Landing.js': chunk(
      'assets/Landing.js',
      ['assets/react.js', 'assets/Logo.js'],
      ['assets/Landing.css'],
      '/repo/web/src/pages/landing/LandingPage.tsx',
    ),
    'assets/Logo.js': chunk('assets/Logo.js', [], ['assets/Logo.css']),
    'assets/App.js': chunk(
      'assets/App.js',
      [],
      ['assets/App.css'],
      '/repo/web/src/pages/app/DashboardPage.tsx',
    ),
    'assets/Landing.css': { type: 'asset' },
  };
  const entry = new Set(['assets/index.js', 'assets/react.js']);

  it("hints the page's chunk, what it imports beyond the entry, and its CSS without applying it", () => {
    expect(preloadTags(bundle, 'src/pages/landing/LandingPage.tsx', entry)).toEqual([
      '<link rel="preload" as="style" href="/assets/Landing.css">',
      '<link rel="preload" as="style" href="/assets/Logo.css">',
      '<link rel="modulepreload" crossorigin href="/assets/Landing.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Logo.js">',
    ]);
  });

  it('links the CSS as stylesheets for a page pre-rendered into its file', () => {
    expect(preloadTags(bundle, 'src/pages/landing/LandingPage.tsx', entry, '/', 'apply')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/Landing.css">',
      '<link rel="stylesheet" crossorigin href="/assets/Logo.css">',
      '<link rel="modulepreload" crossorigin href="/assets/Landing.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Logo.js">',
    ]);
  });

  it('adds nothing when the page is not a chunk of the build', () => {
    expect(preloadTags(bundle, 'src/pages/missing/Missing.tsx', entry)).toEqual([]);
  });
});
