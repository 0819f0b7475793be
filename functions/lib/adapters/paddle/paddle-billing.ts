import { z } from 'zod';
import {
  BILLED_STATUSES,
  hasInvoicePdf,
  invoiceFromTransaction,
  paddleTransactionSchema,
} from '#functions/lib/billing/paddle/transaction';
import { Conflict, HttpError } from '#functions/lib/errors';
import type {
  BillingProvider,
  PriceChange,
  ProviderSubscriptionRef,
} from '#functions/lib/ports/billing-provider';
import type { WebhookSecretSource } from '#functions/lib/ports/webhook-secret-source';

export interface PaddleBillingOptions {
  environment: 'sandbox' | 'production';
  /** the server-side API key (Secrets Manager in AWS) */
  apiKey: WebhookSecretSource;
  fetch?: typeof fetch;
}

/** Paddle Billing's two API hosts. */
export const PADDLE_API_URL = {
  sandbox: 'https://sandbox-api.paddle.com',
  production: 'https://api.paddle.com',
} as const;

/** Invoices listed at once: a year of monthly renewals plus plan changes. */
const INVOICE_PAGE = 30;

const PRORATION = { 'prorate-now': 'prorated_immediately', none: 'do_not_bill' } as const;

const transactionsAnswer = z.object({ data: z.array(paddleTransactionSchema) });
const invoiceAnswer = z.object({ data: z.object({ url: z.string() }) });
const portalAnswer = z.object({
  data: z.object({
    urls: z.object({
      general: z.object({ overview: z.string() }),
      subscriptions: z
        .array(z.looseObject({ id: z.string(), update_subscription_payment_method: z.string() }))
        .default([]),
    }),
  }),
});

/**
 * The billing port on Paddle Billing's REST API: PATCH /subscriptions/{id} to change the price
 * (prorated at once for upgrades, not billed for downgrades), POST .../cancel at the next billing
 * period, GET /transactions for invoices and POST /customers/{id}/portal-sessions for the portal.
 */
export function paddleBilling(options: PaddleBillingOptions): BillingProvider {
  const base = PADDLE_API_URL[options.environment];
  const send = options.fetch ?? fetch;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await send(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await options.apiKey.getSecret()}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.ok) return text ? JSON.parse(text) : {};
    const detail = paddleErrorDetail(text) ?? `answered ${response.status}`;
    // Paddle's 4xx are refusals the customer can read (e.g. changes locked near renewal).
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 401 &&
      response.status !== 403
    ) {
      throw new Conflict(`Paddle did not accept the change: ${detail}`);
    }
    throw new HttpError(502, `Paddle is not available right now (${method} ${path}: ${detail})`);
  }

  return {
    kind: 'paddle',
    async changePrice(ref: ProviderSubscriptionRef, change: PriceChange) {
      await call('PATCH', `/subscriptions/${encodeURIComponent(ref.subscriptionId)}`, {
        items: [{ price_id: change.priceId, quantity: 1 }],
        proration_billing_mode: PRORATION[change.billing],
        custom_data: change.customData,
        // a plan change replaces a pending cancellation: the customer chose to stay
        scheduled_change: null,
      });
    },
    async cancelAtPeriodEnd(ref) {
      await call('POST', `/subscriptions/${encodeURIComponent(ref.subscriptionId)}/cancel`, {
        effective_from: 'next_billing_period',
      });
    },
    async removeScheduledChange(ref) {
      await call('PATCH', `/subscriptions/${encodeURIComponent(ref.subscriptionId)}`, {
        scheduled_change: null,
      });
    },
    async listInvoices(ref) {
      const query = new URLSearchParams({
        subscription_id: ref.subscriptionId,
        status: BILLED_STATUSES.join(','),
        order_by: 'billed_at[DESC]',
        per_page: String(INVOICE_PAGE),
      });
      const answer = transactionsAnswer.parse(await call('GET', `/transactions?${query}`));
      return Promise.all(
        answer.data.map(async (transaction) => {
          if (!hasInvoicePdf(transaction)) return invoiceFromTransaction(transaction, null);
          const pdf = invoiceAnswer.parse(
            await call(
              'GET',
              `/transactions/${encodeURIComponent(transaction.id)}/invoice?disposition=inline`,
            ),
          );
          return invoiceFromTransaction(transaction, pdf.data.url);
        }),
      );
    },
    async portalUrl(ref) {
      const answer = portalAnswer.parse(
        await call('POST', `/customers/${encodeURIComponent(ref.customerId)}/portal-sessions`, {
          subscription_ids: [ref.subscriptionId],
        }),
      );
      const urls = answer.data.urls;
      const deep = urls.subscriptions.find((s) => s.id === ref.subscriptionId);
      return deep?.update_subscription_payment_method ?? urls.general.overview;
    },
  };
}

/** Paddle's error envelope: `{ error: { type, code, detail } }`. */
function paddleErrorDetail(text: string): string | undefined {
  try {
    const error = (JSON.parse(text) as { error?: { code?: string; detail?: string } }).error;
    return error?.detail ?? error?.code;
  } catch {
    return undefined;
  }
}
