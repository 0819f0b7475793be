import { describe, expect, it } from 'vitest';
import { ACCOUNT_REGIONS, DEFAULT_ACCOUNT_REGION } from '#shared/accounts/regions';
import { DEPLOY_REGIONS } from '#shared/messages/regions';

describe("the accounts screen's regions", () => {
  it('offer every region the deploy dialog offers, its default (me-south-1) among them', () => {
    const offered = new Set<string>(ACCOUNT_REGIONS);
    expect(DEPLOY_REGIONS.map((r) => r.value).filter((region) => !offered.has(region))).toEqual([]);
    expect(offered.has(DEPLOY_REGIONS[0].value)).toBe(true);
  });

  it('keep the spec order with us-east-1 first as the default, each region once', () => {
    expect(DEFAULT_ACCOUNT_REGION).toBe('us-east-1');
    expect(new Set(ACCOUNT_REGIONS).size).toBe(ACCOUNT_REGIONS.length);
  });
});
