import type { UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '../config/runtime-config';

export const OIDC_SCOPE = 'phone openid email profile';

/**
 * Sign-in settings (spec sections 4, 5 and 9). The site root is both return addresses. The user
 * store (session storage) is added where the library is created, in user-manager.ts.
 */
export function buildOidcSettings(config: RuntimeConfig, origin: string): UserManagerSettings {
  const siteRoot = `${origin}/`;
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: siteRoot,
    post_logout_redirect_uri: siteRoot,
    // Used only when the user holds no refresh token; oidc-client-ts prefers the refresh token.
    silent_redirect_uri: `${origin}/silent-renew.html`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    loadUserInfo: true,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    silentRequestTimeoutInSeconds: 10,
    monitorSession: true,
    checkSessionIntervalInSeconds: 2,
  };
}

/**
 * Cognito's hosted-UI logout form (the local provider serves the same one): it ends the provider
 * session and comes back to the site root.
 */
export function buildLogoutUrl(
  config: Pick<RuntimeConfig, 'logoutUrl' | 'clientId'>,
  origin: string,
): string {
  const siteRoot = `${origin}/`;
  const url = new URL(config.logoutUrl, origin);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('logout_uri', siteRoot);
  url.searchParams.set('redirect_uri', siteRoot);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', OIDC_SCOPE);
  return url.toString();
}
