import { z } from 'zod';
import { selfServiceAnswerSchema, selfServiceRequestSchema, tierSchema } from '#shared/billing/self-service';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/billing';

/**
 * Paddle Billing notifications. Public (Paddle cannot sign in): the Paddle-Signature header is the
 * authentication, checked over the exact bytes sent, hence `rawBody`.
 */
export const billingWebhook = defineRoute(endpoints.billingWebhook, {
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
export const billingSandboxCheckout = defineRoute(endpoints.billingSandboxCheckout, {
  access: 'signed-in',
  body: z.object({ tier: tierSchema }),
  // it signs with the webhook secret and runs the webhook handler in-process (see the handler)
  tableAccess: 'write',
  secrets: ['paddleWebhookSecret'],
  feature: 'sandboxCheckout',
  response: z.object({ status: z.string(), tier: tierSchema }),
});

/**
 * Billing self-service, one route for every action on the caller's own subscription (no ids in
 * the path): upgrade (prorated, at once), downgrade and cancel (at period end), keep the plan
 * (undo either), list invoices, open Paddle's customer portal. One route because the API's stack
 * is at CloudFormation's 500-resource limit and every route adds a function with its role, log
 * group, integration and permission. Each action goes through the provider port (Paddle's API, or
 * the sandbox's simulated Paddle); the provider's signed webhooks update the stored subscription,
 * as after a checkout.
 */
export const billingSelfService = defineRoute(endpoints.billingSelfService, {
  // reading invoices stays possible after a cancellation; changes need a subscription (the handler)
  access: 'signed-in',
  body: selfServiceRequestSchema,
  tableAccess: 'write',
  secrets: ['paddleWebhookSecret', 'paddleApiKey'],
  response: selfServiceAnswerSchema,
});
