import { contentSecurityPolicy, type SiteOrigins } from './content-security-policy';

/**
 * The web app's security headers: the one definition behind CloudFront's response-headers policy
 * (infra/constructs/web-hosting.ts) and the local server (local/static-site.ts), so a page that
 * breaks the policy breaks in the browser tests too.
 */
export const SECURITY_HEADER_POLICY = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  /** the app frames its own silent-renew page, so same-origin framing stays allowed */
  frameOption: 'SAMEORIGIN',
  /** two years, with subdomains; only sent over https */
  hstsMaxAgeSeconds: 730 * 24 * 60 * 60,
  hstsIncludeSubdomains: true,
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=(self "https://*.paddle.com")',
} as const;

/** The headers as name -> value, for a server that sets them itself. */
export function securityHeaders(origins: SiteOrigins): Record<string, string> {
  const p = SECURITY_HEADER_POLICY;
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'referrer-policy': p.referrerPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': p.frameOption,
    'permissions-policy': p.permissionsPolicy,
    ...(origins.https && {
      'strict-transport-security': `max-age=${p.hstsMaxAgeSeconds}${p.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`,
    }),
  };
}

/** The local server's site: API and identity provider on the site's own origin. */
export function sameOriginSite(https: boolean): SiteOrigins {
  return { api: [], identity: [], identityFrames: [], https };
}
