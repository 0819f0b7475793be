import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { VerifiedJwt } from '#functions/lib/http/api-gateway-event';

export interface JwtAuthorizerOptions {
  issuer: string;
  /** the authorizer's audience list (in AWS: the Cognito app client id) */
  audience: readonly string[];
  jwksUri: string;
}

/** API Gateway hands claims to the integration as strings; arrays look like `[a b]`. */
function stringifyClaims(payload: JWTPayload): VerifiedJwt['claims'] {
  const claims: VerifiedJwt['claims'] = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

/**
 * What an API Gateway HTTP API JWT authorizer checks before any Lambda runs: a bearer JWT signed
 * by a key of the issuer's JWKS (RS256), the issuer, expiry and not-before, and the audience:
 * `aud` when present, otherwise `client_id` (Cognito access tokens carry no `aud`), and that the
 * token is an access token (`token_use`).
 * Returns undefined for any failure; the caller answers 401 without invoking the handler.
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUri));
  return async (authorization: string | undefined): Promise<VerifiedJwt | undefined> => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat'],
      }));
    } catch {
      return undefined;
    }
    // Cognito marks every token with its use; an ID token carries the client as `aud` too, so
    // without this check it would pass for an access token (the AWS socket authorizer checks it)
    if (payload.token_use !== 'access') return undefined;
    const audiences = payload.aud === undefined ? [] : [payload.aud].flat();
    const candidates = audiences.length > 0 ? audiences : [payload.client_id];
    if (!candidates.some((value) => typeof value === 'string' && options.audience.includes(value))) {
      return undefined;
    }
    const scope = typeof payload.scope === 'string' ? payload.scope : '';
    return { claims: stringifyClaims(payload), scopes: scope.split(' ').filter(Boolean) };
  };
}
