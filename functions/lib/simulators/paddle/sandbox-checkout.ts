import type { BillingConfig } from '#functions/lib/billing/config';
import { checkoutReference } from '#functions/lib/billing/self-service';
import { Conflict, NotFound } from '#functions/lib/errors';
import type { SandboxBillingLedger } from '#functions/lib/ports/sandbox-billing-ledger';
import type { SubscriptionRepository } from '#functions/lib/ports/subscription-repository';
import type { WebhookDelivery } from '#functions/lib/ports/webhook-delivery';
import type { WebhookSecretSource } from '#functions/lib/ports/webhook-secret-source';
import { isActiveStatus } from '#shared/billing/entitlements';
import { isTier, PLANS, type Tier } from '#shared/billing/plans';
import { sandboxCheckoutEvents, sandboxPriceId, sandboxTransaction } from './sandbox-events';
import { deliverSigned } from './signed-delivery';

export interface SandboxCheckoutDeps {
  config: Pick<BillingConfig, 'provider' | 'priceIds'>;
  secret: WebhookSecretSource;
  delivery: WebhookDelivery;
  subscriptions: Pick<SubscriptionRepository, 'get'>;
  /** the simulated Paddle's memory, so later plan changes and invoices continue from here */
  ledger: SandboxBillingLedger;
  now: () => Date;
}

export const SANDBOX_UNAVAILABLE = {
  paddle: 'Sandbox checkout is not available: payments are handled by Paddle',
  none: 'Sandbox checkout is not available: it is switched off in this environment',
} as const;

function concurrentCheckout(tier: string): string {
  const plan = isTier(tier) ? `the ${PLANS[tier].name} plan` : 'another plan';
  return `Another checkout for your account finished at the same time; ${plan} is active.`;
}

/**
 * Plays Paddle's part of a completed checkout: the events Paddle would send, signed with the
 * notification secret, delivered to the production webhook handler. Nothing here writes the
 * subscription itself, so the sandbox can only do what a real Paddle notification could.
 */
export async function runSandboxCheckout(
  input: { userId: string; tier: Tier },
  deps: SandboxCheckoutDeps,
): Promise<{ status: string; tier: Tier }> {
  // Defence in depth: where the feature is off the route is not deployed at all.
  if (deps.config.provider !== 'sandbox') throw new NotFound(SANDBOX_UNAVAILABLE[deps.config.provider]);
  // what the checkout page asks the server first, refused to a user who already pays
  const { reference } = await checkoutReference(input.userId, deps);
  const now = deps.now();
  const priceId = sandboxPriceId(input.tier, deps.config.priceIds);
  const events = sandboxCheckoutEvents({ userId: input.userId, tier: input.tier, priceId, reference, now });
  const entity = events[0].data as Record<string, unknown> & { id: string; customer_id: string };
  await deliverSigned(events, deps);
  // Paddle keeps the subscription and the checkout's transaction: the billing page lists it.
  await deps.ledger.put({
    subscription: entity,
    transactions: [
      sandboxTransaction({
        subscription: entity,
        tier: input.tier,
        origin: 'web',
        totalMinor: PLANS[input.tier].priceUsdMonthly * 100,
        at: now,
      }),
    ],
    lastEventMicros: (now.getTime() + events.length) * 1000,
  });
  const subscription = await deps.subscriptions.get(input.userId);
  // Another checkout of this user (a second tab) can finish at the same moment: the webhook keeps
  // the newer subscription and ignores the older one's events, so the loser is told, not failed.
  const ours = (events[0]?.data as { id: string } | undefined)?.id;
  if (subscription && subscription.provider_subscription_id !== ours) {
    throw new Conflict(concurrentCheckout(subscription.tier));
  }
  if (!subscription || subscription.tier !== input.tier || !isActiveStatus(subscription.status)) {
    throw new Error('sandbox checkout delivered its events but the subscription is not active');
  }
  return { status: subscription.status, tier: input.tier };
}
