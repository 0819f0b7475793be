import { billingWebhook } from '#shared/api/routes/billing';
import { processPaddleWebhook } from '../lib/billing/process-webhook';
import { billingPorts } from '../lib/compose/billing';
import { httpHandler } from '../lib/http/middleware';
import { logger } from '../lib/logger';

/**
 * Paddle Billing notifications: signature-checked over the raw body, then applied to the user's
 * subscription idempotently and in event order. 400 malformed, 401 forged or stale; 200 otherwise
 * (including ignored events, which Paddle would otherwise retry for days).
 */
export const handler = httpHandler(billingWebhook, async ({ rawBody, headers }) => {
  const ports = billingPorts();
  const result = await processPaddleWebhook(
    { rawBody: rawBody ?? '', signatureHeader: headers['paddle-signature'] },
    {
      secret: ports.secret,
      events: ports.events,
      subscriptions: ports.subscriptionWriter,
      stored: ports.subscriptions,
      priceTiers: ports.priceTiers,
      now: () => new Date(),
      log: logger,
    },
  );
  return { received: true as const, outcome: result.outcome };
});
