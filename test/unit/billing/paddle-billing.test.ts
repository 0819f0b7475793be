import { describe, expect, it } from 'vitest';
import { fixedSecret } from '#functions/lib/adapters/fixed-secret';
import { paddleBilling } from '#functions/lib/adapters/paddle/paddle-billing';
import { Conflict, HttpError } from '#functions/lib/errors';

const REF = {
  subscriptionId: 'sub_01hv8x29kz0t586xy6zn1a62ny',
  customerId: 'ctm_01hv6y1jedq4p1n0yqn5ba3ky4',
};

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Paddle's HTTP side: answers by `METHOD path` (query left out), records every request. */
function paddleHttp(answers: Record<string, { status?: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    sent.push({
      method: init?.method ?? 'GET',
      url: url.toString(),
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!answer)
      return new Response('{"error":{"code":"not_found","detail":"no such route"}}', { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  const provider = paddleBilling({
    environment: 'sandbox',
    apiKey: fixedSecret('pdl_sdbx_apikey_test'),
    fetch: fetchStub,
  });
  return { provider, sent };
}

function transaction(id: string, status: string, origin: string, total: string, billedAt: string) {
  return {
    id,
    status,
    origin,
    invoice_number: status === 'completed' ? `325-${id.slice(-4)}` : null,
    billed_at: billedAt,
    created_at: billedAt,
    currency_code: 'USD',
    details: { totals: { subtotal: total, tax: '0', grand_total: total } },
  };
}

describe('the Paddle billing adapter', () => {
  it('upgrades with a prorated immediate charge, on the sandbox host, with the API key', async () => {
    const { provider, sent } = paddleHttp({
      [`PATCH /subscriptions/${REF.subscriptionId}`]: { body: { data: {} } },
    });

    await provider.changePrice(REF, {
      priceId: 'pri_pro',
      billing: 'prorate-now',
      customData: { userId: 'u1', tier: 'pro', source: 'webapp' },
    });

    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(`https://sandbox-api.paddle.com/subscriptions/${REF.subscriptionId}`);
    expect(sent[0].headers.authorization).toBe('Bearer pdl_sdbx_apikey_test');
    expect(sent[0].body).toEqual({
      items: [{ price_id: 'pri_pro', quantity: 1 }],
      proration_billing_mode: 'prorated_immediately',
      custom_data: { userId: 'u1', tier: 'pro', source: 'webapp' },
      scheduled_change: null,
    });
  });

  it('downgrades without billing anything now', async () => {
    const { provider, sent } = paddleHttp({
      [`PATCH /subscriptions/${REF.subscriptionId}`]: { body: { data: {} } },
    });
    await provider.changePrice(REF, { priceId: 'pri_starter', billing: 'none', customData: {} });
    expect((sent[0].body as { proration_billing_mode: string }).proration_billing_mode).toBe('do_not_bill');
  });

  it('cancels at the next billing period', async () => {
    const { provider, sent } = paddleHttp({
      [`POST /subscriptions/${REF.subscriptionId}/cancel`]: { body: { data: {} } },
    });
    await provider.cancelAtPeriodEnd(REF);
    expect(sent[0].body).toEqual({ effective_from: 'next_billing_period' });
  });

  it('lists billed transactions as invoices, with a PDF link only where Paddle has one', async () => {
    const { provider, sent } = paddleHttp({
      'GET /transactions': {
        body: {
          data: [
            transaction(
              'txn_01upgrade000000000000000a',
              'completed',
              'subscription_update',
              '3387',
              '2026-03-20T10:00:00Z',
            ),
            transaction(
              'txn_01pastdue000000000000000b',
              'past_due',
              'subscription_recurring',
              '9900',
              '2026-03-15T10:00:00Z',
            ),
            transaction('txn_01checkout00000000000000c', 'completed', 'web', '4900', '2026-03-10T09:00:00Z'),
          ],
        },
      },
      'GET /transactions/txn_01upgrade000000000000000a/invoice': {
        body: { data: { url: 'https://paddle.test/a.pdf' } },
      },
      'GET /transactions/txn_01checkout00000000000000c/invoice': {
        body: { data: { url: 'https://paddle.test/c.pdf' } },
      },
    });

    const invoices = await provider.listInvoices(REF);

    const list = new URL(sent[0].url);
    expect(list.searchParams.get('subscription_id')).toBe(REF.subscriptionId);
    expect(list.searchParams.get('status')).toBe('billed,paid,completed,past_due');
    expect(invoices.map((i) => [i.id.slice(-1), i.reason, i.total_minor, i.url])).toEqual([
      ['a', 'plan-change', 3387, 'https://paddle.test/a.pdf'],
      ['b', 'renewal', 9900, null],
      ['c', 'subscription', 4900, 'https://paddle.test/c.pdf'],
    ]);
    expect(sent.filter((s) => s.url.includes('/invoice'))).toHaveLength(2);
  });

  it("opens the portal at the subscription's payment-method page", async () => {
    const { provider, sent } = paddleHttp({
      [`POST /customers/${REF.customerId}/portal-sessions`]: {
        status: 201,
        body: {
          data: {
            id: 'cpls_01',
            urls: {
              general: { overview: 'https://customer-portal.paddle.com/cpl_1?token=t' },
              subscriptions: [
                {
                  id: REF.subscriptionId,
                  cancel_subscription: 'https://customer-portal.paddle.com/cancel',
                  update_subscription_payment_method: 'https://customer-portal.paddle.com/pay',
                },
              ],
            },
          },
        },
      },
    });
    expect(await provider.portalUrl(REF)).toBe('https://customer-portal.paddle.com/pay');
    expect(sent[0].body).toEqual({ subscription_ids: [REF.subscriptionId] });
  });

  it("turns Paddle's refusals into a readable conflict and its outages into 502", async () => {
    const refused = paddleHttp({
      [`PATCH /subscriptions/${REF.subscriptionId}`]: {
        status: 400,
        body: {
          error: {
            type: 'request_error',
            code: 'subscription_locked_renewal',
            detail: 'changes are locked near renewal',
          },
        },
      },
    });
    const error = await refused.provider
      .changePrice(REF, { priceId: 'p', billing: 'none', customData: {} })
      .catch((e) => e);
    expect(error).toBeInstanceOf(Conflict);
    expect(error.message).toContain('changes are locked near renewal');

    const down = paddleHttp({
      [`POST /subscriptions/${REF.subscriptionId}/cancel`]: { status: 503, body: {} },
    });
    const outage = await down.provider.cancelAtPeriodEnd(REF).catch((e) => e);
    expect(outage).toBeInstanceOf(HttpError);
    expect(outage.statusCode).toBe(502);
  });
});
