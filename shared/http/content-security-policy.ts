/** Where the single-page app talks to beyond its own origin, and how it is served. */
export interface SiteOrigins {
  /** API origins (https and wss); none when the API is on the site's own origin (local) */
  readonly api: readonly string[];
  /** identity-provider origins the app calls: discovery, JWKS, token, userinfo */
  readonly identity: readonly string[];
  /** identity-provider origins the app frames for silent renewal (the hosted sign-in domain) */
  readonly identityFrames: readonly string[];
  /** served over https: asks browsers to upgrade any http sub-request (HSTS is sent with it) */
  readonly https: boolean;
  /**
   * Vite's dev server only: the React refresh preamble is an inline script and hot reload talks
   * over its own WebSocket. Never set for a built site.
   */
  readonly devServer?: { readonly hmrOrigins: readonly string[] };
}

// Paddle.js is served from cdn.paddle.com and opens its checkout (buy.paddle.com,
// sandbox-buy.paddle.com) in an iframe that calls *.paddle.com services.
const PADDLE_SCRIPT = 'https://cdn.paddle.com';
const PADDLE_ANY = 'https://*.paddle.com';

/**
 * The Content-Security-Policy of the web app, the same in CloudFront and on the local server.
 * Framing is limited to the site itself (not 'none'): the silent-renewal fallback loads
 * /silent-renew.html in a hidden iframe of the app.
 */
export function contentSecurityPolicy(origins: SiteOrigins): string {
  const dev = origins.devServer;
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", PADDLE_SCRIPT, ...(dev ? ["'unsafe-inline'"] : [])],
    // Cloudscape sets inline style attributes at runtime, and the pre-rendered public pages carry
    // their small stylesheets in <style> elements (web/build/inline-stylesheets.ts). No hash or
    // nonce here: browsers ignore 'unsafe-inline' once a directive lists one.
    'style-src': ["'self'", "'unsafe-inline'", PADDLE_SCRIPT],
    'img-src': ["'self'", 'data:', PADDLE_ANY],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...origins.api, ...origins.identity, PADDLE_ANY, ...(dev?.hmrOrigins ?? [])],
    'frame-src': ["'self'", ...origins.identityFrames, PADDLE_ANY],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(origins.https && { 'upgrade-insecure-requests': [] }),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
