import { join } from 'node:path';
import { z } from 'zod';
import { TIERS, type Tier } from '#shared/billing/plans';
import type { PaddleCheckoutSettings } from '#shared/billing/web-billing';
import type { PriceTiers } from './subscription-change';

/** Unset and empty are the same thing: CDK and shells both produce empty strings for "not set". */
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

const billingEnvSchema = z.object({
  PADDLE_CLIENT_TOKEN: optional,
  PADDLE_ENVIRONMENT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['sandbox', 'production']).default('sandbox'),
  ),
  PADDLE_PRICE_STARTER: optional,
  PADDLE_PRICE_PRO: optional,
  PADDLE_PRICE_PREMIUM: optional,
  /** in AWS: the Secrets Manager secret holding the notification destination's secret key */
  PADDLE_WEBHOOK_SECRET_ARN: optional,
  /** anywhere: the secret itself (takes precedence over the generated local file) */
  PADDLE_WEBHOOK_SECRET: optional,
  /** in AWS: the Secrets Manager secret holding Paddle's server-side API key (self-service) */
  PADDLE_API_KEY_SECRET_ARN: optional,
  /** anywhere: the API key itself */
  PADDLE_API_KEY: optional,
  SAHAB_DATA_DIR: optional,
  /** the sandbox checkout simulator: off unless switched on (the local runtime does by default) */
  SAHAB_SANDBOX_CHECKOUT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => v === 'true' || v === '1'),
  ),
  /** when set, the sandbox checkout POSTs its webhook to `${this}/api/billing/webhook` over HTTP */
  SAHAB_PUBLIC_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
});

export type WebhookSecretSetting =
  | { kind: 'secrets-manager'; secretId: string }
  | { kind: 'value'; value: string }
  | { kind: 'file'; path: string };

export interface BillingConfig {
  /**
   * 'paddle' when a client token is configured; otherwise 'sandbox' where the sandbox checkout
   * is switched on (SAHAB_SANDBOX_CHECKOUT), else 'none': no way to buy a plan here.
   */
  provider: 'paddle' | 'sandbox' | 'none';
  paddleClientToken: string | null;
  paddleEnvironment: 'sandbox' | 'production';
  priceIds: Partial<Record<Tier, string>>;
  priceTiers: PriceTiers;
  webhookSecret: WebhookSecretSetting;
  /** Paddle's API key for plan changes, invoices and the portal; null where none is configured */
  apiKey: Exclude<WebhookSecretSetting, { kind: 'file' }> | null;
  publicApiUrl: string | null;
}

export const LOCAL_SECRET_FILE = 'paddle-webhook-secret';

export function readBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const e = billingEnvSchema.parse(env);
  const priceIds: Partial<Record<Tier, string>> = {};
  if (e.PADDLE_PRICE_STARTER) priceIds.starter = e.PADDLE_PRICE_STARTER;
  if (e.PADDLE_PRICE_PRO) priceIds.pro = e.PADDLE_PRICE_PRO;
  if (e.PADDLE_PRICE_PREMIUM) priceIds.premium = e.PADDLE_PRICE_PREMIUM;
  const priceTiers: Record<string, Tier> = {};
  for (const tier of TIERS) {
    const id = priceIds[tier];
    if (id) priceTiers[id] = tier;
  }
  return {
    provider: e.PADDLE_CLIENT_TOKEN ? 'paddle' : e.SAHAB_SANDBOX_CHECKOUT ? 'sandbox' : 'none',
    paddleClientToken: e.PADDLE_CLIENT_TOKEN ?? null,
    paddleEnvironment: e.PADDLE_ENVIRONMENT,
    priceIds,
    priceTiers,
    webhookSecret: e.PADDLE_WEBHOOK_SECRET_ARN
      ? { kind: 'secrets-manager', secretId: e.PADDLE_WEBHOOK_SECRET_ARN }
      : e.PADDLE_WEBHOOK_SECRET
        ? { kind: 'value', value: e.PADDLE_WEBHOOK_SECRET }
        : { kind: 'file', path: join(e.SAHAB_DATA_DIR ?? '.data', LOCAL_SECRET_FILE) },
    apiKey: e.PADDLE_API_KEY_SECRET_ARN
      ? { kind: 'secrets-manager', secretId: e.PADDLE_API_KEY_SECRET_ARN }
      : e.PADDLE_API_KEY
        ? { kind: 'value', value: e.PADDLE_API_KEY }
        : null,
    publicApiUrl: e.SAHAB_PUBLIC_API_URL?.replace(/\/+$/, '') ?? null,
  };
}

/** The public Paddle settings the browser's checkout needs, or undefined for the sandbox. */
export function paddleCheckout(config: BillingConfig): PaddleCheckoutSettings | undefined {
  if (config.provider !== 'paddle' || !config.paddleClientToken) return undefined;
  return {
    clientToken: config.paddleClientToken,
    environment: config.paddleEnvironment,
    priceIds: config.priceIds,
  };
}
