import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { scanToSarif } from '#shared/scan-export/sarif';
import { makeScan, makeScanViolation } from '#test/fixtures/scan-results';

describe('SARIF export of an account scan', () => {
  const critical = makeScanViolation({
    rule_id: 's3-public-access-block',
    account_number: '999999999999',
    region: 'us-east-1',
  });
  const medium = makeScanViolation({ rule_id: 's3-bucket-versioning' });
  const again = makeScanViolation({ rule_id: 's3-bucket-versioning' });
  const sarif = scanToSarif(
    makeScan({
      violations: [critical, medium, again],
      coverage: {
        units_total: 4,
        units_collected: 3,
        percent: 75,
        resources_scanned: 12,
        gaps: [
          {
            account_id: 'acc-1',
            region: 'me-south-1',
            resource_type: 'AWS::EKS::Cluster',
            error: 'AccessDeniedException',
            message: 'not allowed',
          },
        ],
        regions: [{ account_id: 'acc-1', regions: ['me-south-1'] }],
      },
    }),
  );
  const run = sarif.runs[0];

  it('lists each rule that produced a result once, described from the engine', () => {
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual([
      's3-bucket-versioning',
      's3-public-access-block',
    ]);
    const rule = ALL_RULES.find((r) => r.id === 's3-public-access-block');
    expect(run.tool.driver.rules[1]).toMatchObject({ shortDescription: { text: rule?.title } });
  });

  it('points every result at its rule and at the resource as a logical location', () => {
    expect(run.results).toHaveLength(3);
    for (const result of run.results) {
      expect(run.tool.driver.rules[result.ruleIndex ?? -1].id).toBe(result.ruleId);
    }
    const first = run.results[0];
    expect(first.level).toBe('error');
    expect(first.locations[0].logicalLocations[0].fullyQualifiedName).toBe(
      `999999999999/us-east-1/AWS::S3::Bucket/${critical.resource}`,
    );
    expect(first.partialFingerprints.sahabViolationId).toBe(critical.violation_id);
    expect(run.results[1].level).toBe('warning');
  });

  it('reports what the scan could not read as warnings of the invocation, and the scores', () => {
    expect(run.invocations[0].toolExecutionNotifications?.[0].message.text).toBe(
      'AWS::EKS::Cluster in me-south-1, account 123456789012 (My Sandbox): AccessDeniedException: not allowed',
    );
    expect(run.invocations[0].executionSuccessful).toBe(true);
    expect(run.properties.overall_score).toBe(70);
  });

  it('still describes a rule id the engine no longer has', () => {
    const old = scanToSarif(makeScan({ violations: [makeScanViolation({ rule_id: 'retired-rule' })] }));
    expect(old.runs[0].tool.driver.rules).toEqual([{ id: 'retired-rule', name: 'retired-rule' }]);
  });
});
