import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type CoverageChecks,
  cfnTypeOf,
  coverageMarkdown,
  coverageRows,
} from '#shared/compliance/output/coverage';

const copy = JSON.parse(
  readFileSync(new URL('../../../shared/compliance/output/prowler-coverage.json', import.meta.url), 'utf8'),
) as CoverageChecks;
const shared = new URL('../../../../shared/data/prowler-aws-checks.json', import.meta.url);

describe('docs/coverage.md', () => {
  it('is current: generated from the rule metadata and the copied Prowler metadata (npm run docs:coverage)', () => {
    const doc = readFileSync(new URL('../../../docs/coverage.md', import.meta.url), 'utf8');
    expect(doc).toBe(coverageMarkdown(copy));
  });

  it('reads Security Hub resource types as CloudFormation types, and leaves out what no template creates', () => {
    expect(cfnTypeOf('AwsS3Bucket')).toBe('AWS::S3::Bucket');
    expect(cfnTypeOf('AwsRdsDbCluster')).toBe('AWS::RDS::DBCluster');
    expect(cfnTypeOf('AwsElbv2LoadBalancer')).toBe('AWS::ElasticLoadBalancingV2::LoadBalancer');
    expect(cfnTypeOf('AwsSsmPatchCompliance')).toBeUndefined();
    expect(cfnTypeOf('Other')).toBeUndefined();
  });

  it('names the covering rule of a paired check, and "not covered" for an unpaired one', () => {
    const rows = coverageRows(copy);
    expect(rows.find((r) => r.check === 'sagemaker_notebook_instance_root_access_disabled')?.rules).toEqual([
      'sagemaker-notebook-no-root',
    ]);
    expect(rows.some((r) => r.rules.length === 0)).toBe(true);
  });

  it.skipIf(!existsSync(shared))('copies every check of the shared Prowler metadata', () => {
    const all = JSON.parse(readFileSync(shared, 'utf8')) as CoverageChecks;
    expect(copy.commit).toBe(all.commit);
    expect(copy.checks).toEqual(
      all.checks.map(({ check_id, resource_type }) => ({ check_id, resource_type })),
    );
  });
});
