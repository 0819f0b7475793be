import { describe, expect, it } from 'vitest';
import { FREE_TIERS, USAGE } from '#shared/cost/index';
import { estimateFor, priceOf, resourceIn } from '#test/fixtures/cost';

describe('S3 bucket', () => {
  it('prices Standard storage and requests', () => {
    const bucket = resourceIn(estimateFor({ Bucket: { Type: 'AWS::S3::Bucket', Properties: {} } }), 'Bucket');
    const expected = (p: 'min' | 'max') =>
      USAGE.s3StorageGb[p] * priceOf('S3', 'S3 Standard storage first 50 TB') +
      USAGE.s3PutRequests[p] * priceOf('S3', 'S3 Standard PUT/COPY/POST/LIST requests') +
      USAGE.s3GetRequests[p] * priceOf('S3', 'S3 Standard GET and other requests');
    expect(bucket.monthly.min).toBeCloseTo(expected('min'), 6);
    expect(bucket.monthly.max).toBeCloseTo(expected('max'), 6);
  });
});

describe('EFS file system', () => {
  it('prices One Zone storage and provisioned throughput', () => {
    const estimate = estimateFor({
      Files: {
        Type: 'AWS::EFS::FileSystem',
        Properties: {
          AvailabilityZoneName: 'me-south-1a',
          ThroughputMode: 'provisioned',
          ProvisionedThroughputInMibps: 10,
        },
      },
    });
    expect(resourceIn(estimate, 'Files').monthly.min).toBeCloseTo(
      USAGE.efsStorageGb.min * priceOf('EFS', 'One Zone storage') +
        10 * priceOf('EFS', 'provisioned throughput'),
      6,
    );
  });
});

describe('KMS key and Secrets Manager secret', () => {
  it('prices the key-month and requests after the free 20,000', () => {
    const key = resourceIn(estimateFor({ Key: { Type: 'AWS::KMS::Key', Properties: {} } }), 'Key');
    const request = priceOf('KMS', 'symmetric API requests (beyond free tier)');
    expect(key.monthly.min).toBeCloseTo(priceOf('KMS', 'customer managed key'), 6);
    expect(key.monthly.max).toBeCloseTo(
      priceOf('KMS', 'customer managed key') +
        (USAGE.kmsRequests.max - FREE_TIERS['kms-requests'].quantity) * request,
      6,
    );
  });

  it('prices the secret-month and its API requests', () => {
    const secret = resourceIn(
      estimateFor({ Secret: { Type: 'AWS::SecretsManager::Secret', Properties: {} } }),
      'Secret',
    );
    expect(secret.monthly.min).toBeCloseTo(
      priceOf('Secrets Manager', 'secret') +
        USAGE.secretRequests.min * priceOf('Secrets Manager', 'API requests'),
      6,
    );
  });
});

describe('WAF web ACL', () => {
  const acl = (scope: string) => ({
    Type: 'AWS::WAFv2::WebACL',
    Properties: { Scope: scope, DefaultAction: { Allow: {} }, Rules: [{ Name: 'a' }, { Name: 'b' }] },
  });
  const expected = (region: string) =>
    priceOf('WAF', 'web ACL', region) +
    2 * priceOf('WAF', 'rule', region) +
    USAGE.wafRequests.min * priceOf('WAF', 'requests (up to 1500 WCU)', region);

  it('prices the ACL, each rule and requests in the region', () => {
    expect(resourceIn(estimateFor({ Acl: acl('REGIONAL') }), 'Acl').monthly.min).toBeCloseTo(
      expected('me-south-1'),
      6,
    );
  });

  it('prices a CloudFront-scoped ACL at us-east-1 rates', () => {
    expect(resourceIn(estimateFor({ Acl: acl('CLOUDFRONT') }), 'Acl').monthly.min).toBeCloseTo(
      expected('us-east-1'),
      6,
    );
  });
});

describe('Cognito user pool', () => {
  it('prices monthly active users beyond the free 10,000 at the Essentials rate by default', () => {
    const pool = resourceIn(
      estimateFor({ Pool: { Type: 'AWS::Cognito::UserPool', Properties: {} } }),
      'Pool',
    );
    const rate = priceOf(
      'Cognito',
      "user pool MAU, feed label 'Enterprise MAU' (appears to be the Essentials tier rate)",
    );
    expect(pool.monthly.min).toBe(0);
    expect(pool.monthly.max).toBeCloseTo(
      (USAGE.userPoolMau.max - FREE_TIERS['cognito-mau'].quantity) * rate,
      6,
    );
  });
});

describe('CloudTrail trail', () => {
  it('charges nothing for the first trail and management events for a second', () => {
    const estimate = estimateFor({
      First: { Type: 'AWS::CloudTrail::Trail', Properties: { IsLogging: true } },
      Second: { Type: 'AWS::CloudTrail::Trail', Properties: { IsLogging: true } },
    });
    expect(resourceIn(estimate, 'First').status).toBe('no charge');
    expect(resourceIn(estimate, 'Second').monthly.min).toBeCloseTo(
      USAGE.trailEvents.min * priceOf('CloudTrail', 'management events, additional trail copies'),
      6,
    );
  });
});
