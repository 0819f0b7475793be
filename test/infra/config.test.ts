import { describe, expect, it } from 'vitest';
import { parseAppConfig, readAppConfig } from '#infra/config';

describe('CDK app configuration', () => {
  it('defaults to a dev stage with no Paddle account, a derived domain prefix and one-year logs', () => {
    // act
    const config = parseAppConfig({});
    // assert
    expect(config).toMatchObject({ stage: 'dev', logRetentionDays: 365, cognitoThreatProtection: false });
    expect(config.paddle).toBeUndefined();
    expect(config.cognitoDomainPrefix).toBeUndefined();
    expect(config.inKingdomRegions).toEqual([]);
  });

  it('reads context first and the environment second', () => {
    // arrange
    const context: Record<string, unknown> = { stage: 'prod' };
    const env = { SAHAB_STAGE: 'ignored', SAHAB_IN_KINGDOM_REGIONS: 'me-central-1, me-south-1' };
    // act
    const config = readAppConfig((key) => context[key], env);
    // assert
    expect(config.stage).toBe('prod');
    expect(config.inKingdomRegions).toEqual(['me-central-1', 'me-south-1']);
  });

  it('builds the Paddle settings when a client token and all three prices are given', () => {
    const config = parseAppConfig({
      paddleClientToken: 'live_abc',
      paddleEnvironment: 'production',
      paddlePriceStarter: 'pri_1',
      paddlePricePro: 'pri_2',
      paddlePricePremium: 'pri_3',
    });
    expect(config.paddle).toEqual({
      clientToken: 'live_abc',
      environment: 'production',
      priceIds: { starter: 'pri_1', pro: 'pri_2', premium: 'pri_3' },
    });
  });

  it.each([
    [
      { paddleClientToken: 'live_abc', paddlePriceStarter: 'pri_1' },
      /PADDLE_PRICE_STARTER, PADDLE_PRICE_PRO/,
    ],
    [{ stage: 'Prod!' }, /stage \(env SAHAB_STAGE\)/],
    [{ cognitoDomainPrefix: 'my-aws-login' }, /must not contain aws/],
    [{ logRetentionDays: '100' }, /logRetentionDays \(env SAHAB_LOG_RETENTION_DAYS\)/],
    [{ inKingdomRegions: 'riyadh' }, /not an AWS region code/],
  ])('rejects %o naming the key', (raw, message) => {
    expect(() => parseAppConfig(raw)).toThrow(message);
  });
});
