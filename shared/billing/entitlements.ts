import { isTier, PLANS, type Plan, type Tier } from './plans';

/** Statuses that grant access (spec section 4: "active, trialing and past_due count as active"). */
export const ACTIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** Every status a Paddle subscription can have; anything else is treated as inactive. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'paused', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isActiveStatus(status: unknown): boolean {
  return typeof status === 'string' && (ACTIVE_STATUSES as readonly string[]).includes(status);
}

/** The only two fields entitlements depend on, so callers can pass a stored item as is. */
export interface SubscriptionLike {
  status: string;
  tier?: string | null;
}

export interface Entitlements {
  active: boolean;
  /** the tier of the subscription, also when it is paused or canceled (the UI can name it) */
  tier: Tier | null;
  plan: Plan | null;
  /** zero when inactive: a paused or canceled plan grants nothing */
  runsPerMonth: number;
  /** null means unlimited; zero when inactive */
  maxAccounts: number | null;
}

/** What a caller may do, from their subscription (or null when they never had one). */
export function entitlementsFor(subscription: SubscriptionLike | null): Entitlements {
  const tier = subscription && isTier(subscription.tier) ? subscription.tier : null;
  const plan = tier ? PLANS[tier] : null;
  // A subscription whose tier we cannot resolve grants nothing rather than guessing a plan.
  const active = subscription !== null && plan !== null && isActiveStatus(subscription.status);
  return {
    active,
    tier,
    plan,
    runsPerMonth: active && plan ? plan.runsPerMonth : 0,
    maxAccounts: active && plan ? plan.maxAccounts : 0,
  };
}
