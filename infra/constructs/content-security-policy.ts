import { contentSecurityPolicy as policyFor, type SiteOrigins } from '#shared/http/content-security-policy';

/** Where the deployed single-page app talks to, beyond its own origin. */
export interface CspOrigins {
  /** AWS region of the API and the user pool (a token is fine) */
  readonly region: string;
  /** Cognito hosted domain, e.g. `sahab-dev.auth.me-central-1.amazoncognito.com` */
  readonly cognitoDomain: string;
}

/**
 * The deployed site's origins. The API origin is written as the regional execute-api wildcard
 * rather than the API's own host: the API's CORS configuration names the CloudFront domain, so the
 * distribution cannot in turn name the API id without a dependency cycle. The wildcard still
 * confines calls to API Gateway in the product's own region.
 */
export function awsSiteOrigins({ region, cognitoDomain }: CspOrigins): SiteOrigins {
  return {
    api: [`https://*.execute-api.${region}.amazonaws.com`, `wss://*.execute-api.${region}.amazonaws.com`],
    // OIDC discovery and JWKS live at the issuer, not at the hosted domain.
    identity: [`https://${cognitoDomain}`, `https://cognito-idp.${region}.amazonaws.com`],
    // Silent sign-in renewal falls back to a hidden iframe (hosted domain -> /silent-renew.html).
    identityFrames: [`https://${cognitoDomain}`],
    https: true,
  };
}

/** The Content-Security-Policy CloudFront sends (shared/http/content-security-policy.ts). */
export function contentSecurityPolicy(origins: CspOrigins): string {
  return policyFor(awsSiteOrigins(origins));
}
