import { describe, expect, it } from 'vitest';
import { valuesInDesign } from '#test/fixtures/generation';

/**
 * Names and identifiers a brief states reach the template as written, however the brief writes
 * them: in English, Gulf or MSA Arabic, mixed, with typos.
 */
describe('a stated identifier reaches the template as written', () => {
  it('keeps a key attribute written in camel case, never spell-corrected into a word', () => {
    for (const brief of [
      'A DynamoDB table for store sales with partition key storeId.',
      'نبي جدول داينمو للمبيعات، مفتاح التقسيم storeId',
      'نريد جدول DynamoDB للمبيعات مفتاحه storeId',
      'dynamo tabel for sales, partiton key storeId',
    ])
      expect(valuesInDesign(brief, 'AWS::DynamoDB::Table', 'KeySchema.AttributeName'), brief).toContain(
        'storeId',
      );
  });
});
