import { describe, expect, it } from 'vitest';
import { DEPLOY_REGIONS } from '#shared/messages/regions';
import { deployRegion, deployRegionChoices } from '#web/pages/builder/deploy-form';

const FIRST = DEPLOY_REGIONS[0].value;

describe('the region a deployment goes to', () => {
  it("is the account's default region until the user picks one", () => {
    expect(deployRegion(undefined, { region: 'us-east-1' }, FIRST)).toBe('us-east-1');
    expect(deployRegion('eu-west-1', { region: 'us-east-1' }, FIRST)).toBe('eu-west-1');
    expect(deployRegion(undefined, undefined, FIRST)).toBe(FIRST);
  });

  it("offers the account's region even when the usual list lacks it", () => {
    const usual = DEPLOY_REGIONS.map((r) => r.value);
    expect(deployRegionChoices(usual, 'ap-northeast-1')).toEqual([...usual, 'ap-northeast-1']);
    expect(deployRegionChoices(usual, 'us-east-1')).toEqual(usual);
  });
});
