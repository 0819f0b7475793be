import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedSecret } from '#functions/lib/adapters/fixed-secret';
import { issueCheckoutReference } from '#functions/lib/billing/checkout-reference';
import { MAX_ID_BYTES } from '#functions/lib/billing/paddle/event';
import { processPaddleWebhook, type WebhookDeps } from '#functions/lib/billing/process-webhook';
import { BadRequest, Unauthorized } from '#functions/lib/errors';
import type { WebhookEventStore } from '#functions/lib/ports/webhook-event-store';
import { DynamoSubscriptionRepository } from '#functions/lib/store/subscription-repository';
import { dynamoSubscriptionWriter } from '#functions/lib/store/subscription-writer';
import { dynamoWebhookEventStore } from '#functions/lib/store/webhook-event-store';
import {
  signedRequest,
  startTestTable,
  subscriptionEvent,
  T0,
  TEST_PRICE_TIERS,
  TEST_PRICES,
  TEST_SECRET,
  type TestTable,
} from '#test/fixtures/billing';

let table: TestTable;
let clock: Date;
let userId: string;

beforeAll(async () => {
  table = await startTestTable();
});
afterAll(() => table.stop());
beforeEach(() => {
  clock = T0;
  userId = `user-${Math.random().toString(36).slice(2)}`;
});

function deps(overrides: Partial<WebhookDeps> = {}): WebhookDeps {
  return {
    secret: fixedSecret('pdl_ntfset_01test_testsecretvalue'),
    events: dynamoWebhookEventStore(table.db, table.tableName),
    subscriptions: dynamoSubscriptionWriter(table.db, table.tableName),
    stored: new DynamoSubscriptionRepository(table.db, table.tableName),
    priceTiers: TEST_PRICE_TIERS,
    now: () => clock,
    log: { info: () => undefined, warn: () => undefined },
    ...overrides,
  };
}

const deliver = (event: object, d = deps()) => processPaddleWebhook(signedRequest(event), d);
const itemsOf = async (pk: string) => (await table.items()).filter((i) => i.PK === pk);
const subscriptionOf = async (id: string) =>
  (await table.items()).find((i) => i.PK === `USER#${id}` && i.SK === 'SUBSCRIPTION');

