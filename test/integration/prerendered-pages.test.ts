import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt } from '#local/web-build';
import { PLANS, TIERS } from '#shared/billing/plans';
import { pageFileOf, SPA_SHELL_FILE } from '#shared/http/site-pages';
import { HERO } from '#web/pages/landing/landing-content';
import { LEGAL_LINKS } from '#web/pages/legal/legal-links';

/**
 * The files the web build writes for the public pages (web/build/prerender-pages.ts). Uses
 * dist/web as `npm start` does: built here only when missing or older than the sources, so the
 * browser tests that follow reuse it.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webDir = join(repoRoot, 'dist', 'web');
const built = (path: string) => readFileSync(join(webDir, pageFileOf(path)), 'utf8');
/** Stylesheet links the browser fetches (not the disabled ones an inlined sheet leaves behind). */
const appliedLinks = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes(' disabled'));
/** The CSS a page carries inline (`<` appears in it: `@media (width<=640px)`). */
const stylesOf = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('\n');
/** What #root holds: the pre-rendered markup up to the scripts after it. */
const rootOf = (html: string) => html.match(/<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<\/body>/);

beforeAll(async () => {
  await ensureWebBuilt(repoRoot, () => {});
}, 240_000);

describe('the pre-rendered public pages', () => {
  it("writes the landing page's hero into index.html, marked with its path, its styles inline", () => {
    const html = built('/');
    const [, attributes, markup] = rootOf(html) ?? [];
    expect(attributes).toBe(' data-prerendered="/"');
    expect(markup).toContain(HERO.headline);
    expect(markup).toContain(HERO.headlineHighlight);
    // painted from HTML alone: the entry's and the page's stylesheets are in the file, none fetched
    expect(stylesOf(html)).toContain('.lp-hero{');
    expect(appliedLinks(html)).toEqual([]);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/LandingPage-[\w-]+\.css" disabled>/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LandingPage-[\w-]+\.js">/);
  });

  it('points the inlined styles at files the build wrote (the fonts beside the CSS)', () => {
    const styles = stylesOf(built('/'));
    const urls = [...styles.matchAll(/url\(([^)]+)\)/g)].map(([, url]) => url.replace(/^['"]|['"]$/g, ''));
    const files = urls.filter((url) => !url.startsWith('data:'));
    expect(files.length).toBeGreaterThan(0);
    for (const url of files) {
      expect(url, url).toMatch(/^\/assets\//);
      expect(existsSync(join(webDir, url)), url).toBe(true);
    }
  });

  it('writes every plan into pricing.html, with buttons that wait (disabled) for the code', () => {
    const [, attributes, markup] = rootOf(built('/pricing')) ?? [];
    expect(attributes).toBe(' data-prerendered="/pricing"');
    for (const tier of TIERS) {
      expect(markup).toContain(`>${PLANS[tier].name}</h2>`);
      // React separates adjacent text with a comment
      expect(markup).toMatch(
        new RegExp(`<button[^>]*disabled[^>]*><span>Choose (<!-- -->)?${PLANS[tier].name}<`),
      );
    }
  });

  it('writes each legal page into its own file', () => {
    for (const link of LEGAL_LINKS) {
      const [, attributes, markup] = rootOf(built(link.path)) ?? [];
      expect(attributes, link.path).toBe(` data-prerendered="${link.path}"`);
      expect(markup, link.path).toContain(`<h1 class="lg-title">${link.label}</h1>`);
    }
  });

  it('keeps an empty shell for the other routes, its styles linked (cached), without the public pages’', () => {
    const shell = readFileSync(join(webDir, SPA_SHELL_FILE), 'utf8');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('LandingPage-');
    expect(shell).not.toContain('<style');
    expect(appliedLinks(shell)).toEqual([
      expect.stringMatching(/^<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">$/),
    ]);
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  });
});
