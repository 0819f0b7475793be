import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FRAME, WRAPPER } from '#shared/messages';
import { blocksAutomaticSignIn } from '../auth/auth-error-label';
import { useAuthContext } from '../auth/use-auth-context';
import { ActivationNotice } from '../checkout/ActivationNotice';
import { useCheckoutActivation } from '../checkout/use-checkout-activation';
import { gateScreen } from '../subscription/subscription-gate';
import { useSubscription } from '../subscription/use-subscription';
import { AppShell } from './AppShell';
import { FullPageSpinner } from './FullPageSpinner';
import { GateFrame, SignInError, SubscriptionError, SubscriptionRequired } from './GateScreens';

/**
 * The protected-page wrapper (spec section 2): loading, redirecting to sign-in, checking the
 * subscription, 'Subscription Required', or the page itself inside the app shell. Arriving from a
 * checkout (`?checkout=success`), it waits for the plan to become active before deciding.
 */
export default function ProtectedLayout() {
  const auth = useAuthContext();
  const location = useLocation();
  const subscription = useSubscription();
  const { activation, checkAgain } = useCheckoutActivation(subscription);
  const screen = gateScreen({
    authLoading: auth.loading,
    redirecting: auth.redirecting,
    isAuthenticated: auth.isAuthenticated,
    authFailed: Boolean(auth.error) && blocksAutomaticSignIn(auth.error?.source),
    subscription,
  });

  // Start sign-in once by itself, remembering where the user was going.
  const signinStarted = useRef(false);
  useEffect(() => {
    if (screen !== 'redirecting' || auth.redirecting || auth.signingOut || signinStarted.current) return;
    signinStarted.current = true;
    void auth.signIn(`${location.pathname}${location.search}`);
  }, [screen, auth.redirecting, auth.signingOut, auth.signIn, location.pathname, location.search]);

  if (auth.signingOut) return <FullPageSpinner label={FRAME.signingOut} />;
  // The provider's webhook may still be on its way: every check until then is 'not yet'.
  if (activation.phase === 'waiting' && screen !== 'content' && auth.isAuthenticated) {
    return (
      <GateFrame>
        <ActivationNotice activation={activation} onCheckAgain={checkAgain} />
      </GateFrame>
    );
  }
  switch (screen) {
    case 'loading':
      return <FullPageSpinner label={WRAPPER.loading} />;
    case 'redirecting':
      return <FullPageSpinner label={WRAPPER.redirecting} />;
    case 'auth-error':
      return (
        <GateFrame>
          <SignInError error={auth.error} onRetry={() => void auth.signIn(location.pathname)} />
        </GateFrame>
      );
    case 'checking':
      return <FullPageSpinner label={WRAPPER.checkingSubscription} />;
    case 'subscription-error':
      return (
        <GateFrame>
          <ActivationNotice activation={activation} onCheckAgain={checkAgain} />
          <SubscriptionError message={subscription.state === 'error' ? subscription.message : ''} />
        </GateFrame>
      );
    case 'subscription-required':
      return (
        <GateFrame>
          <ActivationNotice activation={activation} onCheckAgain={checkAgain} />
          <SubscriptionRequired />
        </GateFrame>
      );
    case 'content':
      return <AppShell />;
  }
}
