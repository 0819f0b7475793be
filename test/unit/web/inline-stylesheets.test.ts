import { describe, expect, it } from 'vitest';
import { inlineStylesheets, withAbsoluteUrls } from '../../../web/build/inline-stylesheets';

/** A page file as the pre-render writes it: the entry's sheet, then the page's own sheets. */
function pageWith(hrefs: readonly string[], body = '<div id="root"><main>Plans</main></div>'): string {
  const links = hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ');
  return `<!doctype html>
<html><head><title>Sahab</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    ${links}
  </head><body>${body}</body></html>`;
}

/** The build's CSS files by address. */
const files = (sheets: Record<string, string>) => (href: string) => sheets[href];

const enabledLinks = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('disabled'));

describe("inlining a pre-rendered page's stylesheets", () => {
  it('writes small sheets into the head in their order and links none of them', () => {
    const html = inlineStylesheets(
      pageWith(['/assets/index.css', '/assets/Pricing.css']),
      files({ '/assets/index.css': 'body{margin:0}', '/assets/Pricing.css': '.plan{color:red}' }),
    );
    expect(enabledLinks(html)).toEqual([]);
    expect(html).toMatch(
      /<style>body\{margin:0\}<\/style>[\s\S]*<style>\.plan\{color:red\}<\/style>[\s\S]*<\/head>/,
    );
  });

  it('leaves a disabled link per inlined sheet, so the chunk loader does not fetch it again', () => {
    const html = inlineStylesheets(pageWith(['/assets/a.css']), files({ '/assets/a.css': 'p{margin:0}' }));
    expect(html).toContain('<style>p{margin:0}</style><link rel="stylesheet" href="/assets/a.css" disabled>');
  });

  it('keeps a sheet over the budget linked and still inlines a later one that fits', () => {
    const large = `.big{content:"${'x'.repeat(200)}"}`;
    const html = inlineStylesheets(
      pageWith(['/assets/index.css', '/assets/Large.css', '/assets/Small.css']),
      files({
        '/assets/index.css': 'body{margin:0}',
        '/assets/Large.css': large,
        '/assets/Small.css': 'a{color:blue}',
      }),
      100,
    );
    expect(enabledLinks(html)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/Large.css">']);
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<style>a{color:blue}</style>');
    expect(html).not.toContain('.big{');
  });

  it('counts the budget over the whole page, not per sheet', () => {
    const sheet = `.a{content:"${'x'.repeat(40)}"}`;
    const html = inlineStylesheets(
      pageWith(['/assets/one.css', '/assets/two.css']),
      files({ '/assets/one.css': sheet, '/assets/two.css': sheet }),
      Buffer.byteLength(sheet) * 2 - 1,
    );
    expect(enabledLinks(html)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/two.css">']);
  });

  it('keeps linked what it cannot inline as it is: unknown files, </style> in the text, @import', () => {
    const html = inlineStylesheets(
      pageWith(['/assets/gone.css', '/assets/closes.css', '/assets/imports.css']),
      files({
        '/assets/closes.css': '.x::after{content:"</style><script>"}',
        '/assets/imports.css': '@import "./other.css";p{margin:0}',
      }),
    );
    expect(enabledLinks(html)).toHaveLength(3);
    expect(html).not.toContain('<style>');
  });

  it("reads only the head's links", () => {
    const page = pageWith([], '<div id="root"><link rel="stylesheet" href="/assets/a.css"></div>');
    expect(inlineStylesheets(page, files({ '/assets/a.css': 'p{margin:0}' }))).toBe(page);
  });
});

describe("an inlined sheet's addresses", () => {
  it('resolves relative urls against where the sheet was, so fonts load from any page', () => {
    const css =
      '@font-face{src:url(./font-1.woff2)}.a{background:url("../img/b.png")}.c{mask:url(\'d.svg\')}';
    expect(withAbsoluteUrls(css, '/assets/index.css')).toBe(
      '@font-face{src:url(/assets/font-1.woff2)}.a{background:url("/img/b.png")}.c{mask:url(\'/assets/d.svg\')}',
    );
  });

  it('leaves addresses that do not depend on the sheet as they are', () => {
    const css =
      '.a{background:url(data:image/svg+xml;base64,AAAA)}.b{src:url(https://cdn.example/f.woff2)}.c{src:url(/fonts/x.woff2)}.d{filter:url(#blur)}';
    expect(withAbsoluteUrls(css, '/assets/index.css')).toBe(css);
  });

  it('keeps a stylesheet on another origin pointing there', () => {
    expect(withAbsoluteUrls('.a{src:url(./f.woff2)}', 'https://cdn.example/assets/a.css')).toBe(
      '.a{src:url(https://cdn.example/assets/f.woff2)}',
    );
  });
});
