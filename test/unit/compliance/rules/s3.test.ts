import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { s3BucketAccessLogging } from '#shared/compliance/rules/s3/s3-bucket-access-logging';
import { s3BucketEncryption } from '#shared/compliance/rules/s3/s3-bucket-encryption';
import { s3BucketKmsEncryption } from '#shared/compliance/rules/s3/s3-bucket-kms-encryption';
import { s3BucketLogRetention } from '#shared/compliance/rules/s3/s3-bucket-log-retention';
import { s3BucketPolicyNoPublicRead } from '#shared/compliance/rules/s3/s3-bucket-policy-no-public-read';
import { s3BucketReplicationInKingdom } from '#shared/compliance/rules/s3/s3-bucket-replication-in-kingdom';
import { s3BucketTlsOnly } from '#shared/compliance/rules/s3/s3-bucket-tls-only';
import { s3BucketVersioning } from '#shared/compliance/rules/s3/s3-bucket-versioning';
import { s3PublicAccessBlock } from '#shared/compliance/rules/s3/s3-public-access-block';
import { evaluate, makeResource } from '#test/fixtures/compliance';
import { fixAndRescan } from '#test/fixtures/rule-fix';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue(`a reference to ${id}`, [id]);
const bucket = (props: Record<string, unknown> = {}, id = 'Data') =>
  makeResource(id, 'AWS::S3::Bucket', props);
const sse = (byDefault: Record<string, unknown>) => ({
  BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: byDefault }] },
});
const confidential = { Tags: [{ Key: 'DataClassification', Value: 'Confidential' }] };
const policy = (Statement: unknown[], target: unknown = ref('Data'), id = 'DataPolicy') =>
  makeResource(id, 'AWS::S3::BucketPolicy', {
    Bucket: target,
    PolicyDocument: { Version: '2012-10-17', Statement },
  });
const cfnBucket = (Properties: Record<string, unknown> = {}) => ({ Type: 'AWS::S3::Bucket', Properties });
const denyHttp = {
  Effect: 'Deny',
  Principal: '*',
  Action: 's3:*',
  Resource: [ref('Data')],
  Condition: { Bool: { 'aws:SecureTransport': 'false' } },
};

