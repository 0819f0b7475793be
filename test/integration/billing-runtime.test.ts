import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSecret } from '#functions/lib/adapters/local/file-secret';
import { issueCheckoutReference } from '#functions/lib/billing/checkout-reference';
import { sandboxPriceId } from '#functions/lib/simulators/paddle/sandbox-events';
import { sign, subscriptionEvent } from '../fixtures/billing';
import { signIn, startRuntime, type TestRuntime } from '../fixtures/runtime';

/**
 * Billing through the local runtime over HTTP: a user signed in with the real OIDC flow, the API
 * adapter with its JWT authorizer, and the sandbox checkout POSTing its signed events back to the
 * runtime's own /api/billing/webhook.
 */
let runtime: TestRuntime;
let db: DynamoDBDocumentClient;

beforeAll(async () => {
  runtime = await startRuntime();
  db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: process.env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
});
afterAll(async () => {
  db.destroy();
  await runtime.dispose();
});

const api = (
  path: string,
  init: { token?: string; method?: string; body?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${runtime.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...init.headers,
    },
    body: init.body,
  });
const items = async () =>
  (await db.send(new ScanCommand({ TableName: process.env.TABLE_NAME, ConsistentRead: true }))).Items ?? [];
const now = () => Math.floor(Date.now() / 1000);
/** the secret the runtime keeps under its data folder (generated at first use, by it or by us) */
const runtimeSecret = () => fileSecret(join(runtime.dataDir, 'paddle-webhook-secret')).getSecret();

describe('billing on the local runtime', () => {
  it('config.json offers the sandbox checkout when Paddle is not configured', async () => {
    const config = await (await fetch(`${runtime.url}/config.json`)).json();
    expect(config.billing).toEqual({ provider: 'sandbox' });
    expect(config.simulated).toContain('billing');
  });

  it('billing self-service over HTTP: upgrade, cancel at period end, invoices, no portal in the sandbox', async () => {
    const { accessToken } = await signIn(runtime, 'self-service@example.com');
    const selfService = async (body: object) => {
      const answer = await api('/api/billing/self-service', {
        token: accessToken,
        method: 'POST',
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json() };
    };
    // nothing to change before a subscription; invoices are simply none
    expect((await selfService({ action: 'cancel' })).status).toBe(402);
    expect((await selfService({ action: 'invoices' })).body).toEqual({
      kind: 'invoices',
      provider: 'sandbox',
      invoices: [],
    });
    await api('/api/billing/sandbox-checkout', {
      token: accessToken,
      method: 'POST',
      body: JSON.stringify({ tier: 'starter' }),
    });

    const upgrade = await selfService({ action: 'change-plan', tier: 'premium' });
    const cancel = await selfService({ action: 'cancel' });
    const invoices = await selfService({ action: 'invoices' });
    const portal = await selfService({ action: 'portal' });

    expect(upgrade).toMatchObject({ status: 200, body: { outcome: 'upgraded', tier: 'premium' } });
    expect(cancel).toMatchObject({ status: 200, body: { outcome: 'cancel-scheduled' } });
    const current = await (await api('/api/subscriptions/current', { token: accessToken })).json();
    expect(current).toMatchObject({
      status: 'active',
      tier: 'premium',
      scheduled_change: { action: 'cancel', effective_at: current.current_period_end },
    });
    expect(invoices.body.invoices.map((i: { reason: string }) => i.reason)).toEqual([
      'plan-change',
      'subscription',
    ]);
    expect(portal.body).toEqual({ kind: 'portal', provider: 'sandbox', url: null });
  });

  it('sandbox checkout -> GET /api/subscriptions/current is 200 active pro with limits', async () => {
    const { accessToken } = await signIn(runtime, 'buyer@example.com');
    expect((await api('/api/subscriptions/current', { token: accessToken })).status).toBe(402);
    // act
    const checkout = await api('/api/billing/sandbox-checkout', {
      token: accessToken,
      method: 'POST',
      body: JSON.stringify({ tier: 'pro' }),
    });
    // assert
    expect({ status: checkout.status, body: await checkout.json() }).toEqual({
      status: 200,
      body: { status: 'active', tier: 'pro' },
    });
    const current = await api('/api/subscriptions/current', { token: accessToken });
    expect(current.status).toBe(200);
    expect(await current.json()).toMatchObject({
      status: 'active',
      tier: 'pro',
      plan: { name: 'Pro', price: 99 },
      limits: { runs_per_month: 50, max_accounts: 10 },
      usage: { runs: 0, accounts: 0 },
    });
  });

  it('concurrent sandbox checkouts of two plans by one user leave one plan; a later checkout is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const { accessToken } = await signIn(runtime, `two-tabs-${round}@example.com`);
      const buy = (tier: string) =>
        api('/api/billing/sandbox-checkout', {
          token: accessToken,
          method: 'POST',
          body: JSON.stringify({ tier }),
        }).then(async (r) => ({ tier, status: r.status, body: await r.json() }));
      // act
      const answers = await Promise.all([buy('pro'), buy('premium')]);
      // assert
      for (const answer of answers) {
        if (answer.status === 409) expect(answer.body.detail, `round ${round}`).toMatch(/\w/);
        else
          expect(answer, `round ${round}`).toMatchObject({
            status: 200,
            body: { status: 'active', tier: answer.tier },
          });
      }
      const winners = answers.filter((a) => a.status === 200).map((a) => a.tier);
      expect(winners.length, `round ${round}`).toBeGreaterThan(0);
      const current = await (await api('/api/subscriptions/current', { token: accessToken })).json();
      expect(current.status, `round ${round}`).toBe('active');
      expect(winners, `round ${round}`).toContain(current.tier);
      // once subscribed, another checkout is refused: the plan is changed on the billing page
      const again = await buy('starter');
      expect(again.status, `round ${round}`).toBe(409);
      expect(again.body.detail).toMatch(/^You already have the (Pro|Premium) plan\./);
    }
  });

  it('sandbox checkout needs a signed-in caller', async () => {
    const res = await api('/api/billing/sandbox-checkout', { method: 'POST', body: '{"tier":"pro"}' });
    expect(res.status).toBe(401);
  });

  it('answers 401 to a webhook with a bad signature and stores nothing', async () => {
    const before = await items();
    const rawBody = JSON.stringify(subscriptionEvent({ userId: 'forged-user' }));
    const res = await api('/api/billing/webhook', {
      method: 'POST',
      body: rawBody,
      headers: { 'paddle-signature': sign(rawBody, { secret: 'pdl_ntfset_attacker', ts: now() }) },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Paddle-Signature does not match' });
    expect(await items()).toEqual(before);
  });

  it('writes a duplicate event once', async () => {
    const { sub } = await signIn(runtime, 'dup@example.com');
    const secret = await runtimeSecret();
    const rawBody = JSON.stringify(
      subscriptionEvent({
        userId: sub,
        priceId: sandboxPriceId('starter', {}),
        reference: issueCheckoutReference({ userId: sub }, secret),
      }),
    );
    const post = () =>
      api('/api/billing/webhook', {
        method: 'POST',
        body: rawBody,
        headers: { 'paddle-signature': sign(rawBody, { secret, ts: now() }) },
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await post()).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    const after = await items();
    expect(await post()).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await items()).toEqual(after);
    expect(after.filter((i) => i.PK === `USER#${sub}`)).toHaveLength(1);
  });
});
