import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHECKOUT } from '#shared/messages';
import { useNotifications } from '../notifications/NotificationsContext';
import { invalidateSubscription } from '../subscription/subscription-cache';

/** How long to keep re-checking after a checkout before showing 'Subscription Required'. */
const ACTIVATION_CHECKS = 10;
const ACTIVATION_INTERVAL_MS = 2000;

/**
 * `?checkout=success` (the checkout's success URL): announce it, drop the parameter, and re-check
 * the subscription for a little while, because the provider's webhook can land after the browser.
 * Returns true while that re-checking is still going on.
 */
export function useCheckoutSuccess(subscribed: boolean): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [checksLeft, setChecksLeft] = useState(0);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('checkout') !== 'success') return;
    invalidateSubscription();
    notify({ id: 'checkout-success', type: 'success', header: CHECKOUT.activated });
    setChecksLeft(ACTIVATION_CHECKS);
    params.delete('checkout');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.search, location.pathname, navigate, notify]);

  useEffect(() => {
    if (checksLeft === 0) return;
    if (subscribed) {
      setChecksLeft(0);
      return;
    }
    const timer = setTimeout(() => {
      invalidateSubscription();
      setChecksLeft((left) => left - 1);
    }, ACTIVATION_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [checksLeft, subscribed]);

  return checksLeft > 0;
}
