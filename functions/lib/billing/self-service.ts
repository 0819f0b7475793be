import { isActiveStatus } from '#shared/billing/entitlements';
import { changeDirection, isTier, PLANS, type Tier } from '#shared/billing/plans';
import type {
  Invoice,
  PlanChangeResult,
  SelfServiceAnswer,
  SelfServiceRequest,
} from '#shared/billing/self-service';
import { Conflict, PaymentRequired } from '../errors';
import type { BillingProvider, ProviderSubscriptionRef } from '../ports/billing-provider';
import type { SubscriptionRecord, SubscriptionRepository } from '../ports/subscription-repository';
import { PAID_TIER_KEY, PAID_UNTIL_KEY } from './subscription-change';

export interface SelfServiceDeps {
  provider: BillingProvider;
  subscriptions: Pick<SubscriptionRepository, 'get'>;
  /** the provider's price of each tier (missing ones are refused with the spec's message) */
  priceId: (tier: Tier) => string | undefined;
}

const PRICES = Object.fromEntries(Object.values(PLANS).map((p) => [p.tier, p.priceUsdMonthly])) as Record<
  Tier,
  number
>;

interface Current {
  userId: string;
  ref: ProviderSubscriptionRef;
  /** the tier paid for in this period (what the user has now) */
  tier: Tier;
  periodEnd: string | null;
  scheduled: { action: string; effective_at: string; tier?: string } | null;
}

async function current(userId: string, deps: SelfServiceDeps): Promise<Current> {
  const record = await deps.subscriptions.get(userId);
  // changes need a running subscription; a canceled one is bought again through the checkout
  if (!record || !isActiveStatus(record.status)) throw new PaymentRequired('no active subscription');
  return fromRecord(record);
}

function fromRecord(record: SubscriptionRecord): Current {
  const subscriptionId = record.provider_subscription_id;
  const customerId = record.provider_customer_id;
  if (typeof subscriptionId !== 'string' || typeof customerId !== 'string' || !isTier(record.tier)) {
    throw new Conflict(
      'This subscription was not created through the payment provider; it cannot be changed here.',
    );
  }
  const scheduled = record.scheduled_change as Current['scheduled'] | undefined;
  return {
    userId: record.userId,
    ref: { subscriptionId, customerId },
    tier: record.tier,
    periodEnd: typeof record.current_period_end === 'string' ? record.current_period_end : null,
    scheduled: scheduled && typeof scheduled.action === 'string' ? scheduled : null,
  };
}

function priceOf(tier: Tier, deps: SelfServiceDeps): string {
  const id = deps.priceId(tier);
  // the spec's checkout message, for the same missing configuration
  if (!id) throw new Conflict(`Price ID not configured for tier: ${tier}`);
  return id;
}

const customData = (userId: string, tier: Tier) => ({ userId, tier, source: 'webapp' });

/**
 * Upgrade: the new price at once, the prorated difference charged now. Downgrade: the cheaper
 * price from the next renewal, nothing charged or refunded now; the tier paid for stays in the
 * provider's custom data until the period ends, so the webhook keeps it (see subscription-change).
 */
export async function changePlan(
  userId: string,
  target: Tier,
  deps: SelfServiceDeps,
): Promise<PlanChangeResult> {
  const now = await current(userId, deps);
  if (now.scheduled?.action === 'downgrade' && isTier(now.scheduled.tier)) {
    throw new Conflict(
      `Your plan already changes to ${PLANS[now.scheduled.tier].name} at the end of this period. Keep your current plan first, then choose another.`,
    );
  }
  const direction = changeDirection(now.tier, target, PRICES);
  if (direction === 'same') throw new Conflict(`You are already on the ${PLANS[target].name} plan.`);
  const priceId = priceOf(target, deps);
  if (direction === 'up') {
    await deps.provider.changePrice(now.ref, {
      priceId,
      billing: 'prorate-now',
      customData: customData(userId, target),
    });
    return {
      kind: 'plan-change',
      outcome: 'upgraded',
      tier: target,
      effective_at: null,
      provider: deps.provider.kind,
    };
  }
  if (!now.periodEnd)
    throw new Conflict('This subscription has no billing period to end; it cannot be downgraded.');
  await deps.provider.changePrice(now.ref, {
    priceId,
    billing: 'none',
    customData: { ...customData(userId, target), [PAID_TIER_KEY]: now.tier, [PAID_UNTIL_KEY]: now.periodEnd },
  });
  return {
    kind: 'plan-change',
    outcome: 'downgrade-scheduled',
    tier: target,
    effective_at: now.periodEnd,
    provider: deps.provider.kind,
  };
}

/** Cancels at the end of the paid period (no partial refund); asking twice changes nothing. */
export async function cancelPlan(userId: string, deps: SelfServiceDeps): Promise<PlanChangeResult> {
  const now = await current(userId, deps);
  if (now.scheduled?.action !== 'cancel') await deps.provider.cancelAtPeriodEnd(now.ref);
  return {
    kind: 'plan-change',
    outcome: 'cancel-scheduled',
    tier: now.tier,
    effective_at: now.scheduled?.action === 'cancel' ? now.scheduled.effective_at : now.periodEnd,
    provider: deps.provider.kind,
  };
}

/** Undoes a scheduled cancellation or downgrade: the plan paid for now renews as before. */
export async function keepPlan(userId: string, deps: SelfServiceDeps): Promise<PlanChangeResult> {
  const now = await current(userId, deps);
  if (now.scheduled?.action === 'cancel') await deps.provider.removeScheduledChange(now.ref);
  else if (now.scheduled?.action === 'downgrade') {
    await deps.provider.changePrice(now.ref, {
      priceId: priceOf(now.tier, deps),
      billing: 'none',
      customData: customData(userId, now.tier),
    });
  }
  return {
    kind: 'plan-change',
    outcome: 'kept',
    tier: now.tier,
    effective_at: null,
    provider: deps.provider.kind,
  };
}

/** The caller's invoices; none for a user who never subscribed. */
export async function invoicesOf(userId: string, deps: SelfServiceDeps): Promise<Invoice[]> {
  const record = await deps.subscriptions.get(userId);
  if (!record) return [];
  return deps.provider.listInvoices(fromRecord(record).ref);
}

export async function portalUrlOf(userId: string, deps: SelfServiceDeps): Promise<string | null> {
  return deps.provider.portalUrl((await current(userId, deps)).ref);
}

/** One request of the billing page, dispatched to the action it names. */
export async function runSelfService(
  userId: string,
  request: SelfServiceRequest,
  deps: SelfServiceDeps,
): Promise<SelfServiceAnswer> {
  const provider = deps.provider.kind;
  switch (request.action) {
    case 'change-plan':
      return changePlan(userId, request.tier, deps);
    case 'cancel':
      return cancelPlan(userId, deps);
    case 'keep-plan':
      return keepPlan(userId, deps);
    case 'invoices':
      return { kind: 'invoices', provider, invoices: await invoicesOf(userId, deps) };
    case 'portal':
      return { kind: 'portal', provider, url: await portalUrlOf(userId, deps) };
  }
}
