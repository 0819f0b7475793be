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

/**
 * The person behind a caller, as a history names them: the token's e-mail, else its user name
 * when that is not the bare id (the local provider's access tokens name the e-mail there), else
 * the id. Cognito's access tokens carry neither e-mail nor a readable user name when e-mail is the
 * sign-in alias: there it stays the id.
 */
export function personOf(caller: Caller): string {
  return (
    caller.email ?? (caller.username !== caller.sub && caller.username !== '' ? caller.username : caller.sub)
  );
}
