import { paddleCheckout, readBillingConfig } from '#functions/lib/billing/config';
import type { SiteConfig } from '#shared/api/site-config';
import { webBillingConfig } from '#shared/billing/web-billing';

/** The `billing` block of the local `/config.json`, from the same mapping CDK's config.json uses. */
export function billingSiteConfig(env: NodeJS.ProcessEnv): SiteConfig['billing'] {
  const config = readBillingConfig(env);
  return webBillingConfig(paddleCheckout(config), config.provider === 'sandbox');
}
