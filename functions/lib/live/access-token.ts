import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface VerifiedAccessToken {
  userId: string;
  /** the token's `exp`, in seconds since the epoch */
  expiresAt: number;
}

export interface AccessTokenChecks {
  /** the user pool's issuer URL (no trailing slash) */
  issuer: string;
  /** the web app client's id: the token's `aud`, or `client_id` when it has no `aud` (Cognito) */
  clientId: string;
  /** the issuer's signing keys; by default its JWKS (`<issuer>/.well-known/jwks.json`, Cognito's) */
  keys?: JWTVerifyGetKey;
}

/**
 * The checks API Gateway's JWT authorizer makes on the HTTP API, for the WebSocket API, which
 * has no JWT authorizer: an RS256 signature by a key of the issuer, the issuer, expiry and
 * issue time, the client as audience, and `token_use: access` (Cognito's access tokens and the
 * local provider's carry it; an ID token, which has the same issuer, key and audience, does not),
 * as the local HTTP authorizer requires. Answers the user id (`sub`) and when the token expires
 * (seconds since the epoch: a socket is closed then), or undefined.
 */
export function accessTokenVerifier(checks: AccessTokenChecks) {
  const keys = checks.keys ?? createRemoteJWKSet(new URL(`${checks.issuer}/.well-known/jwks.json`));
  return async (token: string): Promise<VerifiedAccessToken | undefined> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: checks.issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (payload.token_use !== 'access') return undefined;
      const audiences = payload.aud === undefined ? [payload.client_id] : [payload.aud].flat();
      if (!audiences.includes(checks.clientId) || !payload.sub || payload.exp === undefined) return undefined;
      return { userId: payload.sub, expiresAt: payload.exp };
    } catch {
      return undefined;
    }
  };
}
