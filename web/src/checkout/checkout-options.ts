import type { CheckoutOpenOptions } from '@paddle/paddle-js';
import { CHECKOUT_REFERENCE_KEY } from '#shared/billing/checkout-reference';
import type { Tier } from '#shared/billing/plans';
import { CHECKOUT } from '#shared/messages';

export const CHECKOUT_SUCCESS_PATH = '/app?checkout=success';

export interface CheckoutRequest {
  tier: Tier;
  /** price id per tier, from runtime config */
  priceIds: Partial<Record<string, string>> | undefined;
  userId: string | undefined;
  email: string | undefined;
  /** site origin; the success URL is built from it */
  origin: string;
  /** the server's signed checkout reference: what binds the subscription to this user */
  reference: string;
}

/** The success URL both checkouts (Paddle and sandbox) send the browser to. */
export function checkoutSuccessUrl(origin: string): string {
  return `${origin}${CHECKOUT_SUCCESS_PATH}`;
}

/**
 * The overlay checkout's options (spec section 7). The user id and tier travel in customData as
 * the spec says; the webhook believes only the server's signed reference beside them (the browser
 * can write anything there) and takes the tier from the price paid.
 */
export function buildCheckoutOptions(request: CheckoutRequest): CheckoutOpenOptions {
  const priceId = request.priceIds?.[request.tier];
  if (!priceId) throw new Error(CHECKOUT.priceIdNotConfigured(request.tier));
  if (!request.userId) throw new Error(CHECKOUT.userIdRequired);
  return {
    items: [{ priceId, quantity: 1 }],
    ...(request.email ? { customer: { email: request.email } } : {}),
    customData: {
      userId: request.userId,
      tier: request.tier,
      source: 'webapp',
      [CHECKOUT_REFERENCE_KEY]: request.reference,
    },
    settings: {
      displayMode: 'overlay',
      theme: 'light',
      locale: 'en',
      successUrl: checkoutSuccessUrl(request.origin),
    },
  };
}
