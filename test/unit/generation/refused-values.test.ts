import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * A value the brief refuses ("not on-demand", "الـon-demand مو لازم", "on demand not required") is
 * never built; where its property takes two values, the refusal states the other one.
 */

const streamModes = (brief: string) =>
  resourcesOfBrief(brief)
    .filter((r) => r.type === 'AWS::Kinesis::Stream')
    .map((r) => [
      (r.props.StreamModeDetails as { StreamMode?: string }).StreamMode,
      r.props.ShardCount ?? 'none',
    ]);

describe('a refused value of a two-valued property states the other', () => {
  it.each([
    ['A Kinesis stream with one shard only (on-demand is not needed), and a Lambda reading from it.', 1],
    ['نبي Kinesis stream بشارد واحد بس (الـon-demand مو لازم)، ولامبدا تقرا منه.', 1],
    ['A Kinesis stream with one shard, not on-demand, read by a Lambda.', 1],
    ['Kinesis stream, no on-demand mode, 2 shards, consumed by Lambda.', 2],
    ['نريد تدفق Kinesis دون وضع on-demand، تقرأ منه دالة Lambda.', 1],
    ['kinesis strem with 1 shard, on demand not required, lamda consumer', 1],
  ])('%s', (brief, shards) => {
    expect(streamModes(brief)).toEqual([['PROVISIONED', shards]]);
  });

  it('reads a table that is not on-demand as provisioned', () => {
    const tables = resourcesOfBrief(
      'A DynamoDB table for orders, provisioned capacity, not on-demand.',
    ).filter((r) => r.type === 'AWS::DynamoDB::Table');
    expect(tables.map((t) => t.props.BillingMode)).toEqual(['PROVISIONED']);
  });

  it('keeps a value the brief asks for', () => {
    expect(streamModes('A Kinesis stream in on-demand mode read by a Lambda.')).toEqual([
      ['ON_DEMAND', 'none'],
    ]);
  });
});
