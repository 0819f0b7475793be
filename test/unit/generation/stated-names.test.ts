import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { designOfBrief } from '#test/fixtures/generation';

/** The name each type is given, as read from a brief (its first target's value), by type. */
const namesRead = (brief: string) =>
  Object.fromEntries(
    statedProperties(brief).flatMap((r) => {
      const [t] = r.targets;
      return t && /Name$/.test(t.path) ? [[t.type, t.value]] : [];
    }),
  );

/**
 * A name the brief gives a resource reaches it whatever noun says the resource: the family's
 * own word or another of its words in English or Arabic ("جدول", "طابور", "dynamo"), with or
 * without a naming word, before or after the noun, and past Arabic punctuation.
 */
describe('a stated name reaches the resource the noun beside it says', () => {
  it('reads a name after a naming word whose noun is Arabic or the family’s other word', () => {
    for (const [brief, type, name] of [
      ['نبي جدول داينمو اسمه customers، مفتاحه الأساسي customerId', 'AWS::DynamoDB::Table', 'customers'],
      [
        'ودالة تخزن القراءات في جدول باسم cold_readings، مع الاحتفاظ بالبيانات',
        'AWS::DynamoDB::Table',
        'cold_readings',
      ],
      ['أريد طابور رسائل اسمه invoices-queue تعالجه دالة لامدا', 'AWS::SQS::Queue', 'invoices-queue'],
    ] as const)
      expect(namesRead(brief)[type], brief).toBe(name);
  });

  it('reads a name written beside its noun with no naming word, before or after it', () => {
    for (const [brief, type, name] of [
      [
        'pls clean up expird sesions in the dynamo table user_sessions every night',
        'AWS::DynamoDB::Table',
        'user_sessions',
      ],
      [
        'Messages on the audit-events queue must stay available for 14 days.',
        'AWS::SQS::Queue',
        'audit-events',
      ],
      ['لما المستخدم يرفع صورة على الباكت user-photos نبي thumbnail', 'AWS::S3::Bucket', 'user-photos'],
      [
        'clickstream JSON lands in the S3 bucket clicks-raw-ksa every hour',
        'AWS::S3::Bucket',
        'clicks-raw-ksa',
      ],
    ] as const)
      expect(namesRead(brief)[type], brief).toBe(name);
  });

  it('never reads a word of the language joined by a hyphen as a name', () => {
    expect(namesRead('Failed messages go to a dead-letter queue after 3 tries.')).toEqual({});
    expect(namesRead('An on-demand table with point-in-time recovery.')).toEqual({});
  });

  it('names the table the template builds', () => {
    const { resources } = designOfBrief('نبي جدول داينمو اسمه customers، والدفع على قد الاستخدام');
    expect(resources.filter((r) => r.type === 'AWS::DynamoDB::Table').map((r) => r.props.TableName)).toEqual([
      'customers',
    ]);
  });
});
