import { useCallback, useMemo } from 'react';
import { useConfig } from '../config/ConfigContext';
import { invalidateSubscription } from '../subscription/subscription-cache';
import { useAuthSession } from './AuthProvider';
import { buildLogoutUrl } from './oidc-settings';
import { DEFAULT_RETURN_PATH, type SigninState } from './return-to';
import { markSigningOut, useSigningOut } from './sign-out-state';
import { isExpired } from './stored-session';

export interface SahabUser {
  /** the subject claim; also the external id when linking an AWS account */
  userId: string;
  /** preferred username, else e-mail */
  username: string;
  email: string;
  profile: { email?: string; sub: string };
}

export interface AuthError {
  message: string;
  source?: string;
}

export interface SahabAuth {
  user: SahabUser | undefined;
  token: string | undefined;
  loading: boolean;
  /** a sign-in redirect has started (the browser is about to leave) */
  redirecting: boolean;
  /** sign-out has started; nothing should start a new sign-in meanwhile */
  signingOut: boolean;
  isAuthenticated: boolean;
  signIn: (returnTo?: string) => Promise<void>;
  signOut: () => Promise<void>;
  error: AuthError | undefined;
}

/** The product's view of the auth state (spec section 3). */
export function useAuthContext(): SahabAuth {
  const auth = useAuthSession();
  const config = useConfig();
  const oidcUser = auth.user;

  const user = useMemo<SahabUser | undefined>(() => {
    if (!oidcUser) return undefined;
    const { sub, email, preferred_username } = oidcUser.profile;
    return {
      userId: sub,
      username: preferred_username || email || '',
      email: email ?? '',
      profile: { email, sub },
    };
  }, [oidcUser]);

  const signIn = useCallback(
    async (returnTo: string = DEFAULT_RETURN_PATH) => {
      const state: SigninState = { returnTo };
      await auth.signinRedirect(state);
    },
    [auth.signinRedirect],
  );

  const signingOut = useSigningOut();
  const signOut = useCallback(async () => {
    markSigningOut();
    invalidateSubscription();
    await auth.removeUser();
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.location.assign(buildLogoutUrl(config, window.location.origin));
  }, [auth.removeUser, config]);

  const isAuthenticated = Boolean(oidcUser && !isExpired(oidcUser));
  return {
    user,
    token: isAuthenticated ? oidcUser?.access_token : undefined,
    loading: auth.isLoading,
    redirecting: auth.activeNavigator === 'signinRedirect',
    signingOut,
    isAuthenticated,
    signIn,
    signOut,
    error: auth.error ? { message: auth.error.message, source: auth.error.source } : undefined,
  };
}
