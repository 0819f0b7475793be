import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * A value whose sentence names no property of a block the design lacks ("keep the order records
 * for 7 years") never opens that block: a Lambda function's durable execution is not switched on
 * by a record-keeping period, while "5 read capacity units" still sets a table's throughput.
 */
describe('a value opens a block of settings only where its sentence names it', () => {
  it.each([
    'Order events are streamed through Kafka to a Lambda function that writes them to a DynamoDB table. Keep the order records for 7 years.',
    'A Lambda function behind an API writes bookings to DynamoDB. The bookings must be retained for 5 years.',
    'دالة لامدا تستقبل الطلبات من SQS وتكتبها في جدول DynamoDB. نحتفظ بسجلات الطلبات لمدة ٣ سنوات.',
  ])('%s', (brief) => {
    const functions = resourcesOfBrief(brief).filter((r) => r.type === 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    for (const f of functions) expect(f.props.DurableConfig, f.id).toBeUndefined();
  });

  it('still opens a block its sentence names by the property', () => {
    const [table] = resourcesOfBrief(
      'A DynamoDB table with provisioned capacity of 5 read and 5 write units, hash key userId.',
    ).filter((r) => r.type === 'AWS::DynamoDB::Table');
    expect(table?.props.ProvisionedThroughput).toEqual({ ReadCapacityUnits: 5, WriteCapacityUnits: 5 });
  });
});
