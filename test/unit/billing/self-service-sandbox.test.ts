import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSecret } from '#functions/lib/adapters/fixed-secret';
import { verifyCheckoutReference } from '#functions/lib/billing/checkout-reference';
import { processPaddleWebhook } from '#functions/lib/billing/process-webhook';
import {
  cancelPlan,
  changePlan,
  checkoutReference,
  invoicesOf,
  keepPlan,
  type SelfServiceDeps,
} from '#functions/lib/billing/self-service';
import { Conflict } from '#functions/lib/errors';
import type { WebhookDelivery } from '#functions/lib/ports/webhook-delivery';
import { sandboxBilling } from '#functions/lib/simulators/paddle/sandbox-billing';
import { runSandboxCheckout } from '#functions/lib/simulators/paddle/sandbox-checkout';
import { sandboxPriceId, sandboxPriceTiers } from '#functions/lib/simulators/paddle/sandbox-events';
import { dynamoPlanChangeLock } from '#functions/lib/store/plan-change-lock';
import { dynamoSandboxBillingLedger } from '#functions/lib/store/sandbox-billing-ledger';
import { DynamoSubscriptionRepository } from '#functions/lib/store/subscription-repository';
import { dynamoSubscriptionWriter } from '#functions/lib/store/subscription-writer';
import { dynamoWebhookEventStore } from '#functions/lib/store/webhook-event-store';
import { BILLING } from '#shared/messages/billing';
import { startTestTable, T0, TEST_SECRET, type TestTable } from '#test/fixtures/billing';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(() => table.stop());

const DAY = 24 * 3600 * 1000;

/** The production webhook's domain function, verifying the sandbox's signatures. */
function webhook(now: () => Date): WebhookDelivery {
  return {
    async deliver({ rawBody, headers }) {
      const result = await processPaddleWebhook(
        { rawBody, signatureHeader: headers['paddle-signature'] },
        {
          secret: fixedSecret(TEST_SECRET),
          events: dynamoWebhookEventStore(table.db, table.tableName),
          subscriptions: dynamoSubscriptionWriter(table.db, table.tableName),
          stored: new DynamoSubscriptionRepository(table.db, table.tableName),
          priceTiers: sandboxPriceTiers({}),
          now,
          log: { info: () => undefined, warn: () => undefined },
        },
      );
      return { statusCode: 200, body: JSON.stringify(result) };
    },
  };
}

/** A subscriber `daysIn` days into the period their sandbox checkout at T0 started. */
async function subscriber(userId: string, tier: 'starter' | 'pro' | 'premium', daysIn: number) {
  const at = { now: new Date(T0) };
  const now = () => at.now;
  const common = {
    secret: fixedSecret(TEST_SECRET),
    delivery: webhook(now),
    ledger: dynamoSandboxBillingLedger(table.db, table.tableName),
    now,
  };
  const subscriptions = new DynamoSubscriptionRepository(table.db, table.tableName);
  await runSandboxCheckout(
    { userId, tier },
    { ...common, config: { provider: 'sandbox', priceIds: {} }, subscriptions },
  );
  at.now = new Date(T0.getTime() + daysIn * DAY);
  const deps: SelfServiceDeps = {
    provider: sandboxBilling({ ...common, priceIds: {} }),
    subscriptions,
    priceId: (t) => sandboxPriceId(t, {}),
    lock: dynamoPlanChangeLock(table.db, table.tableName),
    secret: fixedSecret(TEST_SECRET),
    now,
  };
  return { deps, record: () => subscriptions.get(userId) };
}

