import type { CheckoutOpenOptions, Paddle } from '@paddle/paddle-js';
import { CHECKOUT } from '#shared/messages';
import type { BillingConfig } from '../config/runtime-config';

let paddle: Promise<Paddle | undefined> | undefined;

/** Loads Paddle.js from Paddle's CDN once, on the first checkout (not on page load). */
function loadPaddle(billing: BillingConfig): Promise<Paddle | undefined> {
  if (!billing.paddleClientToken) return Promise.resolve(undefined);
  paddle ??= import('@paddle/paddle-js').then(({ initializePaddle }) =>
    initializePaddle({
      environment: billing.paddleEnvironment ?? 'sandbox',
      token: billing.paddleClientToken!,
    }),
  );
  // A failed load must not stick: the next click tries again.
  paddle.catch(() => {
    paddle = undefined;
  });
  return paddle;
}

export async function openPaddleCheckout(
  billing: BillingConfig,
  options: CheckoutOpenOptions,
): Promise<void> {
  const instance = await loadPaddle(billing);
  if (!instance) throw new Error(CHECKOUT.providerNotInitialized);
  instance.Checkout.open(options);
}
