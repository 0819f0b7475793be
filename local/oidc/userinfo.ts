import type { IncomingMessage, ServerResponse } from 'node:http';
import { importJWK, jwtVerify } from 'jose';
import { sendJson } from '../http-util';
import { type AccountStore, claimsFor } from './accounts';
import type { OidcSecrets } from './keys';

/**
 * Cognito's userinfo endpoint accepts its (JWT) access tokens. oidc-provider serves userinfo only
 * for opaque tokens without an audience, and ours are JWTs for the API, so this endpoint stands in
 * at the advertised URL: it verifies the access token like the API does and answers the claims
 * its scopes allow.
 */
export function createUserinfo(
  secrets: OidcSecrets,
  issuer: string,
  clientId: string,
  accounts: AccountStore,
) {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = secrets.signingKey;
  const key = importJWK(publicJwk, 'RS256');
  const unauthorized = (res: ServerResponse, description: string) =>
    sendJson(
      res,
      401,
      { error: 'invalid_token', error_description: description },
      { 'www-authenticate': `Bearer error="invalid_token", error_description="${description}"` },
    );

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const token = req.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return unauthorized(res, 'no access token provided');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await key, { issuer, algorithms: ['RS256'], typ: 'at+jwt' }));
    } catch {
      return unauthorized(res, 'invalid token provided');
    }
    const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
    const account = typeof payload.sub === 'string' ? accounts.find(payload.sub) : undefined;
    if (payload.client_id !== clientId || !scopes.has('openid') || !account) {
      return unauthorized(res, 'access token not valid for userinfo');
    }
    sendJson(res, 200, claimsFor(account, scopes), { 'cache-control': 'no-store' });
  };
}