describe('billing self-service through the sandbox provider and the real webhook', () => {
  it('upgrades at once and bills the prorated difference for the rest of the period', async () => {
    // arrange: Starter bought on March 10; the period runs to April 10 (31 days)
    const { deps, record } = await subscriber('u-up', 'starter', 10);
    // act
    const result = await changePlan('u-up', 'pro', deps);
    // assert: Pro now, and the $50 difference for 21 of 31 days charged
    expect(result).toMatchObject({ outcome: 'upgraded', tier: 'pro', effective_at: null });
    expect(await record()).toMatchObject({ tier: 'pro', status: 'active', scheduled_change: null });
    const invoices = await invoicesOf('u-up', deps);
    expect(invoices.map((i) => [i.reason, i.total_minor])).toEqual([
      ['plan-change', Math.round((5000 * 21) / 31)],
      ['subscription', 4900],
    ]);
    expect(invoices.every((i) => i.url === null)).toBe(true);
  });

  it('downgrades at the end of the period: the paid plan stays until then, nothing is charged', async () => {
    const { deps, record } = await subscriber('u-down', 'premium', 3);
    const periodEnd = (await record())?.current_period_end;

    const result = await changePlan('u-down', 'starter', deps);

    expect(result).toMatchObject({
      outcome: 'downgrade-scheduled',
      tier: 'starter',
      effective_at: periodEnd,
    });
    expect(await record()).toMatchObject({
      tier: 'premium',
      scheduled_change: { action: 'downgrade', effective_at: periodEnd, tier: 'starter' },
    });
    expect(await invoicesOf('u-down', deps)).toHaveLength(1);
    // a second change waits until the first is undone
    await expect(changePlan('u-down', 'pro', deps)).rejects.toBeInstanceOf(Conflict);
    await keepPlan('u-down', deps);
    expect(await record()).toMatchObject({ tier: 'premium', scheduled_change: null });
  });

  it('cancels at the end of the period and can be undone before then', async () => {
    const { deps, record } = await subscriber('u-cancel', 'pro', 5);
    const periodEnd = (await record())?.current_period_end;

    const result = await cancelPlan('u-cancel', deps);

    expect(result).toMatchObject({ outcome: 'cancel-scheduled', effective_at: periodEnd });
    expect(await record()).toMatchObject({
      status: 'active',
      tier: 'pro',
      scheduled_change: { action: 'cancel', effective_at: periodEnd },
    });
    await keepPlan('u-cancel', deps);
    expect(await record()).toMatchObject({ status: 'active', scheduled_change: null });
  });

  it('refuses a change to the plan the user already has', async () => {
    const { deps } = await subscriber('u-same', 'pro', 1);
    await expect(changePlan('u-same', 'pro', deps)).rejects.toThrow('already on the Pro plan');
  });

  it('makes one of ten concurrent plan changes and refuses the others, charging once', async () => {
    const { deps, record } = await subscriber('u-race', 'starter', 10);
    // act: ten tabs ask at once, alternately for Premium and Pro
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => changePlan('u-race', i % 2 ? 'pro' : 'premium', deps)),
    );
    // assert
    const done = answers.filter((a) => a.status === 'fulfilled');
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(done).toHaveLength(1);
    expect(refused.map((a) => (a as PromiseRejectedResult).reason)).toEqual(
      Array(9).fill(expect.objectContaining({ statusCode: 409, message: BILLING.changeInProgress })),
    );
    const tier = (done[0] as PromiseFulfilledResult<{ tier: string }>).value.tier;
    expect(await record()).toMatchObject({ tier });
    const charges = (await invoicesOf('u-race', deps)).filter((i) => i.reason === 'plan-change');
    expect(charges).toHaveLength(1);
    // the webhook gave the lock up: the next change goes through
    await expect(changePlan('u-race', tier === 'pro' ? 'premium' : 'pro', deps)).resolves.toMatchObject({
      kind: 'plan-change',
    });
  });

  it('gives a signed checkout reference only to a user with no active subscription', async () => {
    const { deps } = await subscriber('u-second', 'pro', 1);
    await expect(checkoutReference('u-second', deps)).rejects.toThrow('You already have the Pro plan.');
    const fresh = await checkoutReference('u-new-buyer', deps);
    expect(verifyCheckoutReference(fresh.reference, TEST_SECRET)).toEqual({ userId: 'u-new-buyer' });
  });
});
