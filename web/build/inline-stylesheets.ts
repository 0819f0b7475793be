/**
 * How much CSS (as built, before compression) a pre-rendered page may carry inline: about 8 kB
 * compressed, so the page's HTML still arrives in the first round trips of a slow connection.
 * The public pages need 10-22 kB; the signed-in app's Cloudscape sheets (100 kB and more) stay linked.
 */
export const INLINE_CSS_BUDGET = 32 * 1024;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;
/** a reference that does not depend on where the CSS sits: data:, https:, //host, /path, #id */
const LOCATION_FREE = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

/**
 * A pre-rendered page's stylesheets, written into the page itself while they fit the budget
 * (in document order, so the cascade is unchanged), so its first paint waits on no CSS request.
 * Only the head's links are read. Each inlined sheet leaves a disabled link behind: browsers do not fetch a disabled stylesheet,
 * but Vite's chunk loader finds the link and does not load the sheet again when the page's chunk
 * arrives. Sheets over the budget, unknown to the build, holding `</style` or `@import` stay linked.
 * `readStylesheet` answers a sheet's CSS by its href, or undefined when the build has no such file.
 */
export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string | undefined,
  budget = INLINE_CSS_BUDGET,
): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  let used = 0;
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link) => {
    const href = link.match(HREF)?.[1];
    const css = href === undefined ? undefined : readStylesheet(href);
    if (href === undefined || css === undefined || !inlinable(css)) return link;
    const size = Buffer.byteLength(css);
    if (used + size > budget) return link;
    used += size;
    return `<style>${withAbsoluteUrls(css, href)}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
  return head + html.slice(headEnd);
}

/** Text a <style> element can hold as it is and that needs nothing fetched relative to its file. */
function inlinable(css: string): boolean {
  return !/<\/style/i.test(css) && !/@import/i.test(css);
}

/**
 * The CSS with each relative `url()` resolved against the stylesheet's own address, as the linked
 * sheet resolved it (`./font-x.woff2` in /assets/a.css is /assets/font-x.woff2 from any page).
 */
export function withAbsoluteUrls(css: string, href: string): string {
  const placeholder = 'https://site.invalid';
  const sheet = new URL(href, `${placeholder}/`);
  return css.replace(CSS_URL, (whole, quote: string, ref: string) => {
    if (LOCATION_FREE.test(ref)) return whole;
    const resolved = new URL(ref, sheet);
    const address = resolved.origin === placeholder ? resolved.href.slice(placeholder.length) : resolved.href;
    return `url(${quote}${address}${quote})`;
  });
}
