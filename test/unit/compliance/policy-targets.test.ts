import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { candidatePolicies, type PolicyTargeting } from '#shared/compliance/rules/_lib/policy-targets';
import { makeContext, makeResource } from '#test/fixtures/compliance';

const ref = (id: string) => unknownValue(`a reference to ${id}`, [id]);
const QUEUE_POLICIES: PolicyTargeting = {
  policyType: 'AWS::SQS::QueuePolicy',
  targetOf: (policy) => policy.properties.Queues,
  wholeUnknownMayNameOthers: true,
};
const BUCKET_POLICIES: PolicyTargeting = {
  policyType: 'AWS::S3::BucketPolicy',
  targetOf: (policy) => policy.properties.Bucket,
  wholeUnknownMayNameOthers: false,
};
const queuePolicy = (id: string, Queues: unknown) => makeResource(id, 'AWS::SQS::QueuePolicy', { Queues });
const ids = (resources: { logicalId: string }[]) => resources.map((r) => r.logicalId);

describe('candidatePolicies', () => {
  const first = makeResource('First', 'AWS::SQS::Queue');
  const second = makeResource('Second', 'AWS::SQS::Queue');

  it('leaves out policies that refer only to other resources, keeping template order', () => {
    const ctx = makeContext([
      first,
      second,
      queuePolicy('ForSecond', [ref('Second')]),
      queuePolicy('ForBoth', [ref('First'), ref('Second')]),
      queuePolicy('ForFirst', [ref('First')]),
    ]);
    expect(ids(candidatePolicies(ctx, QUEUE_POLICIES, first))).toEqual(['ForBoth', 'ForFirst']);
    expect(ids(candidatePolicies(ctx, QUEUE_POLICIES, second))).toEqual(['ForSecond', 'ForBoth']);
  });

  it('keeps for every target a policy naming targets by literal or by an unresolved value', () => {
    const ctx = makeContext([
      first,
      second,
      queuePolicy('ByUrl', ['https://sqs.me-south-1.amazonaws.com/111122223333/first']),
      queuePolicy('ForSecond', [ref('Second')]),
      queuePolicy('ByCondition', unknownValue('set by a condition', ['Second'])),
      queuePolicy('Unresolved', [unknownValue('an import')]),
    ]);
    expect(ids(candidatePolicies(ctx, QUEUE_POLICIES, first))).toEqual([
      'ByUrl',
      'ByCondition',
      'Unresolved',
    ]);
  });

  it("takes a bucket policy's single Ref as naming only that bucket", () => {
    const bucket = makeResource('Data', 'AWS::S3::Bucket');
    const ctx = makeContext([
      bucket,
      makeResource('OtherPolicy', 'AWS::S3::BucketPolicy', { Bucket: ref('Other') }),
      makeResource('DataPolicy', 'AWS::S3::BucketPolicy', { Bucket: ref('Data') }),
      makeResource('Imported', 'AWS::S3::BucketPolicy', { Bucket: unknownValue('an import') }),
    ]);
    expect(ids(candidatePolicies(ctx, BUCKET_POLICIES, bucket))).toEqual(['DataPolicy', 'Imported']);
  });
});
