import { z } from 'zod';
import { entitlementsFor } from './entitlements';

/**
 * The answer of `GET /api/subscriptions/current`. `status` is what the web gate reads (active,
 * trialing, past_due grant access); a paused or canceled subscription is still answered with 200
 * and its status, so the gate shows 'Subscription Required'. 402 is kept for "never had one".
 */
export const subscriptionViewSchema = z.object({
  status: z.string(),
  tier: z.string(),
  active: z.boolean(),
  plan: z.object({ name: z.string(), price: z.number() }).nullable(),
  limits: z.object({ runs_per_month: z.number(), max_accounts: z.number().nullable() }),
  usage: z.object({ month: z.string(), runs: z.number(), accounts: z.number() }),
  current_period_end: z.string().nullable(),
  /** cancel (or pause) from Paddle, or `downgrade` to `tier`; all at `effective_at` */
  scheduled_change: z
    .object({ action: z.string(), effective_at: z.string(), tier: z.string().optional() })
    .nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export interface UsageCounts {
  /** calendar month, UTC, `YYYY-MM` */
  month: string;
  runs: number;
  accounts: number;
}

/** A stored subscription item; billing's fields are read defensively (older items may lack them). */
export interface SubscriptionRecordLike {
  status: string;
  tier?: unknown;
  current_period_end?: unknown;
  scheduled_change?: unknown;
}

const scheduledChangeSchema = subscriptionViewSchema.shape.scheduled_change;

export function subscriptionView(subscription: SubscriptionRecordLike, usage: UsageCounts): SubscriptionView {
  const tier = typeof subscription.tier === 'string' ? subscription.tier : '';
  const e = entitlementsFor({ status: subscription.status, tier });
  const scheduled = scheduledChangeSchema.safeParse(subscription.scheduled_change ?? null);
  return {
    status: subscription.status,
    tier,
    active: e.active,
    plan: e.plan ? { name: e.plan.name, price: e.plan.priceUsdMonthly } : null,
    limits: { runs_per_month: e.runsPerMonth, max_accounts: e.maxAccounts },
    usage,
    current_period_end:
      typeof subscription.current_period_end === 'string' ? subscription.current_period_end : null,
    scheduled_change: scheduled.success ? scheduled.data : null,
  };
}

/** `YYYY-MM` of a date in UTC: the key of the monthly run counter. */
export function usageMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}
