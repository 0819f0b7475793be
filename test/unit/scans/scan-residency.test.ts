import { describe, expect, it } from 'vitest';
import { seededEstate } from '#functions/lib/simulators/sandbox-cloud/estate/seeded-estate';
import { type InventoryScope, scanInventory } from '#shared/compliance/account-scan/scan-inventory';

const estate = [...seededEstate('123456789012', 'me-south-1', 40).values()].flat();
const scope: InventoryScope = {
  accountId: 'acct-1',
  accountNumber: '123456789012',
  region: 'me-south-1',
  frameworks: ['SAMA', 'NCA-ECC', 'CITC'],
  detectedAt: '2026-11-24T00:00:00Z',
};
const residencyFindings = (residency?: InventoryScope['residency']) =>
  scanInventory(estate, { ...scope, ...(residency && { residency }) }).violations.filter(
    (v) => v.rule_id === 'residency-region-in-kingdom',
  );

describe('account scans read the residency setting the scan started with', () => {
  it('without one, say once per account and region that residency cannot be judged', () => {
    const findings = residencyFindings();
    expect(findings).toHaveLength(1);
    expect(findings[0]?.status).toBe('unknown');
  });

  it('with Bahrain outside the list, every data store fails in plain words; inside, none does', () => {
    const outside = residencyFindings({
      in_kingdom_regions: ['me-west-9'],
      resident_classifications: ['Public', 'Internal', 'Restricted', 'Confidential', 'Secret', 'TopSecret'],
    });
    expect(outside.length).toBeGreaterThan(1);
    expect(outside.every((v) => v.status === 'fail')).toBe(true);
    expect(outside[0]?.description).toContain('me-south-1 is in Bahrain');
    expect(
      residencyFindings({ in_kingdom_regions: ['me-south-1'], resident_classifications: ['Secret'] }),
    ).toEqual([]);
  });
});
