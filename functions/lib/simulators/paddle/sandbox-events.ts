import { CHECKOUT_REFERENCE_KEY } from '#functions/lib/billing/checkout-reference';
import { fromEpochMicros } from '#functions/lib/billing/paddle/event-time';
import { paddleId } from '#functions/lib/billing/paddle/ids';
import type { PaddleTransaction } from '#functions/lib/billing/paddle/transaction';
import { PLANS, TIERS, type Tier } from '#shared/billing/plans';

export interface SandboxCheckoutInput {
  userId: string;
  tier: Tier;
  priceId: string;
  /** the server's signed checkout reference, which the checkout page puts in the custom data */
  reference: string;
  /** the moment of "payment" */
  now: Date;
}

/**
 * The notifications Paddle sends when a customer completes a checkout for a monthly plan with no
 * trial: `subscription.created` (status active) then `subscription.activated`, for one new
 * subscription entity, in Paddle Billing's exact envelope and entity shape.
 */
export function sandboxCheckoutEvents(input: SandboxCheckoutInput): Record<string, unknown>[] {
  const nowMs = input.now.getTime();
  const subscription = sandboxSubscription(input);
  return (['subscription.created', 'subscription.activated'] as const).map((eventType, i) => ({
    event_id: paddleId('evt', nowMs + i),
    event_type: eventType,
    // a millisecond apart, as Paddle's own events of one checkout are
    occurred_at: fromEpochMicros((nowMs + i) * 1000),
    notification_id: paddleId('ntf', nowMs + i),
    data: subscription,
  }));
}

function sandboxSubscription({ userId, tier, priceId, reference, now }: SandboxCheckoutInput) {
  const plan = PLANS[tier];
  const startsAt = now.toISOString();
  const endsAt = addOneMonth(now).toISOString();
  const productId = paddleId('pro', now.getTime());
  const billingCycle = { interval: 'month', frequency: 1 };
  return {
    id: paddleId('sub', now.getTime()),
    status: 'active',
    customer_id: paddleId('ctm', now.getTime()),
    address_id: paddleId('add', now.getTime()),
    business_id: null,
    currency_code: 'USD',
    created_at: startsAt,
    updated_at: startsAt,
    started_at: startsAt,
    first_billed_at: startsAt,
    next_billed_at: endsAt,
    paused_at: null,
    canceled_at: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period: { starts_at: startsAt, ends_at: endsAt },
    billing_cycle: billingCycle,
    scheduled_change: null,
    discount: null,
    import_meta: null,
    custom_data: { userId, tier, source: 'webapp', [CHECKOUT_REFERENCE_KEY]: reference },
    items: [
      {
        status: 'active',
        quantity: 1,
        recurring: true,
        created_at: startsAt,
        updated_at: startsAt,
        previous_billed_at: startsAt,
        next_billed_at: endsAt,
        trial_dates: null,
        price: {
          id: priceId,
          product_id: productId,
          name: `${plan.name} monthly`,
          description: `Sahab ${plan.name}, billed monthly`,
          type: 'standard',
          billing_cycle: billingCycle,
          trial_period: null,
          tax_mode: 'account_setting',
          unit_price: { amount: String(plan.priceUsdMonthly * 100), currency_code: 'USD' },
          unit_price_overrides: [],
          quantity: { minimum: 1, maximum: 1 },
          status: 'active',
          custom_data: null,
          import_meta: null,
        },
        product: {
          id: productId,
          name: `Sahab ${plan.name}`,
          type: 'standard',
          tax_category: 'saas',
          description: null,
          image_url: null,
          custom_data: null,
          status: 'active',
          import_meta: null,
        },
      },
    ],
  };
}

/** Same day next month, clamped to that month's last day (Jan 31 -> Feb 28/29), as billing does. */
export function addOneMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = date.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** price id -> tier for the webhook where the sandbox plays Paddle: configured ids, else invented ones */
export function sandboxPriceTiers(configured: Partial<Record<Tier, string>>): Record<string, Tier> {
  return Object.fromEntries(TIERS.map((tier) => [sandboxPriceId(tier, configured), tier]));
}

export function sandboxPriceId(tier: Tier, configured: Partial<Record<Tier, string>>): string {
  return configured[tier] ?? `pri_sandbox_${tier}`;
}

/** A completed transaction as Paddle records a charge: what the sandbox's invoices list. */
export function sandboxTransaction(input: {
  subscription: { id: string; customer_id: string };
  tier: Tier;
  origin: 'web' | 'subscription_update' | 'subscription_recurring';
  totalMinor: number;
  at: Date;
}): PaddleTransaction {
  const at = input.at.toISOString();
  return {
    id: paddleId('txn', input.at.getTime()),
    status: 'completed',
    origin: input.origin,
    subscription_id: input.subscription.id,
    customer_id: input.subscription.customer_id,
    // Paddle numbers invoices per seller; the sandbox says plainly that its numbers are not real
    invoice_number: `SANDBOX-${input.at.getTime().toString(36).toUpperCase()}`,
    billed_at: at,
    created_at: at,
    currency_code: 'USD',
    details: { totals: { grand_total: String(input.totalMinor), currency_code: 'USD' } },
    custom_data: { tier: input.tier },
  };
}
