import { describe, expect, it } from 'vitest';
import { ConfigError, parseRuntimeConfig } from '../../../web/src/config/runtime-config';
import { makeRuntimeConfig } from '../../fixtures/web';

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
