import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSecret } from '#functions/lib/adapters/fixed-secret';
import { processPaddleWebhook } from '#functions/lib/billing/process-webhook';
import {
  cancelPlan,
  changePlan,
  invoicesOf,
  keepPlan,
  type SelfServiceDeps,
} from '#functions/lib/billing/self-service';
import { Conflict } from '#functions/lib/errors';
import type { WebhookDelivery } from '#functions/lib/ports/webhook-delivery';
import { sandboxBilling } from '#functions/lib/simulators/paddle/sandbox-billing';
import { runSandboxCheckout } from '#functions/lib/simulators/paddle/sandbox-checkout';
import { sandboxPriceId } from '#functions/lib/simulators/paddle/sandbox-events';
import { dynamoSandboxBillingLedger } from '#functions/lib/store/sandbox-billing-ledger';
import { DynamoSubscriptionRepository } from '#functions/lib/store/subscription-repository';
import { dynamoSubscriptionWriter } from '#functions/lib/store/subscription-writer';
import { dynamoWebhookEventStore } from '#functions/lib/store/webhook-event-store';
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
          priceTiers: {},
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
});
