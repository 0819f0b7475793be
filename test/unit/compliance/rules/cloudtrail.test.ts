import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { cloudtrailBucketExists } from '#shared/compliance/rules/cloudtrail/cloudtrail-bucket-exists';
import { cloudtrailCloudwatchLogs } from '#shared/compliance/rules/cloudtrail/cloudtrail-cloudwatch-logs';
import { cloudtrailKmsEncryption } from '#shared/compliance/rules/cloudtrail/cloudtrail-kms-encryption';
import { cloudtrailLogValidation } from '#shared/compliance/rules/cloudtrail/cloudtrail-log-validation';
import { cloudtrailLoggingOn } from '#shared/compliance/rules/cloudtrail/cloudtrail-logging-on';
import { cloudtrailMultiRegion } from '#shared/compliance/rules/cloudtrail/cloudtrail-multi-region';
import type { Rule } from '#shared/compliance/types';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const trail = (props: Record<string, unknown> = {}) =>
  makeResource('Trail', 'AWS::CloudTrail::Trail', {
    IsLogging: true,
    S3BucketName: ref('TrailBucket'),
    ...props,
  });

/** The four "a boolean must be true" trail rules share their shape. */
const booleanRules: [Rule, string][] = [
  [cloudtrailMultiRegion, 'IsMultiRegionTrail'],
  [cloudtrailLogValidation, 'EnableLogFileValidation'],
  [cloudtrailLoggingOn, 'IsLogging'],
];

for (const [rule, property] of booleanRules) {
  describe(rule.id, () => {
    it(`Noncompliance 1: ${property} false`, () => {
      const result = evaluate(rule, trail({ [property]: false }));
      expect(result.status === 'fail' && result.message).toContain("CloudTrail trail 'Trail'");
    });

    it('Compliance', () => {
      expect(evaluate(rule, trail({ [property]: true })).status).toBe('pass');
    });

    it(`Unknown: ${property} is set by a condition`, () => {
      expect(evaluate(rule, trail({ [property]: CONDITION }))).toEqual({
        status: 'unknown',
        reason: `${property} is set by a condition that cannot be resolved`,
      });
    });

    it(`Fix sets ${property} true`, () => {
      const resource = trail({ [property]: false });
      expect(rule.fix?.(resource, makeContext([resource]))).toEqual([
        { op: 'set', path: ['Resources', 'Trail', 'Properties', property], value: true },
      ]);
    });
  });
}

describe(cloudtrailMultiRegion.id, () => {
  it('Noncompliance 2: IsMultiRegionTrail absent', () => {
    expect(evaluate(cloudtrailMultiRegion, trail()).status).toBe('fail');
  });
});

describe(cloudtrailKmsEncryption.id, () => {
  it('Noncompliance 1: no KMSKeyId', () => {
    expect(evaluate(cloudtrailKmsEncryption, trail()).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(cloudtrailKmsEncryption, trail({ KMSKeyId: ref('TrailKey') })).status).toBe('pass');
  });

  it('Unknown: KMSKeyId is set by a condition', () => {
    expect(evaluate(cloudtrailKmsEncryption, trail({ KMSKeyId: CONDITION })).status).toBe('unknown');
  });
});

describe(cloudtrailCloudwatchLogs.id, () => {
  it('Noncompliance 1: no CloudWatchLogsLogGroupArn', () => {
    expect(evaluate(cloudtrailCloudwatchLogs, trail()).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(
      evaluate(cloudtrailCloudwatchLogs, trail({ CloudWatchLogsLogGroupArn: ref('TrailLogs') })).status,
    ).toBe('pass');
  });
});

describe(cloudtrailBucketExists.id, () => {
  const bucket = makeResource('TrailBucket', 'AWS::S3::Bucket');

  it('Noncompliance 1: no S3BucketName', () => {
    const result = evaluate(cloudtrailBucketExists, trail({ S3BucketName: undefined }));
    expect(result.status === 'fail' && result.message).toContain("CloudTrail trail 'Trail'");
  });

  it('Compliance', () => {
    expect(evaluate(cloudtrailBucketExists, trail(), [bucket]).status).toBe('pass');
  });

  it('Unknown: a literal bucket name outside the template', () => {
    const result = evaluate(cloudtrailBucketExists, trail({ S3BucketName: 'org-audit-logs' }));
    expect(result.status === 'unknown' && result.reason).toContain("'org-audit-logs'");
  });

  it('Unknown: the name comes from a custom resource', () => {
    const custom = makeResource('TrailBucket', 'Custom::Bucket');
    expect(evaluate(cloudtrailBucketExists, trail(), [custom]).status).toBe('unknown');
  });
});
