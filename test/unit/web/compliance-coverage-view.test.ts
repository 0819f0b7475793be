import { describe, expect, it } from 'vitest';
import { gapText, regionsScannedText } from '#web/pages/compliance/coverage-view';
import { scanRegionOptions } from '#web/pages/compliance/region-options';

describe('the coverage notice', () => {
  it('lists the regions of a one-account scan', () => {
    const text = regionsScannedText(
      { regions: [{ account_id: 'a1', regions: ['me-south-1', 'eu-west-1', 'us-east-1'] }] },
      new Map([['a1', 'Prod']]),
    );
    expect(text).toBe('Regions scanned: me-south-1, eu-west-1, us-east-1');
  });

  it('names each account by alias when the scan covered several', () => {
    const text = regionsScannedText(
      {
        regions: [
          { account_id: 'a1', regions: ['me-south-1', 'us-east-1'] },
          { account_id: 'a2', regions: ['eu-west-1'] },
        ],
      },
      new Map([['a1', 'Prod']]),
    );
    expect(text).toBe('Regions scanned: Prod (me-south-1, us-east-1); a2 (eu-west-1)');
  });

  it('says nothing about regions before the scan was planned', () => {
    expect(regionsScannedText({ regions: [] }, new Map())).toBe('');
  });

  it("names a refused region listing for what it is, with AWS's words", () => {
    expect(
      gapText({
        account_id: 'a1',
        region: 'me-south-1',
        resource_type: 'regions',
        error: 'UnauthorizedOperation',
        message: 'You are not authorized to perform this operation.',
      }),
    ).toBe(
      'Enabled regions in me-south-1: UnauthorizedOperation (You are not authorized to perform this operation.)',
    );
    expect(
      gapText({
        account_id: 'a1',
        region: 'us-east-1',
        resource_type: 'AWS::EKS::Cluster',
        error: 'E',
        message: 'm',
      }),
    ).toBe('AWS::EKS::Cluster in us-east-1: E (m)');
  });
});

describe('the scan form region choices', () => {
  it('offers the accounts’ and past scans’ regions beside the usual ones, once each, sorted, Bahrain named', () => {
    const options = scanRegionOptions(['il-central-1', 'us-east-1'], ['ap-south-2', 'me-south-1']);
    const values = options.map((o) => o.value);
    expect(values).toEqual([...new Set(values)].sort());
    expect(values).toEqual(
      expect.arrayContaining(['il-central-1', 'ap-south-2', 'me-south-1', 'us-east-1', 'eu-west-1']),
    );
    expect(options.find((o) => o.value === 'me-south-1')?.description).toBe('Bahrain');
    expect(options.find((o) => o.value === 'il-central-1')?.description).toBe('Israel (Tel Aviv)');
  });
});
