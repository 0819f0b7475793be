import type { User } from 'oidc-client-ts';
import { type ReactNode, useEffect, useMemo } from 'react';
import { AuthProvider as OidcAuthProvider, useAuth } from 'react-oidc-context';
import { setAccessToken } from '../api/token';
import { useConfig } from '../config/ConfigContext';
import { buildOidcSettings } from './oidc-settings';
import { readReturnTo } from './return-to';

interface Props {
  /** called once the sign-in callback succeeded, with the path to land on */
  onSignedIn: (path: string) => void;
  children: ReactNode;
}

/** react-oidc-context configured from runtime config, plus the product's sign-in behaviour. */
export function SahabAuthProvider({ onSignedIn, children }: Props) {
  const config = useConfig();
  const settings = useMemo(() => buildOidcSettings(config, window.location.origin), [config]);
  const onSigninCallback = (user: User | undefined) => {
    // Replacing the entry also strips code and state from the address bar.
    onSignedIn(readReturnTo(user?.state));
  };
  return (
    <OidcAuthProvider {...settings} onSigninCallback={onSigninCallback}>
      <SessionRules />
      {children}
    </OidcAuthProvider>
  );
}

function SessionRules() {
  const auth = useAuth();
  // Set during render (not in an effect) so child effects that call the API already see it.
  setAccessToken(auth.user && !auth.user.expired ? auth.user.access_token : undefined);

  useEffect(() => {
    // The session monitor reports a provider-side sign-out (login_required and friends count as
    // an anonymous session); drop the stored user so every screen turns signed-out at once.
    return auth.events.addUserSignedOut(() => {
      void auth.removeUser();
    });
  }, [auth.events, auth.removeUser]);
  return null;
}
