import type { SiteConfig } from '../api/site-config';
import type { Tier } from './plans';

/** What the browser needs to open Paddle's overlay checkout: public values only, never a secret. */
export interface PaddleCheckoutSettings {
  clientToken: string;
  environment: 'sandbox' | 'production';
  priceIds: Partial<Record<Tier, string>>;
}

/**
 * The `billing` block of `/config.json`, written by CDK in AWS and served by the local server:
 * Paddle's overlay when Paddle is configured, else the sandbox checkout where it is switched on,
 * else no checkout at all (the browser must not offer a route the API does not have).
 */
export function webBillingConfig(
  paddle: PaddleCheckoutSettings | undefined,
  sandboxCheckout: boolean,
): SiteConfig['billing'] {
  if (!paddle) return { provider: sandboxCheckout ? 'sandbox' : 'none' };
  return {
    provider: 'paddle',
    paddleClientToken: paddle.clientToken,
    paddleEnvironment: paddle.environment,
    priceIds: paddle.priceIds,
  };
}
