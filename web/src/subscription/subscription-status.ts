import { isActiveStatus } from '#shared/billing/entitlements';

/** The subscription answer fields the web app reads (the API may send more). */
export interface Subscription {
  status: string;
  tier: string;
  [field: string]: unknown;
}

/** active, trialing and past_due give access (spec section 4); the API's own entitlement rule. */
export { isActiveStatus };

/** The outcome of one subscription check; `null` subscription means the API answered 402. */
export type SubscriptionCheck =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; subscription: Subscription | null }
  | { state: 'error'; message: string };

export function hasActiveSubscription(check: SubscriptionCheck): boolean {
  return check.state === 'done' && isActiveStatus(check.subscription?.status);
}
