import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The metric, namespace and dimensions of a brief's alarms. */
const alarms = (brief: string) =>
  designOfBrief(brief)
    .resources.filter((r) => r.type === 'AWS::CloudWatch::Alarm' && !/^Audit|^Backlog/.test(r.id))
    .map((r) => ({
      namespace: r.props.Namespace,
      metric: r.props.MetricName,
      dimensions: r.props.Dimensions,
    }));

describe("an alarm on a table's capacity watches that metric, on that table", () => {
  it.each([
    [
      'Set up a CloudWatch alarm for the DynamoDB table when consumed read capacity is above 80.',
      'AWS/DynamoDB',
      'ConsumedReadCapacityUnits',
      'TableName',
    ],
    [
      'A CloudWatch alarm on the DynamoDB table when write capacity units pass 500.',
      'AWS/DynamoDB',
      'ConsumedWriteCapacityUnits',
      'TableName',
    ],
    [
      'An EFS file system and a CloudWatch alarm on its PercentIOLimit metric above 90.',
      'AWS/EFS',
      'PercentIOLimit',
      'FileSystemId',
    ],
    [
      'An Amazon EFS file system with bursting throughput, with a CloudWatch alarm when BurstCreditBalance drops below 1 TB.',
      'AWS/EFS',
      'BurstCreditBalance',
      'FileSystemId',
    ],
  ])('%s', (brief, namespace, metric, dimension) => {
    expect(alarms(brief)).toContainEqual({
      namespace,
      metric,
      dimensions: [expect.objectContaining({ Name: dimension })],
    });
  });
});
