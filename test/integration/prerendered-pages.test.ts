import { readFileSync } from 'node:fs';
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
/** What #root holds: the pre-rendered markup up to the scripts after it. */
const rootOf = (html: string) => html.match(/<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<\/body>/);

beforeAll(async () => {
  await ensureWebBuilt(repoRoot, () => {});
}, 240_000);

describe('the pre-rendered public pages', () => {
  it("writes the landing page's hero into index.html, marked with its path, its styles linked", () => {
    const html = built('/');
    const [, attributes, markup] = rootOf(html) ?? [];
    expect(attributes).toBe(' data-prerendered="/"');
    expect(markup).toContain(HERO.headline);
    expect(markup).toContain(HERO.headlineHighlight);
    // painted from HTML and CSS: the page's own stylesheet is applied, not only preloaded
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/LandingPage-[\w-]+\.css">/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LandingPage-[\w-]+\.js">/);
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

  it('keeps an empty shell for the other routes, without the public pages’ styles', () => {
    const shell = readFileSync(join(webDir, SPA_SHELL_FILE), 'utf8');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('LandingPage-');
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  });
});
