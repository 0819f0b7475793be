/**
 * What a page needs of the sign-in session before the OIDC library has loaded: the user
 * oidc-client-ts keeps in session storage, read as it stores it, and whether the address holds
 * the provider's answer. The library itself (renewal, session monitor, redirects) loads after the
 * first paint; see AuthProvider.
 */

/** The parts of oidc-client-ts's stored user the product reads. */
export interface SessionUser {
  access_token: string;
  /** seconds since the epoch */
  expires_at?: number;
  profile: { sub: string; email?: string; preferred_username?: string };
  /** the state sent with the sign-in request (SigninState) */
  state?: unknown;
}

/** oidc-client-ts's WebStorageStateStore prefix and UserManager's user key, joined. */
export function storedUserKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

/** The stored user, or null when there is none or it cannot be read. */
export function readStoredUser(storage: Storage, authority: string, clientId: string): SessionUser | null {
  const text = storage.getItem(storedUserKey(authority, clientId));
  if (!text) return null;
  try {
    const user = JSON.parse(text) as Partial<SessionUser>;
    return typeof user.access_token === 'string' && user.profile ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

/** As oidc-client-ts's `User.expired`: a user without an expiry time never expires. */
export function isExpired(user: Pick<SessionUser, 'expires_at'>, nowMs = Date.now()): boolean {
  return user.expires_at !== undefined && user.expires_at - Math.floor(nowMs / 1000) <= 0;
}

/** Whether the address carries the provider's answer to a sign-in (code or error, with state). */
export function hasAuthParams(location: Pick<Location, 'search' | 'hash'>): boolean {
  return [location.search, location.hash.replace('#', '?')].some((part) => {
    const params = new URLSearchParams(part);
    return Boolean((params.get('code') || params.get('error')) && params.get('state'));
  });
}