describe(s3BucketEncryption.id, () => {
  it('Noncompliance 1: no BucketEncryption (only the implicit SSE-S3 default)', () => {
    const result = evaluate(s3BucketEncryption, bucket());
    expect(result.status === 'fail' && result.message).toContain(
      "S3 bucket 'Data' has no default encryption",
    );
  });

  it('Compliance', () => {
    expect(evaluate(s3BucketEncryption, bucket(sse({ SSEAlgorithm: 'AES256' })))).toEqual({ status: 'pass' });
  });

  it('Unknown: BucketEncryption set by a condition', () => {
    expect(evaluate(s3BucketEncryption, bucket({ BucketEncryption: CONDITION }))).toEqual({
      status: 'unknown',
      reason: 'BucketEncryption is set by a condition that cannot be resolved',
    });
  });

  it('Fix: adds AES256 default encryption', () => {
    const run = fixAndRescan(s3BucketEncryption, { Data: cfnBucket() }, 'Data');
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

describe(s3BucketKmsEncryption.id, () => {
  it('Noncompliance 1: a Confidential bucket on SSE-S3', () => {
    const result = evaluate(
      s3BucketKmsEncryption,
      bucket({ ...confidential, ...sse({ SSEAlgorithm: 'AES256' }) }),
    );
    expect(result.status === 'fail' && result.message).toContain('SSEAlgorithm is AES256');
  });

  it('Noncompliance 2: aws:kms with the AWS managed alias/aws/s3 key', () => {
    const props = { ...confidential, ...sse({ SSEAlgorithm: 'aws:kms', KMSMasterKeyID: 'alias/aws/s3' }) };
    expect(evaluate(s3BucketKmsEncryption, bucket(props)).status).toBe('fail');
  });

  it('Compliance', () => {
    const key = makeResource('DataKey', 'AWS::KMS::Key', {});
    const props = { ...confidential, ...sse({ SSEAlgorithm: 'aws:kms', KMSMasterKeyID: ref('DataKey') }) };
    expect(evaluate(s3BucketKmsEncryption, bucket(props), [key])).toEqual({ status: 'pass' });
  });

  it('Not applicable: a bucket classified Internal', () => {
    const props = { Tags: [{ Key: 'DataClassification', Value: 'Internal' }] };
    expect(evaluate(s3BucketKmsEncryption, bucket(props)).status).toBe('not_applicable');
  });

  it('Unknown: the key comes from an unresolvable value', () => {
    const props = { ...confidential, ...sse({ SSEAlgorithm: 'aws:kms', KMSMasterKeyID: CONDITION }) };
    expect(evaluate(s3BucketKmsEncryption, bucket(props)).status).toBe('unknown');
  });

  it("Not applicable: a Confidential bucket holding an application or Classic load balancer's access logs (SSE-S3 only)", () => {
    const logs = bucket({ ...confidential, ...sse({ SSEAlgorithm: 'AES256' }) }, 'Logs');
    const alb = makeResource('Alb', 'AWS::ElasticLoadBalancingV2::LoadBalancer', {
      LoadBalancerAttributes: [{ Key: 'access_logs.s3.bucket', Value: ref('Logs') }],
    });
    const clb = makeResource('Clb', 'AWS::ElasticLoadBalancing::LoadBalancer', {
      AccessLoggingPolicy: { Enabled: true, S3BucketName: ref('Logs') },
    });
    expect(evaluate(s3BucketKmsEncryption, logs, [alb]).status).toBe('not_applicable');
    expect(evaluate(s3BucketKmsEncryption, logs, [clb]).status).toBe('not_applicable');
    // a network load balancer's logs may use a customer managed key: still asked for
    const nlb = makeResource('Nlb', 'AWS::ElasticLoadBalancingV2::LoadBalancer', {
      Type: 'network',
      LoadBalancerAttributes: [{ Key: 'access_logs.s3.bucket', Value: ref('Logs') }],
    });
    expect(evaluate(s3BucketKmsEncryption, logs, [nlb]).status).toBe('fail');
  });
});

describe(s3PublicAccessBlock.id, () => {
  it('Noncompliance 1: only two of the four flags set', () => {
    const props = { PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: 'true' } };
    const result = evaluate(s3PublicAccessBlock, bucket(props));
    expect(result.status === 'fail' && result.message).toContain(
      'IgnorePublicAcls, RestrictPublicBuckets are not true',
    );
  });

  it('Compliance: all four flags true', () => {
    const flags = {
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    };
    expect(evaluate(s3PublicAccessBlock, bucket({ PublicAccessBlockConfiguration: flags }))).toEqual({
      status: 'pass',
    });
  });

  it('Compliance: property absent, so the S3 default blocks all public access', () => {
    expect(evaluate(s3PublicAccessBlock, bucket()).status).toBe('pass');
  });

  it('Unknown: one flag set by a condition', () => {
    const props = { PublicAccessBlockConfiguration: { BlockPublicAcls: CONDITION } };
    expect(evaluate(s3PublicAccessBlock, bucket(props)).status).toBe('unknown');
  });

  it('Fix: sets all four flags', () => {
    const props = { PublicAccessBlockConfiguration: { BlockPublicAcls: false } };
    const run = fixAndRescan(s3PublicAccessBlock, { Data: cfnBucket(props) }, 'Data');
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

describe(s3BucketTlsOnly.id, () => {
  it('Noncompliance 1: no bucket policy', () => {
    const result = evaluate(s3BucketTlsOnly, bucket());
    expect(result.status === 'fail' && result.message).toContain('has no bucket policy');
  });

  it('Noncompliance 2: a policy for this bucket without the deny statement', () => {
    const allowRole = {
      Effect: 'Allow',
      Principal: { AWS: 'arn:aws:iam::111122223333:root' },
      Action: 's3:GetObject',
    };
    const result = evaluate(s3BucketTlsOnly, bucket(), [policy([allowRole])]);
    expect(result.status === 'fail' && result.message).toContain("bucket policy 'DataPolicy'");
  });

  it('Noncompliance 3: the deny statement is on another bucket', () => {
    expect(evaluate(s3BucketTlsOnly, bucket(), [policy([denyHttp], ref('Other'))]).status).toBe('fail');
  });

  it('Compliance: by Ref', () => {
    expect(evaluate(s3BucketTlsOnly, bucket(), [policy([denyHttp])])).toEqual({ status: 'pass' });
  });

  it('Compliance: by bucket name', () => {
    const named = bucket({ BucketName: 'acme-data' });
    expect(evaluate(s3BucketTlsOnly, named, [policy([denyHttp], 'acme-data')]).status).toBe('pass');
  });

  it('Unknown: the policy document is set by a condition', () => {
    const p = makeResource('DataPolicy', 'AWS::S3::BucketPolicy', {
      Bucket: ref('Data'),
      PolicyDocument: CONDITION,
    });
    expect(evaluate(s3BucketTlsOnly, bucket(), [p]).status).toBe('unknown');
  });

  it('Fix 1: adds a bucket policy when there is none', () => {
    const run = fixAndRescan(s3BucketTlsOnly, { Data: cfnBucket() }, 'Data');
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
    expect(run.template.Resources.DataTlsOnlyPolicy.Type).toBe('AWS::S3::BucketPolicy');
  });

  it('Fix 2: appends the statement to the existing policy', () => {
    const allowRole = {
      Effect: 'Allow',
      Principal: { AWS: 'arn:aws:iam::111122223333:root' },
      Action: 's3:GetObject',
      Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Data', 'Arn'] }, '/*']] },
    };
    const existing = {
      Type: 'AWS::S3::BucketPolicy',
      Properties: {
        Bucket: { Ref: 'Data' },
        PolicyDocument: { Version: '2012-10-17', Statement: [allowRole] },
      },
    };
    const run = fixAndRescan(s3BucketTlsOnly, { Data: cfnBucket(), DataPolicy: existing }, 'Data');
    expect(run.after.status).toBe('pass');
    const document = run.template.Resources.DataPolicy.Properties?.PolicyDocument as { Statement: unknown[] };
    expect(document.Statement).toHaveLength(2);
    expect(Object.keys(run.template.Resources)).toEqual(['Data', 'DataPolicy']);
  });
});

describe(s3BucketPolicyNoPublicRead.id, () => {
  const publicRead = {
    Sid: 'Website',
    Effect: 'Allow',
    Principal: '*',
    Action: 's3:GetObject',
    Resource: ref('Data'),
  };

  it('Noncompliance 1: Principal "*" may read objects', () => {
    const result = evaluate(s3BucketPolicyNoPublicRead, policy([publicRead]));
    expect(result.status === 'fail' && result.message).toContain("s3:GetObject (statement 'Website'");
  });

  it('Noncompliance 2: Principal {AWS: ["*"]} with a condition that does not limit callers', () => {
    const stmt = {
      ...publicRead,
      Principal: { AWS: ['*'] },
      Condition: { Bool: { 'aws:SecureTransport': 'true' } },
    };
    expect(evaluate(s3BucketPolicyNoPublicRead, policy([stmt])).status).toBe('fail');
  });

  it('Noncompliance 3: a negated condition on the VPC endpoint', () => {
    const stmt = { ...publicRead, Condition: { StringNotEquals: { 'aws:SourceVpce': 'vpce-1' } } };
    expect(evaluate(s3BucketPolicyNoPublicRead, policy([stmt])).status).toBe('fail');
  });

  it('Compliance: an Allow to everyone pinned to the organisation, and a TLS deny', () => {
    const stmt = { ...publicRead, Condition: { StringEquals: { 'aws:PrincipalOrgID': 'o-abc123' } } };
    expect(evaluate(s3BucketPolicyNoPublicRead, policy([stmt, denyHttp]))).toEqual({ status: 'pass' });
  });

  it('Unknown: the principal is set by a condition', () => {
    expect(
      evaluate(s3BucketPolicyNoPublicRead, policy([{ ...publicRead, Principal: CONDITION }])).status,
    ).toBe('unknown');
  });
});

describe(s3BucketVersioning.id, () => {
  it('Noncompliance 1: versioning suspended', () => {
    const result = evaluate(s3BucketVersioning, bucket({ VersioningConfiguration: { Status: 'Suspended' } }));
    expect(result.status === 'fail' && result.message).toContain('versioning is suspended');
  });

  it('Compliance', () => {
    expect(
      evaluate(s3BucketVersioning, bucket({ VersioningConfiguration: { Status: 'Enabled' } })).status,
    ).toBe('pass');
  });

  it('Unknown: Status set by a condition', () => {
    expect(
      evaluate(s3BucketVersioning, bucket({ VersioningConfiguration: { Status: CONDITION } })).status,
    ).toBe('unknown');
  });

  it('Fix: enables versioning', () => {
    const run = fixAndRescan(s3BucketVersioning, { Data: cfnBucket() }, 'Data');
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

describe(s3BucketAccessLogging.id, () => {
  it('Noncompliance 1: no LoggingConfiguration', () => {
    expect(evaluate(s3BucketAccessLogging, bucket()).status).toBe('fail');
  });

  it('Noncompliance 2: a CloudTrail bucket still needs access logs', () => {
    const trail = makeResource('Trail', 'AWS::CloudTrail::Trail', { S3BucketName: ref('Data') });
    expect(evaluate(s3BucketAccessLogging, bucket(), [trail]).status).toBe('fail');
  });

  it('Compliance', () => {
    const props = { LoggingConfiguration: { DestinationBucketName: ref('Logs'), LogFilePrefix: 'data/' } };
    expect(evaluate(s3BucketAccessLogging, bucket(props)).status).toBe('pass');
  });

  it('Not applicable: the bucket receives the access logs of another bucket', () => {
    const source = bucket({ LoggingConfiguration: { DestinationBucketName: ref('Logs') } }, 'Data');
    expect(evaluate(s3BucketAccessLogging, bucket({}, 'Logs'), [source]).status).toBe('not_applicable');
  });

  it.each([
    [
      'an application load balancer',
      makeResource('Alb', 'AWS::ElasticLoadBalancingV2::LoadBalancer', {
        LoadBalancerAttributes: [
          { Key: 'access_logs.s3.enabled', Value: 'true' },
          { Key: 'access_logs.s3.bucket', Value: ref('Logs') },
        ],
      }),
    ],
    [
      'a network load balancer (bucket named by its literal name)',
      makeResource('Nlb', 'AWS::ElasticLoadBalancingV2::LoadBalancer', {
        Type: 'network',
        LoadBalancerAttributes: [{ Key: 'access_logs.s3.bucket', Value: 'acme-lb-logs' }],
      }),
    ],
    [
      'a Classic load balancer',
      makeResource('Clb', 'AWS::ElasticLoadBalancing::LoadBalancer', {
        AccessLoggingPolicy: { Enabled: true, S3BucketName: ref('Logs') },
      }),
    ],
    [
      'a CloudFront distribution (by its regional domain name)',
      makeResource('Cdn', 'AWS::CloudFront::Distribution', {
        DistributionConfig: { Logging: { Bucket: 'acme-lb-logs.s3.amazonaws.com' } },
      }),
    ],
  ])('Not applicable: the bucket receives the access logs of %s', (_what, source) => {
    const logs = bucket({ BucketName: 'acme-lb-logs' }, 'Logs');
    expect(evaluate(s3BucketAccessLogging, logs, [source]).status).toBe('not_applicable');
  });

  it('Unknown: LoggingConfiguration set by a condition', () => {
    expect(evaluate(s3BucketAccessLogging, bucket({ LoggingConfiguration: CONDITION })).status).toBe(
      'unknown',
    );
  });
});

describe(s3BucketLogRetention.id, () => {
  const expiring = (days: unknown) => ({
    LifecycleConfiguration: { Rules: [{ Status: 'Enabled', ExpirationInDays: days }] },
  });
  const trail = makeResource('Trail', 'AWS::CloudTrail::Trail', { S3BucketName: ref('Logs') });

  it('Noncompliance 1: CloudTrail logs expire after 90 days', () => {
    const result = evaluate(s3BucketLogRetention, bucket(expiring(90), 'Logs'), [trail]);
    expect(result.status === 'fail' && result.message).toContain("logs of CloudTrail trail 'Trail'");
  });

  it('Noncompliance 2: load balancer logs expire on a fixed date', () => {
    const lb = makeResource('Alb', 'AWS::ElasticLoadBalancingV2::LoadBalancer', {
      LoadBalancerAttributes: [{ Key: 'access_logs.s3.bucket', Value: 'acme-logs' }],
    });
    const props = {
      BucketName: 'acme-logs',
      LifecycleConfiguration: { Rules: [{ Status: 'Enabled', ExpirationDate: '2026-01-01T00:00:00Z' }] },
    };
    expect(evaluate(s3BucketLogRetention, bucket(props, 'Logs'), [lb]).status).toBe('fail');
  });

  it('Compliance: 400 days, and a disabled short rule', () => {
    const props = {
      LifecycleConfiguration: {
        Rules: [
          { Status: 'Enabled', ExpirationInDays: '400' },
          { Status: 'Disabled', ExpirationInDays: 30 },
        ],
      },
    };
    expect(evaluate(s3BucketLogRetention, bucket(props, 'Logs'), [trail]).status).toBe('pass');
  });

  it('Not applicable: a bucket that receives no logs', () => {
    expect(evaluate(s3BucketLogRetention, bucket(expiring(30))).status).toBe('not_applicable');
  });

  it('Unknown: ExpirationInDays from an unresolvable value', () => {
    expect(evaluate(s3BucketLogRetention, bucket(expiring(CONDITION), 'Logs'), [trail]).status).toBe(
      'unknown',
    );
  });
});

describe(s3BucketReplicationInKingdom.id, () => {
  const replicateTo = (target: unknown) => ({
    ReplicationConfiguration: {
      Role: 'arn:aws:iam::111122223333:role/r',
      Rules: [{ Status: 'Enabled', Destination: { Bucket: target } }],
    },
  });

  it('Compliance: the destination bucket is in this template', () => {
    expect(evaluate(s3BucketReplicationInKingdom, bucket(replicateTo(ref('Replica'))))).toEqual({
      status: 'pass',
    });
  });

  it('Not applicable: no replication', () => {
    expect(evaluate(s3BucketReplicationInKingdom, bucket()).status).toBe('not_applicable');
  });

  it('Unknown: a bucket ARN outside the template carries no region', () => {
    const result = evaluate(s3BucketReplicationInKingdom, bucket(replicateTo('arn:aws:s3:::elsewhere')));
    expect(result.status === 'unknown' && result.reason).toContain("'arn:aws:s3:::elsewhere'");
  });
});
