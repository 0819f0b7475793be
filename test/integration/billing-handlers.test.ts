import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingSandboxCheckout, billingWebhook } from '#shared/api/routes/billing';
import { subscriptionsCurrent } from '#shared/api/routes/subscriptions';
import { apiEvent, testContext } from '#test/fixtures/api-events';
import {
  signedRequest,
  startTestTable,
  subscriptionEvent,
  TEST_PRICES,
  TEST_SECRET,
  type TestTable,
} from '#test/fixtures/billing';

/**
 * The Lambda handlers themselves (middleware, composition root, DynamoDB adapters) against
 * dynalite, configured through the environment exactly as in AWS.
 */
type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body?: string }>;
let table: TestTable;
const handlers: Record<string, Handler> = {};
const savedEnv = { ...process.env };

async function loadHandlers(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  for (const name of ['billing-webhook', 'billing-sandbox-checkout', 'subscriptions-current']) {
    handlers[name] = (await import(`../../functions/http/${name}.ts`)).handler as Handler;
  }
}

const json = { 'content-type': 'application/json' };
const claims = (sub: string) => ({ sub, username: sub, token_use: 'access' });
const call = async (name: string, event: ReturnType<typeof apiEvent>) => {
  const res = await handlers[name](event, testContext(name));
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
};
const webhook = (rawBody: string, signature?: string) =>
  call(
    'billing-webhook',
    apiEvent(billingWebhook, {
      body: rawBody,
      headers: { ...json, ...(signature && { 'paddle-signature': signature }) },
    }),
  );
const current = (sub: string) =>
  call('subscriptions-current', apiEvent(subscriptionsCurrent, { claims: claims(sub) }));
const checkout = (sub: string, tier: string) =>
  call(
    'billing-sandbox-checkout',
    apiEvent(billingSandboxCheckout, { claims: claims(sub), headers: json, body: JSON.stringify({ tier }) }),
  );
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  table = await startTestTable();
  await loadHandlers({
    TABLE_NAME: table.tableName,
    DYNAMODB_ENDPOINT: table.endpoint,
    AWS_REGION: 'us-east-1',
    LOG_LEVEL: 'SILENT',
    VALIDATE_RESPONSES: 'true',
    PADDLE_WEBHOOK_SECRET: TEST_SECRET,
    PADDLE_PRICE_STARTER: TEST_PRICES.starter,
    PADDLE_PRICE_PRO: TEST_PRICES.pro,
    PADDLE_PRICE_PREMIUM: TEST_PRICES.premium,
    PADDLE_CLIENT_TOKEN: undefined,
    SAHAB_SANDBOX_CHECKOUT: 'true',
    PADDLE_WEBHOOK_SECRET_ARN: undefined,
    SAHAB_PUBLIC_API_URL: undefined,
  });
});
afterAll(async () => {
  process.env = savedEnv;
  await table.stop();
});

describe('billing handlers', () => {
  it('sandbox checkout makes GET /api/subscriptions/current answer 200 active pro with limits', async () => {
    expect(await current('u-new')).toEqual({ status: 402, body: { detail: 'no active subscription' } });
    // act
    const bought = await checkout('u-new', 'pro');
    // assert
    expect(bought).toEqual({ status: 200, body: { status: 'active', tier: 'pro' } });
    const { status, body } = await current('u-new');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'active',
      tier: 'pro',
      active: true,
      plan: { name: 'Pro', price: 99 },
      limits: { runs_per_month: 50, max_accounts: 10 },
      usage: { month: new Date().toISOString().slice(0, 7), runs: 0, accounts: 0 },
    });
    expect(Date.parse(body.current_period_end)).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
  });

  it('rejects a bad tier with 400 naming the field', async () => {
    const res = await checkout('u-bad', 'gold');
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^tier: /);
  });

  it('answers 401 to a webhook with a bad signature and stores nothing', async () => {
    const before = await table.items();
    const { rawBody } = signedRequest(subscriptionEvent({ userId: 'u-forged' }));
    const res = await webhook(
      rawBody,
      signedRequest(subscriptionEvent(), { secret: 'pdl_ntfset_x', ts: now() }).signatureHeader,
    );
    expect(res).toEqual({ status: 401, body: { detail: 'Paddle-Signature does not match' } });
    expect(await webhook(rawBody)).toMatchObject({ status: 400 });
    expect(await table.items()).toEqual(before);
  });

  it('answers 400 with detail to a signed event whose ids or time cannot be stored, writing nothing', async () => {
    const before = await table.items();
    const events = [
      subscriptionEvent({ userId: 'u'.repeat(2100) }),
      subscriptionEvent({ userId: 'u-long-event', eventId: `evt_${'a'.repeat(1100)}` }),
      subscriptionEvent({ userId: 'u-year-0', occurredAt: '0000-01-01T00:00:00Z' }),
      subscriptionEvent({ userId: 'u-year-9999', occurredAt: '9999-12-31T23:59:59Z' }),
    ];
    for (const event of events) {
      const request = signedRequest(event, { ts: now() });
      const res = await webhook(request.rawBody, request.signatureHeader);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/^(event_id|occurred_at|data\.custom_data\.userId): /);
    }
    expect(await table.items()).toEqual(before);
  });

  it('writes a duplicate event once', async () => {
    const request = signedRequest(subscriptionEvent({ userId: 'u-dup', tier: 'starter' }), { ts: now() });
    expect(await webhook(request.rawBody, request.signatureHeader)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    const after = await table.items();
    expect(await webhook(request.rawBody, request.signatureHeader)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect(await table.items()).toEqual(after);
  });

  it('answers 200 with the inactive status for a canceled subscription (the gate shows Subscription Required)', async () => {
    const canceled = subscriptionEvent({
      userId: 'u-gone',
      type: 'subscription.canceled',
      status: 'canceled',
      periodEnd: null,
    });
    const request = signedRequest(canceled, { ts: now() });
    await webhook(request.rawBody, request.signatureHeader);
    expect(await current('u-gone')).toMatchObject({
      status: 200,
      body: {
        status: 'canceled',
        active: false,
        limits: { runs_per_month: 0, max_accounts: 0 },
        current_period_end: null,
      },
    });
  });

  it('is not there (404) and grants nothing where the sandbox checkout is not switched on', async () => {
    await loadHandlers({ SAHAB_SANDBOX_CHECKOUT: undefined });
    try {
      const res = await checkout('u-off', 'premium');
      expect(res.status).toBe(404);
      expect(res.body.detail).toMatch(/switched off/);
      expect(await current('u-off')).toMatchObject({ status: 402 });
    } finally {
      await loadHandlers({ SAHAB_SANDBOX_CHECKOUT: 'true' });
    }
  });

  it('is not there (404) when Paddle is configured', async () => {
    await loadHandlers({ PADDLE_CLIENT_TOKEN: 'test_0123456789' });
    try {
      const res = await checkout('u-paddle', 'pro');
      expect(res.status).toBe(404);
      expect(res.body.detail).toMatch(/Paddle/);
    } finally {
      await loadHandlers({ PADDLE_CLIENT_TOKEN: undefined });
    }
  });
});
