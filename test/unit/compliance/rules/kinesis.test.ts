import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { firehoseEncrypted } from '#shared/compliance/rules/kinesis/firehose-encrypted';
import { kinesisStreamEncrypted } from '#shared/compliance/rules/kinesis/kinesis-stream-encrypted';
import { evaluate, makeResource } from '#test/fixtures/compliance';
import { fixAndRescan } from '#test/fixtures/rule-fix';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const stream = (props: Record<string, unknown> = {}) =>
  makeResource('Events', 'AWS::Kinesis::Stream', { ShardCount: 1, ...props });
const delivery = (props: Record<string, unknown> = {}) =>
  makeResource('Delivery', 'AWS::KinesisFirehose::DeliveryStream', props);

describe(kinesisStreamEncrypted.id, () => {
  it('Noncompliance 1: no StreamEncryption', () => {
    const result = evaluate(kinesisStreamEncrypted, stream());
    expect(result.status === 'fail' && result.message).toBe(
      "Kinesis stream 'Events' is not encrypted at rest: StreamEncryption.EncryptionType is not KMS.",
    );
  });

  it('Compliance', () => {
    const props = { StreamEncryption: { EncryptionType: 'KMS', KeyId: 'alias/aws/kinesis' } };
    expect(evaluate(kinesisStreamEncrypted, stream(props)).status).toBe('pass');
  });

  it('Unknown: the encryption type is set by a condition', () => {
    expect(evaluate(kinesisStreamEncrypted, stream({ StreamEncryption: CONDITION })).status).toBe('unknown');
  });

  it('Fix: KMS with the AWS managed Kinesis key', () => {
    const run = fixAndRescan(
      kinesisStreamEncrypted,
      { Events: { Type: 'AWS::Kinesis::Stream', Properties: { ShardCount: 1 } } },
      'Events',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

describe(firehoseEncrypted.id, () => {
  it('Noncompliance 1: a DirectPut stream (the default) without server-side encryption', () => {
    expect(evaluate(firehoseEncrypted, delivery()).status).toBe('fail');
  });

  it('Compliance', () => {
    const props = {
      DeliveryStreamType: 'DirectPut',
      DeliveryStreamEncryptionConfigurationInput: { KeyType: 'AWS_OWNED_CMK' },
    };
    expect(evaluate(firehoseEncrypted, delivery(props)).status).toBe('pass');
  });

  it('Not applicable: fed from a Kinesis stream', () => {
    expect(
      evaluate(firehoseEncrypted, delivery({ DeliveryStreamType: 'KinesisStreamAsSource' })).status,
    ).toBe('not_applicable');
  });

  it('Unknown: KeyType set by a condition', () => {
    expect(
      evaluate(
        firehoseEncrypted,
        delivery({ DeliveryStreamEncryptionConfigurationInput: { KeyType: CONDITION } }),
      ).status,
    ).toBe('unknown');
  });
});
