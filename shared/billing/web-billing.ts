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
 * Paddle's overlay when Paddle is configured, otherwise the sandbox checkout.
 */
export function webBillingConfig(paddle: PaddleCheckoutSettings | undefined): SiteConfig['billing'] {
  if (!paddle) return { provider: 'sandbox' };
  return {
    provider: 'paddle',
    paddleClientToken: paddle.clientToken,
    paddleEnvironment: paddle.environment,
    priceIds: paddle.priceIds,
  };
}
