import type { User, UserManager } from 'oidc-client-ts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { setAccessToken } from '../api/token';
import { useHydrated } from '../components/use-hydrated';
import { useConfig } from '../config/ConfigContext';
import { buildOidcSettings } from './oidc-settings';
import { readReturnTo, type SigninState } from './return-to';
import { hasAuthParams, isExpired, readStoredUser, type SessionUser } from './stored-session';

/** Where an auth error came from (the names the labels follow). */
export type AuthErrorSource = 'signinCallback' | 'signinRedirect' | 'renewSilent' | 'unknown';

export interface SessionState {
  user: SessionUser | null;
  /** the first answer is not known yet, or a redirect is under way */
  isLoading: boolean;
  activeNavigator?: 'signinRedirect';
  error?: { message: string; source: AuthErrorSource };
}

export interface AuthSession extends SessionState {
  signinRedirect: (state: SigninState) => Promise<void>;
  removeUser: () => Promise<void>;
}

const AuthSessionContext = createContext<AuthSession | null>(null);

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession is used outside SahabAuthProvider');
  return session;
}

interface Props {
  /** called once the sign-in callback succeeded, with the path to land on */
  onSignedIn: (path: string) => void;
  children: ReactNode;
}

const sessionUser = (user: User | null): SessionUser | null =>
  user
    ? {
        access_token: user.access_token,
        expires_at: user.expires_at,
        profile: user.profile,
        state: user.state,
      }
    : null;

/** What the build's pre-rendered pages show of the session: not known yet. */
const PRERENDERED_STATE: SessionState = { user: null, isLoading: true };

const errorOf = (error: unknown, source: AuthErrorSource) => ({
  message: error instanceof Error ? error.message : String(error),
  source,
});

/**
 * The sign-in session, with the product's sign-in behaviour. The page paints at once from the
 * user oidc-client-ts stored in session storage (its access token is what the API client sends);
 * the library itself loads just after, and from then on keeps the session as before: it finishes a
 * sign-in callback, renews the token silently before it expires, and watches the provider's
 * session. Until it has loaded, the callback screen and any sign-in or sign-out wait for it.
 */
export function SahabAuthProvider({ onSignedIn, children }: Props) {
  const config = useConfig();
  // No window: the build is pre-rendering a public page (web/src/prerender.tsx), signed out.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const settings = useMemo(() => buildOidcSettings(config, origin), [config, origin]);
  const [state, setState] = useState<SessionState>(() =>
    typeof window === 'undefined' || hasAuthParams(window.location)
      ? { user: null, isLoading: true }
      : {
          user: readStoredUser(window.sessionStorage, settings.authority, settings.client_id),
          isLoading: false,
        },
  );
  // The build rendered a public page as 'loading' (it knows no session): hydration must meet the
  // same, and the stored user shows in the render right after.
  const hydrated = useHydrated();
  const manager = useRef<Promise<UserManager> | null>(null);
  const loadManager = () => {
    manager.current ??= import('./user-manager').then(({ createUserManager }) => createUserManager(settings));
    return manager.current;
  };
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;

  // The library's events, for as long as the provider is mounted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one library for the app's life
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void loadManager().then(
      (userManager) => {
        if (!live) return;
        const loaded = (user: User) =>
          setState((s) => ({ ...s, user: sessionUser(user), isLoading: false, error: undefined }));
        const unloaded = () => setState((s) => ({ ...s, user: null }));
        // The session monitor reports a provider-side sign-out (login_required and friends count
        // as an anonymous session); drop the stored user so every screen turns signed-out at once.
        const signedOut = () => {
          unloaded();
          void userManager.removeUser();
        };
        const renewFailed = (error: Error) =>
          setState((s) => ({ ...s, isLoading: false, error: errorOf(error, 'renewSilent') }));
        userManager.events.addUserLoaded(loaded);
        userManager.events.addUserUnloaded(unloaded);
        userManager.events.addUserSignedOut(signedOut);
        userManager.events.addSilentRenewError(renewFailed);
        stop = () => {
          userManager.events.removeUserLoaded(loaded);
          userManager.events.removeUserUnloaded(unloaded);
          userManager.events.removeUserSignedOut(signedOut);
          userManager.events.removeSilentRenewError(renewFailed);
        };
      },
      () => {},
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  // Once: finish a sign-in callback, else take the library's own reading of the stored user.
  const initialised = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the app's life
  useEffect(() => {
    if (initialised.current) return;
    initialised.current = true;
    void (async () => {
      try {
        const userManager = await loadManager();
        let user: User | null = null;
        if (hasAuthParams(window.location)) {
          user = (await userManager.signinCallback()) ?? null;
          // Replacing the entry also strips code and state from the address bar.
          onSignedInRef.current(readReturnTo(user?.state));
        }
        user ??= await userManager.getUser();
        setState((s) => ({ ...s, user: sessionUser(user), isLoading: false, error: undefined }));
      } catch (error) {
        setState((s) => ({ ...s, isLoading: false, error: errorOf(error, 'signinCallback') }));
      }
    })();
  }, []);

  // Set during render (not in an effect) so child effects that call the API already see it.
  setAccessToken(state.user && !isExpired(state.user) ? state.user.access_token : undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadManager reads a ref
  const signinRedirect = useCallback(async (signinState: SigninState) => {
    setState((s) => ({ ...s, isLoading: true, activeNavigator: 'signinRedirect' }));
    try {
      await (await loadManager()).signinRedirect({ state: signinState });
    } catch (error) {
      setState((s) => ({ ...s, error: errorOf(error, 'signinRedirect') }));
    } finally {
      setState((s) => ({ ...s, isLoading: false, activeNavigator: undefined }));
    }
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadManager reads a ref
  const removeUser = useCallback(async () => {
    // A library that failed to load must not stop a sign-out, which clears session storage itself.
    await loadManager().then(
      (userManager) => userManager.removeUser(),
      () => {},
    );
    setState((s) => ({ ...s, user: null }));
  }, []);
  const session = useMemo<AuthSession>(
    () => ({ ...(hydrated ? state : PRERENDERED_STATE), signinRedirect, removeUser }),
    [hydrated, state, signinRedirect, removeUser],
  );
  return <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>;
}
