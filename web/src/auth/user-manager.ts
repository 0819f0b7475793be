import { UserManager, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';

/**
 * The OIDC library (sign-in redirects and callback, silent renewal, the session monitor). Only
 * AuthProvider imports this module, dynamically, so the library loads just after the first paint.
 * The user lives in session storage, where stored-session.ts reads it before then.
 */
export function createUserManager(settings: UserManagerSettings): UserManager {
  return new UserManager({
    ...settings,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
