import { isActiveStatus } from '#shared/billing/entitlements';
import { changeDirection, isTier, PLANS, type Tier } from '#shared/billing/plans';
import type {
  CheckoutReferenceAnswer,
  Invoice,
  PlanChangeResult,
  SelfServiceAnswer,
  SelfServiceRequest,
} from '#shared/billing/self-service';
import { BILLING } from '#shared/messages/billing';
import { Conflict, PaymentRequired } from '../errors';
import type { BillingProvider, ProviderSubscriptionRef } from '../ports/billing-provider';
import type { PlanChangeLock } from '../ports/plan-change-lock';
import type { SubscriptionRecord, SubscriptionRepository } from '../ports/subscription-repository';
import type { WebhookSecretSource } from '../ports/webhook-secret-source';
import { CHECKOUT_REFERENCE_KEY, type CheckoutClaims, issueCheckoutReference } from './checkout-reference';

export interface SelfServiceDeps {
  provider: BillingProvider;
  subscriptions: Pick<SubscriptionRepository, 'get'>;
  /** the provider's price of each tier (missing ones are refused with the spec's message) */
  priceId: (tier: Tier) => string | undefined;
  /** one plan change at a time per user */
  lock: PlanChangeLock;
  /** signs checkout references (the notification secret, see checkout-reference) */
  secret: WebhookSecretSource;
  now: () => Date;
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

/**
 * The custom data every change writes (it replaces the checkout's): the spec's fields, and the
 * signed reference the webhook believes, with the paid tier while a downgrade waits.
 */
async function customData(claims: CheckoutClaims, tier: Tier, deps: SelfServiceDeps) {
  const reference = issueCheckoutReference(claims, await deps.secret.getSecret());
  return { userId: claims.userId, tier, source: 'webapp', [CHECKOUT_REFERENCE_KEY]: reference };
}

/**
 * Runs one change under the user's plan-change lock. The provider's webhook gives the lock up when
 * it reports the change; a change that asked the provider nothing, or failed, gives it up here.
 */
async function underLock(
  userId: string,
  deps: SelfServiceDeps,
  change: () => Promise<{ result: PlanChangeResult; asked: boolean }>,
): Promise<PlanChangeResult> {
  await current(userId, deps); // 402 before anything when there is nothing to change
  if (!(await deps.lock.acquire(userId, deps.now()))) throw new Conflict(BILLING.changeInProgress);
  // the change reads the subscription again, now that no other change can be under way
  try {
    const { result, asked } = await change();
    if (!asked) await deps.lock.release(userId);
    return result;
  } catch (error) {
    await deps.lock.release(userId);
    throw error;
  }
}

/**
 * A signed reference for a new checkout, refused to a user who already pays: a second
 * subscription would be billed beside the first, which Sahab could not cancel.
 */
export async function checkoutReference(
  userId: string,
  deps: Pick<SelfServiceDeps, 'subscriptions' | 'secret'>,
): Promise<CheckoutReferenceAnswer> {
  const record = await deps.subscriptions.get(userId);
  if (record && isActiveStatus(record.status)) {
    const plan = isTier(record.tier) ? PLANS[record.tier].name : record.tier;
    throw new Conflict(BILLING.secondCheckoutRefused(plan));
  }
  return { kind: 'checkout', reference: issueCheckoutReference({ userId }, await deps.secret.getSecret()) };
}

/**
 * Upgrade: the new price at once, the prorated difference charged now. Downgrade: the cheaper
 * price from the next renewal, nothing charged or refunded now; the tier paid for stays in the
 * provider's custom data until the period ends, so the webhook keeps it (see subscription-change).
 */
export function changePlan(userId: string, target: Tier, deps: SelfServiceDeps): Promise<PlanChangeResult> {
  return underLock(userId, deps, async () => ({
    result: await changePlanNow(userId, target, deps),
    asked: true,
  }));
}

async function changePlanNow(userId: string, target: Tier, deps: SelfServiceDeps): Promise<PlanChangeResult> {
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
      customData: await customData({ userId }, target, deps),
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
    customData: await customData({ userId, paidTier: now.tier, paidUntil: now.periodEnd }, target, deps),
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
export function cancelPlan(userId: string, deps: SelfServiceDeps): Promise<PlanChangeResult> {
  return underLock(userId, deps, async () => {
    const now = await current(userId, deps);
    const asked = now.scheduled?.action !== 'cancel';
    if (asked) await deps.provider.cancelAtPeriodEnd(now.ref);
    const result: PlanChangeResult = {
      kind: 'plan-change',
      outcome: 'cancel-scheduled',
      tier: now.tier,
      effective_at: now.scheduled?.action === 'cancel' ? now.scheduled.effective_at : now.periodEnd,
      provider: deps.provider.kind,
    };
    return { result, asked };
  });
}

/** Undoes a scheduled cancellation or downgrade: the plan paid for now renews as before. */
export function keepPlan(userId: string, deps: SelfServiceDeps): Promise<PlanChangeResult> {
  return underLock(userId, deps, async () => {
    const now = await current(userId, deps);
    const action = now.scheduled?.action;
    if (action === 'cancel') await deps.provider.removeScheduledChange(now.ref);
    else if (action === 'downgrade') {
      await deps.provider.changePrice(now.ref, {
        priceId: priceOf(now.tier, deps),
        billing: 'none',
        customData: await customData({ userId }, now.tier, deps),
      });
    }
    const result: PlanChangeResult = {
      kind: 'plan-change',
      outcome: 'kept',
      tier: now.tier,
      effective_at: null,
      provider: deps.provider.kind,
    };
    return { result, asked: action === 'cancel' || action === 'downgrade' };
  });
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
    case 'checkout':
      return checkoutReference(userId, deps);
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
