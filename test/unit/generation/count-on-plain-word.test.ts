import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

const countOf = (brief: string, type: string) =>
  designOfBrief(brief).resources.filter((r) => r.type === type).length;

/**
 * A count said on a family's plain word, with the product named after it in the same sentence
 * ("two tables in DynamoDB", "جدولين في DynamoDB"), counts that product.
 */
describe('a count on the plain word counts the product named beside it', () => {
  it.each([
    [
      'English',
      'We need two tables in DynamoDB, one for orders and one for customers.',
      'AWS::DynamoDB::Table',
      2,
    ],
    ['English, buckets', 'Three buckets on S3 for raw, clean and curated data.', 'AWS::S3::Bucket', 3],
    ['a Gulf dual', 'نبي جدولين في DynamoDB واحد للطلبات وواحد للعملاء', 'AWS::DynamoDB::Table', 2],
    ['digits, with a typo', 'we need 2 tabels in dynamodb for orders and refunds', 'AWS::DynamoDB::Table', 2],
  ])('%s: %s', (_, brief, type, n) => {
    expect(countOf(brief, type)).toBe(n);
  });

  it('a count in another sentence counts nothing there', () => {
    expect(
      countOf('A table in DynamoDB for orders. Later we may add two more tables.', 'AWS::DynamoDB::Table'),
    ).toBe(1);
  });
});
