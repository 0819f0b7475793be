import { join } from 'node:path';
import Provider, { errors, type KoaContextWithOIDC, type TokenLike } from 'oidc-provider';
import { type AccountStore, claimsFor } from './accounts';
import { type FileStore, fileAdapterFactory } from './file-adapter';
import type { OidcSecrets } from './keys';
import { autoConfirmLogoutPage, messagePage } from './pages';

export const OIDC_SCOPES = ['openid', 'email', 'profile', 'phone'] as const;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  /** exact redirect URIs of the SPA (the site root and its silent-renew page) */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** resource indicator of the product API; access tokens are JWTs for it */
  apiResource: string;
  secrets: OidcSecrets;
  store: FileStore;
  accounts: AccountStore;
  /** access-token lifetime in seconds (Cognito's default is one hour) */
  accessTokenTtl?: number;
}

/**
 * An OpenID provider (oidc-provider, a certified implementation) configured to behave like the
 * Cognito app client the product uses in AWS: one public client, code flow with PKCE S256 only,
 * refresh tokens with rotation, and JWT access tokens carrying Cognito's claims.
 */
export function createProvider(s: ProviderSettings): Provider {
  const origins = new Set(s.redirectUris.map((uri) => new URL(uri).origin));
  const provider = new Provider(s.issuer, {
    adapter: fileAdapterFactory(s.store),
    clients: [
      {
        client_id: s.clientId,
        client_name: 'Sahab',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: s.redirectUris,
        post_logout_redirect_uris: s.postLogoutRedirectUris,
      },
    ],
    jwks: { keys: [s.secrets.signingKey] },
    cookies: {
      keys: s.secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    responseTypes: ['code'],
    scopes: [...OIDC_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    // Cognito puts the profile claims in the ID token too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.has(origin),
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${new URL(s.issuer).pathname}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = autoConfirmLogoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = messagePage('Signed out', 'You have signed out of the local identity provider.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => s.apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          if (indicator !== s.apiResource) throw new errors.InvalidTarget();
          return {
            scope: OIDC_SCOPES.join(' '),
            // Cognito access tokens carry no `aud` and the authorizer then checks `client_id`;
            // oidc-provider requires an `aud`, so it is the client id and the check is the same.
            audience: s.clientId,
            accessTokenFormat: 'jwt',
            accessTokenTTL: HOUR,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (_ctx: unknown, token: TokenLike) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = s.accounts.find(token.accountId);
      return { token_use: 'access', username: account?.email ?? token.accountId };
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = s.accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async (_use: string, scope: string) => claimsFor(account, new Set(scope.split(' '))),
      };
    },
    loadExistingGrant: grantEverythingRequested,
    renderError: async (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Sign-in problem',
        'The local identity provider could not complete the request.',
        out,
      );
    },
    ttl: {
      AccessToken: s.accessTokenTtl ?? HOUR,
      AuthorizationCode: 5 * 60,
      IdToken: HOUR,
      RefreshToken: 30 * DAY,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 30 * DAY,
    },
  });
  provider.proxy = false;
  provider.on('server_error', (_ctx, error) => console.error('[oidc] server error:', error));
  return provider;
}

/**
 * There is no consent screen: Sahab is a first-party client, so whatever it asks for (the OIDC
 * scopes and claims, and those scopes on the API resource) is granted as soon as the user signs in.
 */
async function grantEverythingRequested(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existing ??
    new oidc.provider.Grant({ accountId: oidc.session.accountId!, clientId: oidc.client.clientId });
  const scope = [...oidc.requestParamScopes].join(' ');
  grant.addOIDCScope(scope);
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const indicator of Object.keys(oidc.resourceServers ?? {})) grant.addResourceScope(indicator, scope);
  await grant.save();
  return grant;
}

export function oidcFiles(dataDir: string) {
  return {
    dir: join(dataDir, 'oidc'),
    store: join(dataDir, 'oidc', 'provider-store.json'),
    accounts: join(dataDir, 'oidc', 'accounts.json'),
  };
}
