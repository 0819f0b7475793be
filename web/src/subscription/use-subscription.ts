import { useEffect, useState } from 'react';
import { useAuthContext } from '../auth/use-auth-context';
import {
  getSubscription,
  onSubscriptionInvalidated,
  peekSubscription,
  storeSubscription,
} from './subscription-cache';
import type { SubscriptionCheck } from './subscription-status';

// Loaded on demand: it brings the API client, which the landing page does not need until someone
// is signed in.
const loadSubscription = () => import('./fetch-subscription').then((module) => module.fetchSubscription());

/** The signed-in user's subscription, from the 5-minute cache or one request. */
export function useSubscription(): SubscriptionCheck {
  const { user, isAuthenticated } = useAuthContext();
  const userId = isAuthenticated ? user?.userId : undefined;
  const [check, setCheck] = useState<SubscriptionCheck>(() => initialCheck(userId));
  const [generation, setGeneration] = useState(0);

  useEffect(() => onSubscriptionInvalidated(() => setGeneration((value) => value + 1)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation (an invalidation) must re-check
  useEffect(() => {
    if (!userId) {
      setCheck({ state: 'idle' });
      return;
    }
    let current = true;
    const cached = peekSubscription(userId);
    setCheck(cached ? { state: 'done', subscription: cached.value } : { state: 'loading' });
    if (cached) return;
    getSubscription(userId, loadSubscription).then(
      (subscription) => current && setCheck({ state: 'done', subscription }),
      (error: unknown) =>
        current &&
        setCheck({ state: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [userId, generation]);

  return check;
}

function initialCheck(userId: string | undefined): SubscriptionCheck {
  if (!userId) return { state: 'idle' };
  const cached = peekSubscription(userId);
  return cached ? { state: 'done', subscription: cached.value } : { state: 'loading' };
}

/** Reads the subscription again in place (after a plan change): the page stays as it is meanwhile. */
export async function refreshSubscription(userId: string): Promise<void> {
  storeSubscription(userId, await loadSubscription());
}
