import type { CheckoutOpenOptions } from '@paddle/paddle-js';
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
}

/** The success URL both checkouts (Paddle and sandbox) send the browser to. */
export function checkoutSuccessUrl(origin: string): string {
  return `${origin}${CHECKOUT_SUCCESS_PATH}`;
}

/**
 * The overlay checkout's options (spec section 7). The user id and tier travel in customData so
 * the webhook can attach the subscription to the right user.
 */
export function buildCheckoutOptions(request: CheckoutRequest): CheckoutOpenOptions {
  const priceId = request.priceIds?.[request.tier];
  if (!priceId) throw new Error(CHECKOUT.priceIdNotConfigured(request.tier));
  if (!request.userId) throw new Error(CHECKOUT.userIdRequired);
  return {
    items: [{ priceId, quantity: 1 }],
    ...(request.email ? { customer: { email: request.email } } : {}),
    customData: { userId: request.userId, tier: request.tier, source: 'webapp' },
    settings: {
      displayMode: 'overlay',
      theme: 'light',
      locale: 'en',
      successUrl: checkoutSuccessUrl(request.origin),
    },
  };
}
