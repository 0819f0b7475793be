import { describe, expect, it } from 'vitest';
import { paddleCheckout, readBillingConfig } from '#functions/lib/billing/config';
import { webBillingConfig } from '#shared/billing/web-billing';

describe('readBillingConfig', () => {
  it('offers no checkout without Paddle unless the sandbox checkout is switched on', () => {
    for (const off of [{}, { SAHAB_SANDBOX_CHECKOUT: '' }, { SAHAB_SANDBOX_CHECKOUT: 'false' }]) {
      const config = readBillingConfig(off);
      expect(config.provider).toBe('none');
      expect(webBillingConfig(paddleCheckout(config), false)).toEqual({ provider: 'none' });
    }
    expect(() => readBillingConfig({ SAHAB_SANDBOX_CHECKOUT: 'yes' })).toThrow();
  });

  it('is the sandbox where switched on and no Paddle client token is set (empty counts as unset)', () => {
    const config = readBillingConfig({
      PADDLE_CLIENT_TOKEN: '',
      SAHAB_DATA_DIR: '/data',
      SAHAB_SANDBOX_CHECKOUT: 'true',
    });
    expect(config.provider).toBe('sandbox');
    expect(config.webhookSecret).toEqual({ kind: 'file', path: '/data/paddle-webhook-secret' });
    expect(webBillingConfig(paddleCheckout(config), config.provider === 'sandbox')).toEqual({
      provider: 'sandbox',
    });
  });

  it('is Paddle with a client token, and maps configured prices to tiers', () => {
    const config = readBillingConfig({
      PADDLE_CLIENT_TOKEN: 'test_7d3b',
      PADDLE_ENVIRONMENT: 'production',
      PADDLE_PRICE_STARTER: 'pri_01s',
      PADDLE_PRICE_PRO: 'pri_01p',
      PADDLE_PRICE_PREMIUM: 'pri_01x',
      PADDLE_WEBHOOK_SECRET_ARN: 'arn:aws:secretsmanager:me-south-1:1:secret:x',
      PADDLE_WEBHOOK_SECRET: 'ignored-when-arn-set',
      SAHAB_SANDBOX_CHECKOUT: 'true',
    });
    expect(config.provider).toBe('paddle');
    expect(config.priceTiers).toEqual({ pri_01s: 'starter', pri_01p: 'pro', pri_01x: 'premium' });
    expect(config.webhookSecret).toEqual({
      kind: 'secrets-manager',
      secretId: 'arn:aws:secretsmanager:me-south-1:1:secret:x',
    });
    expect(webBillingConfig(paddleCheckout(config), config.provider === 'sandbox')).toEqual({
      provider: 'paddle',
      paddleClientToken: 'test_7d3b',
      paddleEnvironment: 'production',
      priceIds: { starter: 'pri_01s', pro: 'pri_01p', premium: 'pri_01x' },
    });
  });

  it('never puts the webhook secret into the browser config', () => {
    const config = readBillingConfig({
      PADDLE_CLIENT_TOKEN: 'test_1',
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_top_secret',
    });
    expect(config.webhookSecret).toEqual({ kind: 'value', value: 'pdl_ntfset_top_secret' });
    expect(
      JSON.stringify(webBillingConfig(paddleCheckout(config), config.provider === 'sandbox')),
    ).not.toContain('top_secret');
  });

  it('defaults the environment to sandbox and rejects an unknown one', () => {
    expect(readBillingConfig({}).paddleEnvironment).toBe('sandbox');
    expect(() => readBillingConfig({ PADDLE_ENVIRONMENT: 'live' })).toThrow();
  });
});
