import type { Caller, HttpEvent } from './types';

/**
 * The caller from the claims API Gateway's JWT authorizer verified (signature, issuer, expiry,
 * audience). API Gateway passes claim values as strings; `username` is Cognito's access-token claim.
 */
export function callerFromEvent(event: HttpEvent): Caller | undefined {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  // API Gateway's JWT authorizer checks issuer, audience and expiry, not which kind of token it
  // is: a Cognito ID token names the client as its audience too, so only access tokens pass here
  // (the local authorizer and the socket authorizer refuse the others the same way).
  if (claims?.token_use !== 'access') return undefined;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  const username = typeof claims?.username === 'string' ? claims.username : (email ?? sub);
  return { sub, username, ...(email && { email }) };
}
