import { describe, expect, it } from 'vitest';
import { CloudError } from '#functions/lib/ports/cloud-error';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import { REGIONS_UNIT, regionsToScan } from '#functions/lib/scans/scan-regions';
import { awsAccountRecord } from '#test/fixtures/accounts';

/** An inventory whose region listing answers `enabled`, or throws it when it is an error. */
function listing(enabled: string[] | Error) {
  const asked: RegionalTarget[] = [];
  return {
    asked,
    async enabledRegions(target: RegionalTarget) {
      asked.push(target);
      if (enabled instanceof Error) throw enabled;
      return enabled;
    },
  };
}

const account = awsAccountRecord({ id: 'acct-9', region: 'me-south-1' });
const refused = new CloudError(
  'access-denied',
  'UnauthorizedOperation',
  'You are not authorized to perform this operation.',
);

describe('regions a scan covers in one account', () => {
  it('is every enabled region, asked through the account role in its default region, the default first', async () => {
    const inventory = listing(['ap-south-1', 'eu-west-1', 'me-south-1', 'us-east-1']);
    const chosen = await regionsToScan(inventory, account, ['eu-west-1']);
    expect(chosen).toEqual({ regions: ['me-south-1', 'ap-south-1', 'eu-west-1', 'us-east-1'], gaps: [] });
    expect(inventory.asked).toEqual([
      { roleArn: account.roleArn, externalId: account.userId, region: 'me-south-1' },
    ]);
  });

  it('always includes the default region the account was linked in', async () => {
    const chosen = await regionsToScan(listing(['us-east-1', 'us-west-2']), account, []);
    expect(chosen.regions).toEqual(['me-south-1', 'us-east-1', 'us-west-2']);
  });

  it('narrows to the requested regions that are enabled, leaving out one the account has not switched on', async () => {
    const chosen = await regionsToScan(
      listing(['eu-west-1', 'me-south-1', 'us-east-1']),
      account,
      [],
      ['us-east-1', 'af-south-1', 'eu-west-1'],
    );
    expect(chosen).toEqual({ regions: ['eu-west-1', 'us-east-1'], gaps: [] });
  });

  it('falls back to the default region and the deployed ones when the role may not list regions, as a gap', async () => {
    const chosen = await regionsToScan(listing(refused), account, ['us-west-2', 'eu-west-1', 'us-west-2']);
    expect(chosen.regions).toEqual(['me-south-1', 'eu-west-1', 'us-west-2']);
    expect(chosen.gaps).toEqual([
      {
        account_id: 'acct-9',
        region: 'me-south-1',
        resource_type: REGIONS_UNIT,
        error: 'UnauthorizedOperation',
        message: expect.stringContaining('You are not authorized to perform this operation.'),
      },
    ]);
    expect(chosen.gaps[0].message).toContain('only the default region and the regions Sahab deployed to');
  });

  it('scans the requested regions as asked when the listing is refused', async () => {
    const chosen = await regionsToScan(listing(refused), account, ['us-west-2'], ['eu-west-1']);
    expect(chosen.regions).toEqual(['eu-west-1']);
    expect(chosen.gaps).toHaveLength(1);
  });

  it('throws throttling and non-cloud errors, for the workflow to retry or record', async () => {
    const throttled = new CloudError('throttled', 'RequestLimitExceeded', 'Request limit exceeded.');
    await expect(regionsToScan(listing(throttled), account, [])).rejects.toBe(throttled);
    const bug = new TypeError('boom');
    await expect(regionsToScan(listing(bug), account, [])).rejects.toBe(bug);
  });
});
