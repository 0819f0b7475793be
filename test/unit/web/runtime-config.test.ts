import { describe, expect, it } from 'vitest';
import { localSiteConfig } from '#local/site-config';
import { makeRuntimeConfig } from '#test/fixtures/web';
import { ConfigError, parseRuntimeConfig } from '#web/config/runtime-config';

describe('parseRuntimeConfig', () => {
  it('reads a complete config', () => {
    const raw = makeRuntimeConfig({
      billing: {
        provider: 'paddle',
        paddleClientToken: 'test_tok',
        paddleEnvironment: 'sandbox',
        priceIds: { pro: 'pri_1' },
      },
      simulated: ['billing', 'aws'],
    });
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(raw)))).toEqual(raw);
  });

  it('names the missing field', () => {
    const { clientId: _dropped, ...raw } = makeRuntimeConfig();
    expect(() => parseRuntimeConfig(raw)).toThrow(new ConfigError('config.json: "clientId" is missing'));
  });

  it('refuses an unknown billing provider', () => {
    expect(() => parseRuntimeConfig({ ...makeRuntimeConfig(), billing: { provider: 'stripe' } })).toThrow(
      /billing.provider/,
    );
  });

  it('treats a missing or malformed simulated list as nothing simulated', () => {
    const { simulated: _dropped, ...raw } = makeRuntimeConfig();
    expect(parseRuntimeConfig(raw).simulated).toEqual([]);
    expect(parseRuntimeConfig({ ...raw, simulated: ['billing', 3] }).simulated).toEqual(['billing']);
  });
});

describe('parseRuntimeConfig against the config.json the local runtime serves', () => {
  const site = (env: NodeJS.ProcessEnv) =>
    localSiteConfig({
      publicUrl: 'http://localhost:4100',
      issuer: 'http://localhost:4100/oidc',
      clientId: 'sahab-local',
      logoutUrl: 'http://localhost:4100/oidc/logout',
      region: 'me-south-1',
      env,
    });

  it('reads the sandbox configuration and what it simulates', () => {
    const config = parseRuntimeConfig(JSON.parse(JSON.stringify(site({ SAHAB_SANDBOX_CHECKOUT: 'true' }))));
    expect(config).toMatchObject({
      authority: 'http://localhost:4100/oidc',
      clientId: 'sahab-local',
      logoutUrl: 'http://localhost:4100/oidc/logout',
      billing: { provider: 'sandbox' },
    });
    expect(config.simulated).toContain('billing');
  });

  it('reads a configuration with no checkout at all (sandbox switched off, no Paddle)', () => {
    const config = parseRuntimeConfig(JSON.parse(JSON.stringify(site({ SAHAB_SANDBOX_CHECKOUT: 'false' }))));
    expect(config.billing).toEqual({ provider: 'none', paddleEnvironment: 'sandbox' });
    expect(config.simulated).not.toContain('billing');
  });

  it('reads a Paddle configuration with its price ids', () => {
    const env = {
      PADDLE_CLIENT_TOKEN: 'test_tok',
      PADDLE_PRICE_PRO: 'pri_pro',
      PADDLE_ENVIRONMENT: 'sandbox',
    };
    const config = parseRuntimeConfig(JSON.parse(JSON.stringify(site(env))));
    expect(config.billing).toMatchObject({ provider: 'paddle', paddleClientToken: 'test_tok' });
    expect(config.billing.priceIds?.pro).toBe('pri_pro');
    expect(config.simulated).not.toContain('billing');
  });
});
