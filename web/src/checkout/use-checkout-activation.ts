import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHECKOUT } from '#shared/messages';
import { useAuthContext } from '../auth/use-auth-context';
import { useNotifications } from '../notifications/NotificationsContext';
import { invalidateSubscription } from '../subscription/subscription-cache';
import type { SubscriptionCheck } from '../subscription/subscription-status';
import { ACTIVATION_POLL_MS, ACTIVATION_TIMEOUT_MS, type Activation, activationStep } from './activation';

export interface CheckoutActivation {
  activation: Activation;
  /** start waiting again after a time-out */
  checkAgain: () => void;
}

/**
 * `?checkout=success` (a checkout's success URL): drop the parameter, re-check the signed-in
 * user's subscription every 2 seconds until it is active, and only then announce it. Gives up
 * after 30 seconds with a clear message; `checkAgain` starts over.
 */
export function useCheckoutActivation(check: SubscriptionCheck): CheckoutActivation {
  const location = useLocation();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { user, isAuthenticated } = useAuthContext();
  const userId = isAuthenticated ? user?.userId : undefined;
  const [activation, setActivation] = useState<Activation>({ phase: 'idle' });

  const startWaiting = useCallback(() => {
    setActivation({ phase: 'waiting', deadline: Date.now() + ACTIVATION_TIMEOUT_MS });
    invalidateSubscription(userId);
  }, [userId]);

  // Only once signed in: a signed-out visitor keeps the parameter through the sign-in round trip.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('checkout') !== 'success' || !userId) return;
    startWaiting();
    params.delete('checkout');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.search, location.pathname, navigate, userId, startWaiting]);

  useEffect(() => {
    const step = activationStep(activation, check, Date.now());
    switch (step.kind) {
      case 'activated':
        setActivation({ phase: 'active' });
        notify({ id: 'checkout-success', type: 'success', header: CHECKOUT.activated });
        return;
      case 'give-up':
        setActivation({ phase: 'timed-out', detail: step.detail });
        return;
      case 'poll': {
        const timer = setTimeout(() => invalidateSubscription(userId), ACTIVATION_POLL_MS);
        return () => clearTimeout(timer);
      }
      case 'none':
        return;
    }
  }, [activation, check, notify, userId]);

  return { activation, checkAgain: startWaiting };
}
