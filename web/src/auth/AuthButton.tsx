import Button from '@cloudscape-design/components/button';
import { lazy, Suspense } from 'react';
import { AUTH } from '../../../shared/messages';
import { AvatarInitials } from './AvatarInitials';
import { useAuthContext } from './useAuthContext';

// The menu (a Cloudscape dropdown) is the heaviest part and only signed-in users see it.
const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * The sign-in control (spec section 2): loading, error with retry, 'Sign In', or the signed-in
 * avatar (first two letters of the e-mail, else of the username, else '??') with its menu.
 */
export default function AuthButton() {
  const { user, isAuthenticated, loading, redirecting, signingOut, error, signIn, signOut } =
    useAuthContext();

  if (loading || redirecting || signingOut) {
    return (
      <Button loading loadingText="Loading">
        {AUTH.signIn}
      </Button>
    );
  }
  if (!isAuthenticated || !user) {
    if (error) {
      return (
        <Button iconName="status-warning" onClick={() => void signIn(window.location.pathname)}>
          {AUTH.errorRetry}
        </Button>
      );
    }
    return (
      <Button variant="primary" onClick={() => void signIn()}>
        {AUTH.signIn}
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Button disabled ariaLabel={`Account menu for ${user.username}`}>
          <AvatarInitials user={user} />
        </Button>
      }
    >
      <AccountMenu user={user} signOut={signOut} />
    </Suspense>
  );
}
