import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { resourcesOfBrief, valuesOfType } from '#test/fixtures/generation';

/** Every `type path=value` a brief's values are first read as. */
const firstTargets = (brief: string) =>
  statedProperties(brief).map(
    (r) => `${r.targets[0]?.type} ${r.targets[0]?.path}=${String(r.targets[0]?.value)}`,
  );

/**
 * Issue 28 item 3: a name the brief states reaches the resource it qualifies. Two names in one
 * sentence are two resources' even where one noun might say both types; a name in quotes after a
 * naming word is that word's; a name after the words of the property that holds it ("database
 * name", "master user name") is that property's.
 */
describe('each stated name goes to the resource it qualifies', () => {
  it('gives two names of one sentence to two resources when one noun might say both', () => {
    const read = firstTargets(
      'Events land on the Kinesis stream "tap-events", and a delivery stream called tap-archive copies them to S3.',
    );
    expect(read).toContain('AWS::Kinesis::Stream Name=tap-events');
    expect(read).toContain('AWS::KinesisFirehose::DeliveryStream DeliveryStreamName=tap-archive');
  });

  it('reads a quoted name after a naming word as the name of the noun before it', () => {
    const read = firstTargets('نبي طابور SQS اسمه `otp-jobs`، ولامدا تسحب منه وترسل الرموز');
    expect(read).toContain('AWS::SQS::Queue QueueName=otp-jobs');
    expect(read.some((r) => r.startsWith('AWS::Lambda::Function FunctionName'))).toBe(false);
  });

  it('reads a name after the words of its property as that property', () => {
    const read = firstTargets(
      'A MySQL RDS instance with database name shopdb and master user name shop_owner.',
    );
    expect(read).toContain('AWS::RDS::DBInstance DBName=shopdb');
    expect(read).toContain('AWS::RDS::DBInstance MasterUsername=shop_owner');
  });

  it('names an Arabic global secondary index and keys it on the attribute said', () => {
    const resources = resourcesOfBrief(
      'جدول DynamoDB للمنتجات، المفتاح الأساسي sku، مع فهرس ثانوي عام اسمه byBrand على brand',
    );
    expect(valuesOfType(resources, 'AWS::DynamoDB::Table', 'GlobalSecondaryIndexes.IndexName')).toContain(
      'byBrand',
    );
    expect(
      valuesOfType(resources, 'AWS::DynamoDB::Table', 'GlobalSecondaryIndexes.KeySchema.AttributeName'),
    ).toContain('brand');
  });
});
