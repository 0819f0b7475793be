import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSecret } from '#functions/lib/adapters/fixed-secret';
import { processPaddleWebhook } from '#functions/lib/billing/process-webhook';
import { Conflict, NotFound } from '#functions/lib/errors';
import type { WebhookDelivery } from '#functions/lib/ports/webhook-delivery';
import {
  runSandboxCheckout,
  type SandboxCheckoutDeps,
} from '#functions/lib/simulators/paddle/sandbox-checkout';
import { sandboxPriceTiers } from '#functions/lib/simulators/paddle/sandbox-events';
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

/** Delivers straight into the webhook's domain function, which verifies with `verifierSecret`. */
function deliveryTo(verifierSecret: string, seen: string[] = []): WebhookDelivery {
  return {
    async deliver({ rawBody, headers }) {
      seen.push(JSON.parse(rawBody).event_type);
      try {
        const result = await processPaddleWebhook(
          { rawBody, signatureHeader: headers['paddle-signature'] },
          {
            secret: fixedSecret(verifierSecret),
            events: dynamoWebhookEventStore(table.db, table.tableName),
            subscriptions: dynamoSubscriptionWriter(table.db, table.tableName),
            stored: new DynamoSubscriptionRepository(table.db, table.tableName),
            priceTiers: sandboxPriceTiers({}),
            now: () => T0,
            log: { info: () => undefined, warn: () => undefined },
          },
        );
        return { statusCode: 200, body: JSON.stringify(result) };
      } catch (error) {
        return { statusCode: (error as { statusCode?: number }).statusCode ?? 500, body: String(error) };
      }
    },
  };
}

function deps(overrides: Partial<SandboxCheckoutDeps> = {}): SandboxCheckoutDeps {
  return {
    config: { provider: 'sandbox', priceIds: {} },
    secret: fixedSecret(TEST_SECRET),
    delivery: deliveryTo(TEST_SECRET),
    subscriptions: new DynamoSubscriptionRepository(table.db, table.tableName),
    ledger: dynamoSandboxBillingLedger(table.db, table.tableName),
    now: () => T0,
    ...overrides,
  };
}

describe('runSandboxCheckout', () => {
  it('activates the plan through signed created + activated events', async () => {
    const seen: string[] = [];
    const result = await runSandboxCheckout(
      { userId: 'u-sandbox', tier: 'pro' },
      deps({ delivery: deliveryTo(TEST_SECRET, seen) }),
    );
    expect(result).toEqual({ status: 'active', tier: 'pro' });
    expect(seen).toEqual(['subscription.created', 'subscription.activated']);
    const stored = await new DynamoSubscriptionRepository(table.db, table.tableName).get('u-sandbox');
    expect(stored).toMatchObject({
      status: 'active',
      tier: 'pro',
      provider: 'paddle',
      current_period_end: '2026-04-10T09:00:00.000Z',
    });
    expect(String(stored?.provider_subscription_id)).toMatch(/^sub_[0-9a-z]{26}$/);
  });

  it('refuses a second checkout while the first subscription is active, selling nothing', async () => {
    await runSandboxCheckout({ userId: 'u-upgrade', tier: 'pro' }, deps());
    const before = await table.items();
    const later = new Date(T0.getTime() + 1000);
    const second = runSandboxCheckout({ userId: 'u-upgrade', tier: 'premium' }, deps({ now: () => later }));
    await expect(second).rejects.toBeInstanceOf(Conflict);
    await expect(second).rejects.toThrow('You already have the Pro plan.');
    expect(await table.items()).toEqual(before);
  });

  it('fails, writing nothing, when the webhook does not accept its signature', async () => {
    const before = await table.items();
    await expect(
      runSandboxCheckout(
        { userId: 'u-wrong', tier: 'pro' },
        deps({ delivery: deliveryTo('pdl_ntfset_other') }),
      ),
    ).rejects.toThrow(/answered 401/);
    expect(await table.items()).toEqual(before);
  });

  it('does not exist when Paddle is configured', async () => {
    const paddle = deps({ config: { provider: 'paddle', priceIds: { pro: 'pri_01' } } });
    await expect(runSandboxCheckout({ userId: 'u-paddle', tier: 'pro' }, paddle)).rejects.toBeInstanceOf(
      NotFound,
    );
  });
});
