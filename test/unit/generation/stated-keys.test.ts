import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The table's key attribute names, partition first, and its indexes' key names. */
const keysOf = (brief: string) => {
  const table = designOfBrief(brief).resources.find((r) => r.type === 'AWS::DynamoDB::Table')?.props ?? {};
  const names = (schema: unknown) =>
    ((schema ?? []) as { AttributeName: string }[]).map((k) => k.AttributeName);
  return {
    keys: names(table.KeySchema),
    indexes: ((table.GlobalSecondaryIndexes ?? []) as { KeySchema: unknown }[]).flatMap((i) =>
      names(i.KeySchema),
    ),
  };
};

/** Key and index attribute names stated in Arabic or mixed briefs reach the table's key schema. */
describe('stated key names reach the table, in Arabic and mixed wording', () => {
  it('reads a key named with an attached pronoun, an article or a naming word', () => {
    for (const [brief, keys] of [
      [
        'نبي جدول داينمو اسمه customers، مفتاحه الأساسي customerId ومفتاح الفرز createdAt',
        ['customerId', 'createdAt'],
      ],
      ['ابغى API بسيط وللتخزين استخدم الداينمو، والمفتاح اسمه customerId.', ['customerId']],
      ['API فيه lamda وتخزن في dynamo db table اسم المفتاح userId', ['userId']],
      ['جدول داينمو للطلبات، مفتاح التقسيم هو orderId', ['orderId']],
    ] as const)
      expect(keysOf(brief).keys.slice(0, keys.length), brief).toEqual(keys);
  });

  it('reads an index named in Arabic', () => {
    expect(
      keysOf(
        'نبي جدول DynamoDB للمحافظ اسمه wallets، المفتاح الأساسي wallet_id، وفهرس ثانوي على customer_id.',
      ).indexes,
    ).toContain('customer_id');
  });

  it('never reads a key that encrypts as the table’s key', () => {
    expect(keysOf('جدول داينمو مشفّر بمفتاح KMS خاص فينا').keys).not.toContain('kms');
  });
});
