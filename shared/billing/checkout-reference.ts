/**
 * The custom-data field a checkout carries the server's signed reference in, beside the spec's
 * userId, tier and source (functions/lib/billing/checkout-reference.ts signs and reads it).
 */
export const CHECKOUT_REFERENCE_KEY = 'checkout_ref';
