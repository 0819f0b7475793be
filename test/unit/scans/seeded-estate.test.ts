import { describe, expect, it } from 'vitest';
import { ESTATE_REGIONS, seededEstate } from '#functions/lib/simulators/sandbox-cloud/estate/seeded-estate';
import { scanInventory } from '#shared/compliance/account-scan/scan-inventory';

const count = (estate: Map<string, unknown[]>) =>
  [...estate.values()].reduce((sum, list) => sum + list.length, 0);

describe('the sandbox seeded estate', () => {
  it('is the same for the same account and region, and differs between accounts', () => {
    const a = seededEstate('123456789012', 'me-south-1', 120);
    const again = seededEstate('123456789012', 'me-south-1', 121);
    expect(JSON.stringify([...(again.get('AWS::S3::Bucket') ?? [])].slice(0, 3))).toBe(
      JSON.stringify([...(a.get('AWS::S3::Bucket') ?? [])].slice(0, 3)),
    );
    const other = seededEstate('210987654320', 'me-south-1', 120);
    expect(JSON.stringify(other.get('AWS::S3::Bucket'))).not.toBe(JSON.stringify(a.get('AWS::S3::Bucket')));
  });

  it('holds the asked number of resources in each estate region and nothing elsewhere', () => {
    for (const region of ESTATE_REGIONS) expect(count(seededEstate('123456789012', region, 150))).toBe(150);
    expect(count(seededEstate('123456789012', 'eu-west-1', 150))).toBe(0);
  });

  it('has known problems the template rules find on live properties', () => {
    const resources = ESTATE_REGIONS.flatMap((region) =>
      [...seededEstate('123456789012', region, 150).values()].flat(),
    );
    const { violations } = scanInventory(resources, {
      accountId: 'acct-1',
      accountNumber: '123456789012',
      region: 'me-south-1',
      frameworks: ['SAMA', 'NCA-ECC', 'CITC'],
      detectedAt: '2026-11-24T00:00:00Z',
    });
    const rules = new Set(violations.map((v) => v.rule_id));
    for (const expected of [
      'ec2-sg-no-open-admin-ports',
      'ec2-volume-encrypted',
      's3-bucket-versioning',
      'rds-storage-encrypted',
      'lambda-runtime-supported',
      'logs-retention-365',
      'kms-key-rotation',
    ]) {
      expect(rules.has(expected), expected).toBe(true);
    }
    // and not everything fails: most resources are configured well
    expect(violations.filter((v) => v.severity === 'critical').length).toBeLessThan(resources.length / 5);
  });
});
