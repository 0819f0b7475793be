/** Where the single-page app talks to, beyond its own origin. */
export interface CspOrigins {
  /** AWS region of the API and the user pool (a token is fine) */
  readonly region: string;
  /** Cognito hosted domain, e.g. `sahab-dev.auth.me-central-1.amazoncognito.com` */
  readonly cognitoDomain: string;
}

// Paddle.js is served from cdn.paddle.com and opens its checkout (buy.paddle.com,
// sandbox-buy.paddle.com) in an iframe that calls *.paddle.com services.
const PADDLE_SCRIPT = 'https://cdn.paddle.com';
const PADDLE_ANY = 'https://*.paddle.com';

/**
 * The Content-Security-Policy of the web app.
 *
 * The API origin is written as the regional execute-api wildcard rather than the API's own host:
 * the API's CORS configuration names the CloudFront domain, so the distribution cannot in turn name
 * the API id without a dependency cycle. The wildcard still confines calls to API Gateway in the
 * product's own region.
 */
export function contentSecurityPolicy({ region, cognitoDomain }: CspOrigins): string {
  const apiOrigins = [
    `https://*.execute-api.${region}.amazonaws.com`,
    `wss://*.execute-api.${region}.amazonaws.com`,
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", PADDLE_SCRIPT],
    // Cloudscape sets inline style attributes at runtime.
    'style-src': ["'self'", "'unsafe-inline'", PADDLE_SCRIPT],
    'img-src': ["'self'", 'data:', PADDLE_ANY],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...apiOrigins,
      `https://${cognitoDomain}`,
      // OIDC discovery and JWKS live at the issuer, not at the hosted domain.
      `https://cognito-idp.${region}.amazonaws.com`,
      PADDLE_ANY,
    ],
    // Silent sign-in renewal falls back to a hidden iframe (hosted domain -> /silent-renew.html).
    'frame-src': ["'self'", `https://${cognitoDomain}`, PADDLE_ANY],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
