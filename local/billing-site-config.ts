import { readBillingConfig, webBillingConfig } from '#functions/lib/billing/config';
import type { SiteConfig } from '#shared/api/site-config';

/**
 * The `billing` block of the local `/config.json`. Billing owns what goes in it (the same
 * function feeds the CDK-written config), so this only adapts it.
 */
export function billingSiteConfig(env: NodeJS.ProcessEnv): SiteConfig['billing'] {
  return webBillingConfig(readBillingConfig(env));
}
