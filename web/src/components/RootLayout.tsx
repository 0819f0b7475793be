import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { hasAuthParams } from '../auth/stored-session';
import { useAuthContext } from '../auth/use-auth-context';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * Holds every route. While the provider's answer (code or error plus state) is in the address, the
 * sign-in callback runs instead of the page; success lands on /app (see SahabAuthProvider), a
 * failure strips the parameters and leaves the error for the auth button to show.
 */
export function RootLayout() {
  const { loading, error } = useAuthContext();
  const location = useLocation();
  const navigate = useNavigate();
  // no window when the build pre-renders the public pages
  const inCallback = typeof window !== 'undefined' && hasAuthParams(window.location);

  useEffect(() => {
    if (inCallback && error) void navigate(location.pathname, { replace: true });
  }, [inCallback, error, location.pathname, navigate]);

  if (inCallback && (loading || !error)) return <FullPageSpinner label="Signing you in..." />;
  return (
    <>
      {/* Every full page load has location.key 'default', so keyed by key alone a freshly loaded
          page would be scrolled to wherever the previous document in this tab was left. */}
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
      <Outlet />
    </>
  );
}
