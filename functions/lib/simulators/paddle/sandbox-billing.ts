import { invoiceFromTransaction } from '#functions/lib/billing/paddle/transaction';
import { Conflict } from '#functions/lib/errors';
import type {
  BillingProvider,
  PriceChange,
  ProviderSubscriptionRef,
} from '#functions/lib/ports/billing-provider';
import type {
  SandboxBillingLedger,
  SandboxSubscriptionState,
} from '#functions/lib/ports/sandbox-billing-ledger';
import { PLANS, TIERS, type Tier } from '#shared/billing/plans';
import { proratedMinor } from '#shared/billing/proration';
import { sandboxPriceId, sandboxTransaction } from './sandbox-events';
import { deliverSigned, paddleEvent, type SignedDeliveryDeps } from './signed-delivery';

export interface SandboxBillingDeps extends SignedDeliveryDeps {
  ledger: SandboxBillingLedger;
  /** configured price ids (the sandbox invents `pri_sandbox_<tier>` for the others) */
  priceIds: Partial<Record<Tier, string>>;
}

type Item = { price: { id: string; name?: string; unit_price: { amount: string; currency_code: string } } };
type Entity = SandboxSubscriptionState['subscription'] & {
  customer_id: string;
  items: Item[];
  current_billing_period: { starts_at: string; ends_at: string } | null;
};

export const SANDBOX_UNKNOWN_SUBSCRIPTION =
  'The sandbox has no record of this subscription (it predates sandbox billing). Subscribe again through the sandbox checkout.';

/**
 * The billing port played by the sandbox: it changes its own copy of the Paddle subscription as
 * Paddle's API would (prices, proration, scheduled cancellation), records the transactions Paddle
 * would bill, and sends the signed `subscription.updated` Paddle would send to the production
 * webhook handler. It never writes the product's subscription record itself.
 */
export function sandboxBilling(deps: SandboxBillingDeps): BillingProvider {
  const tierOfPrice = new Map(TIERS.map((tier) => [sandboxPriceId(tier, deps.priceIds), tier]));

  async function load(
    ref: ProviderSubscriptionRef,
  ): Promise<{ state: SandboxSubscriptionState; entity: Entity }> {
    const state = await deps.ledger.get(ref.subscriptionId);
    if (!state) throw new Conflict(SANDBOX_UNKNOWN_SUBSCRIPTION);
    return { state, entity: state.subscription as Entity };
  }

  /** Tells the webhook (strictly after the previous event), then remembers the new entity. */
  async function update(state: SandboxSubscriptionState, entity: Entity, now: Date): Promise<void> {
    const micros = Math.max(now.getTime() * 1000, state.lastEventMicros + 1);
    entity.updated_at = now.toISOString();
    await deliverSigned([paddleEvent('subscription.updated', entity, micros)], deps);
    await deps.ledger.put({ ...state, subscription: entity, lastEventMicros: micros });
  }

  return {
    kind: 'sandbox',
    async changePrice(ref, change: PriceChange) {
      const { state, entity } = await load(ref);
      const tier = tierOfPrice.get(change.priceId);
      if (!tier) throw new Error(`the sandbox has no price ${change.priceId}`);
      const now = deps.now();
      const previous = Number(entity.items[0]?.price.unit_price.amount ?? 0);
      const amount = PLANS[tier].priceUsdMonthly * 100;
      const charge = change.billing === 'prorate-now' ? prorated(amount - previous, entity, now) : 0;
      const transactions =
        charge > 0
          ? [
              sandboxTransaction({
                subscription: entity,
                tier,
                origin: 'subscription_update',
                totalMinor: charge,
                at: now,
              }),
              ...state.transactions,
            ]
          : state.transactions;
      const item = entity.items[0];
      entity.items = [
        {
          ...item,
          price: {
            ...item.price,
            id: change.priceId,
            name: `${PLANS[tier].name} monthly`,
            unit_price: { amount: String(amount), currency_code: 'USD' },
          },
        },
      ];
      entity.custom_data = change.customData;
      entity.scheduled_change = null;
      await update({ ...state, transactions }, entity, now);
    },
    async cancelAtPeriodEnd(ref) {
      const { state, entity } = await load(ref);
      const end = entity.current_billing_period?.ends_at;
      if (!end) throw new Conflict('This subscription has no billing period to end.');
      entity.scheduled_change = { action: 'cancel', effective_at: end, resume_at: null };
      await update(state, entity, deps.now());
    },
    async removeScheduledChange(ref) {
      const { state, entity } = await load(ref);
      entity.scheduled_change = null;
      await update(state, entity, deps.now());
    },
    async listInvoices(ref) {
      const state = await deps.ledger.get(ref.subscriptionId);
      const newestFirst = [...(state?.transactions ?? [])].sort((a, b) =>
        (b.billed_at ?? b.created_at).localeCompare(a.billed_at ?? a.created_at),
      );
      // the sandbox has no PDFs: its invoices are listed without a link
      return newestFirst.map((transaction) => invoiceFromTransaction(transaction, null));
    },
    async portalUrl() {
      return null;
    },
  };
}

/** The share of `difference` (minor units) for the rest of the current period, as Paddle prorates. */
export function prorated(
  difference: number,
  entity: Pick<Entity, 'current_billing_period'>,
  now: Date,
): number {
  const period = entity.current_billing_period;
  return period ? proratedMinor(difference, { startsAt: period.starts_at, endsAt: period.ends_at }, now) : 0;
}
