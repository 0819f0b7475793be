import type { Caller, HttpEvent } from './types';

/**
 * The caller from the claims API Gateway's JWT authorizer verified (signature, issuer, expiry,
 * audience). API Gateway passes claim values as strings; `username` is Cognito's access-token claim.
 */
export function callerFromEvent(event: HttpEvent): Caller | undefined {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  const username = typeof claims?.username === 'string' ? claims.username : (email ?? sub);
  return { sub, username, ...(email && { email }) };
}
