import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/billing.ts, which adds each one's schemas and grants.

export const billingWebhook = endpoint('billing-webhook', 'POST', '/api/billing/webhook');
export const billingSandboxCheckout = endpoint(
  'billing-sandbox-checkout',
  'POST',
  '/api/billing/sandbox-checkout',
);
export const billingSelfService = endpoint('billing-self-service', 'POST', '/api/billing/self-service');
