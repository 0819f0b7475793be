/**
 * How the built web app's pages map to addresses, for the build that writes them and both
 * servers (the local runtime, CloudFront + S3) that answer with them.
 *
 * The public pages are pre-rendered into files of their own: `/` into `index.html`, `/pricing`
 * into `pricing.html`. Every other client-side route gets the empty shell, `spa.html`.
 */
export const SPA_SHELL_FILE = 'spa.html';

/** The attribute the build sets on `#root`: the path of the page pre-rendered into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The file a page pre-rendered for `path` is written to (a trailing slash is the same page). */
export function pageFileOf(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '');
  return name === '' ? 'index.html' : `${name}.html`;
}
