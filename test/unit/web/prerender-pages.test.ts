import { describe, expect, it } from 'vitest';
import { pageFileOf } from '#shared/http/site-pages';
import { pageHtml } from '../../../web/build/prerender-pages';
import { hydratesPrerenderedPage } from '../../../web/src/prerendered';

const TEMPLATE = `<!doctype html>
<html><head><title>Sahab</title>
  <script type="module" crossorigin src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`;

describe("a pre-rendered page's file", () => {
  it('puts the HTML in #root, marked with its path, and the tags in the head', () => {
    const html = pageHtml(TEMPLATE, '/pricing', '<main>Plans</main>', [
      '<link rel="stylesheet" href="/assets/Pricing.css">',
    ]);
    expect(html).toContain('<div id="root" data-prerendered="/pricing"><main>Plans</main></div>');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/Pricing.css">\s*<\/head>/);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it("keeps the page's dollar signs as they are", () => {
    const html = pageHtml(TEMPLATE, '/pricing', "<p>$49, $& and $' a month</p>", []);
    expect(html).toContain("<p>$49, $& and $' a month</p>");
  });

  it('refuses a template without an empty #root to render into', () => {
    expect(() => pageHtml('<html><head></head><body></body></html>', '/', '<p/>', [])).toThrow(/root/);
  });

  it('is named after its address', () => {
    expect(pageFileOf('/')).toBe('index.html');
    expect(pageFileOf('/pricing')).toBe('pricing.html');
    expect(pageFileOf('/pricing/')).toBe('pricing.html');
    expect(pageFileOf('/docs/start')).toBe('docs/start.html');
  });
});

/** The little of a container and an address the decision reads. */
function container(prerendered: string | null, children = true) {
  return {
    getAttribute: (name: string) => (name === 'data-prerendered' ? prerendered : null),
    hasChildNodes: () => children,
  } as unknown as Element;
}
const at = (href: string) => new URL(href) as unknown as Location;

describe('hydrating a pre-rendered page', () => {
  it('hydrates the page at the address it was rendered for, a trailing slash included', () => {
    expect(hydratesPrerenderedPage(container('/pricing'), at('https://sahab.test/pricing'))).toBe(true);
    expect(hydratesPrerenderedPage(container('/pricing'), at('https://sahab.test/pricing/?x=1'))).toBe(true);
    expect(hydratesPrerenderedPage(container('/'), at('https://sahab.test/'))).toBe(true);
  });

  it('renders from scratch elsewhere: another address, the shell, the sign-in callback', () => {
    expect(hydratesPrerenderedPage(container('/'), at('https://sahab.test/app'))).toBe(false);
    expect(hydratesPrerenderedPage(container(null, false), at('https://sahab.test/app'))).toBe(false);
    expect(hydratesPrerenderedPage(container('/'), at('https://sahab.test/?code=abc&state=xyz'))).toBe(false);
    expect(hydratesPrerenderedPage(container('/', false), at('https://sahab.test/'))).toBe(false);
  });
});