describe('processPaddleWebhook', () => {
  it('writes the subscription item and records the event id', async () => {
    const event = subscriptionEvent({ userId, tier: 'pro', status: 'active' });
    // act
    const result = await deliver(event);
    // assert
    expect(result).toEqual({ outcome: 'applied', eventId: event.event_id });
    expect(await subscriptionOf(userId)).toMatchObject({
      userId,
      status: 'active',
      tier: 'pro',
      provider: 'paddle',
      provider_subscription_id: event.data.id,
      provider_customer_id: event.data.customer_id,
      current_period_end: '2026-04-10T09:00:00Z',
      updatedAt: T0.toISOString(),
      last_event_id: event.event_id,
    });
    expect(await itemsOf(`PADDLE_EVENT#${event.event_id}`)).toHaveLength(1);
  });

  it('writes a replayed event once: the second delivery changes nothing', async () => {
    const event = subscriptionEvent({ userId });
    await deliver(event);
    const before = await table.items();
    clock = new Date(T0.getTime() + 60_000);
    // act: Paddle delivers the same event again a minute later
    const again = await processPaddleWebhook(
      signedRequest(event, { ts: Math.floor(clock.getTime() / 1000) }),
      deps(),
    );
    // assert
    expect(again.outcome).toBe('duplicate');
    expect(await table.items()).toEqual(before);
  });

  it('keeps active when activated (t2) arrives before created (t1)', async () => {
    const created = subscriptionEvent({
      userId,
      type: 'subscription.created',
      status: 'trialing',
      occurredAt: '2026-03-10T09:00:00.000001Z',
    });
    const activated = subscriptionEvent({
      userId,
      type: 'subscription.activated',
      status: 'active',
      occurredAt: '2026-03-10T09:00:00.000002Z',
    });
    await deliver(activated);
    const late = await deliver(created);
    expect(late.outcome).toBe('out-of-order');
    expect(await subscriptionOf(userId)).toMatchObject({
      status: 'active',
      last_event_id: activated.event_id,
    });
    // the late event is still recorded, so its own retries are recognised as duplicates
    expect(await itemsOf(`PADDLE_EVENT#${created.event_id}`)).toHaveLength(1);
  });

  it('keeps canceled when an older updated (t2) arrives after canceled (t3)', async () => {
    await deliver(
      subscriptionEvent({ userId, type: 'subscription.created', occurredAt: '2026-03-10T09:00:01Z' }),
    );
    await deliver(
      subscriptionEvent({
        userId,
        type: 'subscription.canceled',
        status: 'canceled',
        periodEnd: null,
        occurredAt: '2026-03-10T09:00:03Z',
      }),
    );
    const result = await deliver(
      subscriptionEvent({
        userId,
        type: 'subscription.updated',
        status: 'active',
        occurredAt: '2026-03-10T09:00:02Z',
      }),
    );
    expect(result.outcome).toBe('out-of-order');
    expect(await subscriptionOf(userId)).toMatchObject({ status: 'canceled', current_period_end: null });
  });

  it('applies each newer event in turn (past_due, paused, resumed)', async () => {
    const statuses: string[] = [];
    const steps = [
      ['subscription.created', 'active'],
      ['subscription.past_due', 'past_due'],
      ['subscription.paused', 'paused'],
      ['subscription.resumed', 'active'],
    ];
    for (const [i, [type, status]] of steps.entries()) {
      await deliver(subscriptionEvent({ userId, type, status, occurredAt: `2026-03-10T09:00:0${i}Z` }));
      statuses.push(String((await subscriptionOf(userId))?.status));
    }
    expect(statuses).toEqual(['active', 'past_due', 'paused', 'active']);
  });

  it('does not let the cancellation of an old subscription end a newer active one', async () => {
    await deliver(
      subscriptionEvent({ userId, subscriptionId: 'sub_01old', occurredAt: '2026-03-10T09:00:01Z' }),
    );
    await deliver(
      subscriptionEvent({
        userId,
        subscriptionId: 'sub_01new',
        tier: 'premium',
        occurredAt: '2026-03-10T09:00:02Z',
      }),
    );
    const result = await deliver(
      subscriptionEvent({
        userId,
        subscriptionId: 'sub_01old',
        type: 'subscription.canceled',
        status: 'canceled',
        occurredAt: '2026-03-10T09:00:03Z',
      }),
    );
    expect(result.outcome).toBe('out-of-order');
    expect(await subscriptionOf(userId)).toMatchObject({
      status: 'active',
      tier: 'premium',
      provider_subscription_id: 'sub_01new',
    });
  });

  it('is safe when the process dies between the subscription write and the event record', async () => {
    const event = subscriptionEvent({ userId, status: 'active' });
    const real = dynamoWebhookEventStore(table.db, table.tableName);
    const crashing: WebhookEventStore = { has: real.has, record: () => Promise.reject(new Error('killed')) };
    await expect(deliver(event, deps({ events: crashing }))).rejects.toThrow('killed');
    const afterCrash = await subscriptionOf(userId);
    clock = new Date(T0.getTime() + 30_000);
    // act: Paddle retries because it got no 2xx
    const retry = await processPaddleWebhook(
      signedRequest(event, { ts: Math.floor(clock.getTime() / 1000) }),
      deps(),
    );
    // assert: the retry records the id, and the subscription was not written a second time
    expect(retry.outcome).toBe('out-of-order');
    expect(await subscriptionOf(userId)).toEqual(afterCrash);
    expect(await itemsOf(`PADDLE_EVENT#${event.event_id}`)).toHaveLength(1);
  });

  it('rejects a forged signature with Unauthorized and writes nothing', async () => {
    const before = await table.items();
    const event = subscriptionEvent({ userId });
    await expect(
      processPaddleWebhook(signedRequest(event, { secret: 'pdl_ntfset_attacker' }), deps()),
    ).rejects.toBeInstanceOf(Unauthorized);
    expect(await table.items()).toEqual(before);
  });

  it('rejects a stale signature (replay after 5 minutes) with Unauthorized and writes nothing', async () => {
    const before = await table.items();
    const stale = signedRequest(subscriptionEvent({ userId }), { ts: Math.floor(T0.getTime() / 1000) - 600 });
    await expect(processPaddleWebhook(stale, deps())).rejects.toBeInstanceOf(Unauthorized);
    expect(await table.items()).toEqual(before);
  });

  it('rejects a missing or malformed header with BadRequest', async () => {
    const { rawBody } = signedRequest(subscriptionEvent({ userId }));
    await expect(
      processPaddleWebhook({ rawBody, signatureHeader: undefined }, deps()),
    ).rejects.toBeInstanceOf(BadRequest);
    await expect(
      processPaddleWebhook({ rawBody, signatureHeader: 'sha256=abc' }, deps()),
    ).rejects.toBeInstanceOf(BadRequest);
  });

  it('rejects a correctly signed body that is not a Paddle envelope with BadRequest naming the field', async () => {
    const { event_id: _id, ...noId } = subscriptionEvent({ userId });
    await expect(deliver(noId)).rejects.toThrow(/^event_id: /);
  });

  it('acknowledges unknown event types and events without a userId, writing nothing', async () => {
    const before = await table.items();
    const other = { ...subscriptionEvent({ userId }), event_type: 'transaction.completed' };
    expect((await deliver(other)).outcome).toBe('ignored');
    expect((await deliver(subscriptionEvent({ userId: null }))).outcome).toBe('ignored');
    expect(await table.items()).toEqual(before);
  });

  // DynamoDB refuses a partition key over 2048 bytes and a sort key over 1024; lib-dynamodb refuses
  // numbers beyond 2^53. Each of these used to reach the database and come back as a 500.
  it.each([
    [
      'custom_data.userId',
      () => subscriptionEvent({ userId: 'u'.repeat(2100) }),
      /^data\.custom_data\.userId: /,
    ],
    [
      'a multi-byte userId',
      () => subscriptionEvent({ userId: 'é'.repeat(1100) }),
      /^data\.custom_data\.userId: /,
    ],
    ['event_id', () => subscriptionEvent({ userId, eventId: `evt_${'a'.repeat(2100)}` }), /^event_id: /],
    [
      'occurred_at in year 0000',
      () => subscriptionEvent({ userId, occurredAt: '0000-01-01T00:00:00Z' }),
      /^occurred_at: /,
    ],
    [
      'occurred_at in year 9999',
      () => subscriptionEvent({ userId, occurredAt: '9999-12-31T23:59:59.999999Z' }),
      /^occurred_at: /,
    ],
  ])(
    'rejects a correctly signed event with an impossible %s as BadRequest and writes nothing',
    async (_, make, detail) => {
      const before = await table.items();
      const failure = deliver(make());
      await expect(failure).rejects.toBeInstanceOf(BadRequest);
      await expect(failure).rejects.toThrow(detail);
      expect(await table.items()).toEqual(before);
    },
  );

  it('accepts the longest ids it allows and dates of this century', async () => {
    const longUser = `u-${'x'.repeat(MAX_ID_BYTES - 2)}`;
    const event = subscriptionEvent({
      userId: longUser,
      eventId: `evt_${'b'.repeat(MAX_ID_BYTES - 4)}`,
      occurredAt: '2099-12-31T23:59:59.999999Z',
    });
    expect((await deliver(event)).outcome).toBe('applied');
    expect(await subscriptionOf(longUser)).toMatchObject({ userId: longUser, last_event_id: event.event_id });
  });

  describe('binding a subscription to its buyer', () => {
    const victimEvent = () =>
      subscriptionEvent({
        userId,
        tier: 'premium',

        occurredAt: '2026-03-10T09:00:01Z',
      });
    const attacker = { subscriptionId: 'sub_01attacker', customerId: 'ctm_01attacker' };

    it("ignores another customer's checkout that names the user without a signed reference", async () => {
      await deliver(victimEvent());
      const before = await subscriptionOf(userId);
      // act: the attacker's browser put the victim's id in custom_data; their events follow
      const created = await deliver(
        subscriptionEvent({
          userId,
          reference: null,
          tier: 'starter',
          ...attacker,
          occurredAt: '2026-03-10T09:00:02Z',
        }),
      );
      const canceled = await deliver(
        subscriptionEvent({
          userId,
          reference: null,
          ...attacker,
          type: 'subscription.canceled',
          status: 'canceled',
          occurredAt: '2026-03-10T09:00:03Z',
        }),
      );
      // assert
      expect([created.outcome, canceled.outcome]).toEqual(['ignored', 'ignored']);
      expect(await subscriptionOf(userId)).toEqual(before);
    });

    it('ignores a reference signed with another key, and believes a signed one over the custom user id', async () => {
      const forged = issueCheckoutReference({ userId }, 'pdl_ntfset_attacker');
      expect((await deliver(subscriptionEvent({ userId, reference: forged, ...attacker }))).outcome).toBe(
        'ignored',
      );
      expect(await subscriptionOf(userId)).toBeUndefined();

      const other = `user-${Math.random().toString(36).slice(2)}`;
      const signedForOther = issueCheckoutReference({ userId: other }, TEST_SECRET);
      await deliver(subscriptionEvent({ userId, reference: signedForOther, ...attacker }));
      expect(await subscriptionOf(userId)).toBeUndefined();
      expect(await subscriptionOf(other)).toMatchObject({
        provider_subscription_id: attacker.subscriptionId,
      });
    });

    it('still applies an unsigned event of the subscription and customer already stored for the user', async () => {
      await deliver(victimEvent());
      const renewal = subscriptionEvent({
        userId,
        reference: null,
        tier: 'premium',

        type: 'subscription.updated',
        periodEnd: '2026-05-10T09:00:00Z',
        occurredAt: '2026-04-10T09:00:00Z',
      });
      expect((await deliver(renewal)).outcome).toBe('applied');
      expect(await subscriptionOf(userId)).toMatchObject({ current_period_end: '2026-05-10T09:00:00Z' });
    });

    it('ignores an event of the stored subscription that names another customer', async () => {
      await deliver(victimEvent());
      const before = await subscriptionOf(userId);
      const result = await deliver(
        subscriptionEvent({
          userId,

          customerId: 'ctm_01attacker',
          type: 'subscription.canceled',
          status: 'canceled',
          occurredAt: '2026-03-10T09:00:05Z',
        }),
      );
      expect(result.outcome).toBe('ignored');
      expect(await subscriptionOf(userId)).toEqual(before);
    });
  });

  it('takes the tier from the price paid, never from the custom data', async () => {
    await deliver(subscriptionEvent({ userId, tier: 'premium', priceId: TEST_PRICES.starter }));
    expect(await subscriptionOf(userId)).toMatchObject({ tier: 'starter' });

    const other = `user-${Math.random().toString(36).slice(2)}`;
    const unknownPrice = subscriptionEvent({
      userId: other,
      tier: 'premium',
      priceId: 'pri_01notconfigured',
    });
    expect((await deliver(unknownPrice)).outcome).toBe('ignored');
    expect(await subscriptionOf(other)).toBeUndefined();
  });

  it("keeps a second subscription's cancellation that arrived before its creation", async () => {
    await deliver(
      subscriptionEvent({ userId, subscriptionId: 'sub_01first', occurredAt: '2026-03-10T09:00:01Z' }),
    );
    const second = { userId, subscriptionId: 'sub_01second', tier: 'premium' };
    // act: the second subscription's cancellation (t3) comes before its creation (t2)
    await deliver(
      subscriptionEvent({
        ...second,
        type: 'subscription.canceled',
        status: 'canceled',
        occurredAt: '2026-03-10T09:00:03Z',
      }),
    );
    const late = await deliver(subscriptionEvent({ ...second, occurredAt: '2026-03-10T09:00:02Z' }));
    // assert: the creation is older than what is known of its subscription, so it changes nothing
    expect(late.outcome).toBe('out-of-order');
    expect(await subscriptionOf(userId)).toMatchObject({
      status: 'active',
      tier: 'pro',
      provider_subscription_id: 'sub_01first',
    });
  });
});
