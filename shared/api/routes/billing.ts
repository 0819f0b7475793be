import { z } from 'zod';
import { TIERS, type Tier } from '#shared/billing/plans';
import { defineRoute } from '../define';

const tierSchema = z.enum(TIERS as [Tier, ...Tier[]]);

/**
 * Paddle Billing notifications. Public (Paddle cannot sign in): the Paddle-Signature header is the
 * authentication, checked over the exact bytes sent, hence `rawBody`.
 */
export const billingWebhook = defineRoute({
  name: 'billing-webhook',
  method: 'POST',
  path: '/api/billing/webhook',
  access: 'public',
  rawBody: true,
  tableAccess: 'write',
  secrets: ['paddleWebhookSecret'],
  response: z.object({
    received: z.literal(true),
    outcome: z.enum(['applied', 'out-of-order', 'duplicate', 'ignored']),
  }),
});

/**
 * The stand-in for Paddle's overlay checkout: completes a checkout for the caller by sending
 * Paddle-format signed events to the webhook above. It grants any plan without payment, so it
 * exists only where the `sandboxCheckout` feature is on (the local runtime by default; an AWS
 * deployment only with `-c sandboxCheckout=true`), and answers 404 whenever Paddle is configured.
 */
export const billingSandboxCheckout = defineRoute({
  name: 'billing-sandbox-checkout',
  method: 'POST',
  path: '/api/billing/sandbox-checkout',
  access: 'signed-in',
  body: z.object({ tier: tierSchema }),
  // it signs with the webhook secret and runs the webhook handler in-process (see the handler)
  tableAccess: 'write',
  secrets: ['paddleWebhookSecret'],
  feature: 'sandboxCheckout',
  response: z.object({ status: z.string(), tier: tierSchema }),
});
