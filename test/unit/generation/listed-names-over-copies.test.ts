import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The names the brief's main resources of a type get (dead-letter queues left aside), in order. */
function namesOf(brief: string, type: string, property: string): unknown[] {
  return designOfBrief(brief)
    .resources.filter((r) => r.type === type && !/DeadLetters/.test(r.id))
    .map((r) => r.props[property]);
}

/**
 * A list of names after a count or a plural ("three queues: billing, inventory and
 * notifications") is as many resources as it has names, each with its own name: never one
 * resource, nor several that share the first name (which CloudFormation refuses).
 */
describe('a list of names after a plural makes one resource per name, each named', () => {
  it.each([
    ['English, a count and "named"', 'Three SQS queues named billing, inventory and notifications.'],
    [
      'English, the clause going on',
      'Three SQS queues named billing, inventory and notifications for the order events.',
    ],
    [
      'English, a plural and a colon, no count',
      'An SNS topic that fans out to SQS queues: billing, inventory, notifications.',
    ],
    ['a typo in the noun', 'Three SQS queus: billing, inventory and notifications.'],
    ['Gulf Arabic, a count word', 'نبي ثلاث طوابير SQS: billing و inventory و notifications'],
    [
      'Levantine count word, mixed',
      'SNS topic يوزع كل رسالة على تلات queues: billing و inventory و notifications',
    ],
    ['MSA, Arabic-Indic digits', 'نحتاج ٣ طوابير SQS بأسماء billing و inventory و notifications.'],
  ])('%s: %s', (_, brief) => {
    expect(namesOf(brief, 'AWS::SQS::Queue', 'QueueName')).toEqual(['billing', 'inventory', 'notifications']);
  });

  it('an Arabic dual with two names gives two topics, each named', () => {
    expect(namesOf('موضوعين SNS: orders و refunds', 'AWS::SNS::Topic', 'TopicName')).toEqual([
      'orders',
      'refunds',
    ]);
  });

  it.each([
    [
      'English buckets, a colon',
      'Three S3 buckets: raw, processed and archive.',
      'AWS::S3::Bucket',
      'BucketName',
      ['raw', 'processed', 'archive'],
    ],
    [
      'English buckets, "named"',
      'Three S3 buckets named raw, processed and archive.',
      'AWS::S3::Bucket',
      'BucketName',
      ['raw', 'processed', 'archive'],
    ],
    [
      'a Gulf dual of tables, each glossed with its key',
      'الداتا في جدولين داينمو: Patients (key patientId) و Appointments (patientId + slot).',
      'AWS::DynamoDB::Table',
      'TableName',
      ['Patients', 'Appointments'],
    ],
  ])('stores: %s', (_, brief, type, property, names) => {
    expect(namesOf(brief, type, property)).toEqual(names);
  });

  it('a family with no name setting of its own gets each name in its schema name property', () => {
    expect(
      namesOf('Two Lambda functions: resize and notify.', 'AWS::Lambda::Function', 'FunctionName'),
    ).toEqual(['resize', 'notify']);
  });

  it.each([
    ['words that are no names', 'Two SQS queues: one for orders and one for refunds.'],
    ['no word that opens a list', 'Two SQS queues for billing and refunds.'],
    ['a list its clause goes on after, with no "and"', 'Two SQS queues: billing, refunds for the shop.'],
  ])('%s names nothing: %s', (_, brief) => {
    expect(namesOf(brief, 'AWS::SQS::Queue', 'QueueName').filter(Boolean)).toEqual([]);
  });

  it('files listed are no names a function takes (its name allows no "." or "/")', () => {
    expect(
      namesOf('Two Lambda functions: app.py and worker.py.', 'AWS::Lambda::Function', 'FunctionName').filter(
        Boolean,
      ),
    ).toEqual([]);
  });

  it('a count with no list keeps its copies unnamed', () => {
    expect(namesOf('Three SQS queues for the order events.', 'AWS::SQS::Queue', 'QueueName')).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
