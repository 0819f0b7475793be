import { lazy, Suspense } from 'react';
import { AUTH } from '#shared/messages';
import { LightButton } from '../components/LightButton';
import { AvatarInitials } from './AvatarInitials';
import { initials } from './initials';
import { useAuthContext } from './use-auth-context';

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
      // The name starts with the text the button shows (WCAG 2.5.3: label in name).
      <LightButton loading ariaLabel={`${AUTH.signIn}: loading`}>
        {AUTH.signIn}
      </LightButton>
    );
  }
  if (!isAuthenticated || !user) {
    if (error) {
      return (
        <LightButton icon="warning" onClick={() => void signIn(window.location.pathname)}>
          {AUTH.errorRetry}
        </LightButton>
      );
    }
    return (
      <LightButton variant="primary" onClick={() => void signIn()}>
        {AUTH.signIn}
      </LightButton>
    );
  }
  return (
    <Suspense
      fallback={
        <LightButton
          disabled
          ariaLabel={AUTH.accountMenu(initials(user.email, user.username), user.username)}
        >
          <AvatarInitials user={user} />
        </LightButton>
      }
    >
      <AccountMenu user={user} signOut={signOut} />
    </Suspense>
  );
}
