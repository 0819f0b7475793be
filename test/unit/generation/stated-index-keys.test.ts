import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

interface Key {
  AttributeName: string;
  KeyType: string;
}

/** The table's own key schema and each index's, as the design builds them. */
function keysOf(brief: string) {
  const table = designOfBrief(brief).resources.find((r) => r.type === 'AWS::DynamoDB::Table');
  const props = (table?.props ?? {}) as {
    KeySchema?: Key[];
    GlobalSecondaryIndexes?: { KeySchema: Key[] }[];
  };
  const names = (keys: Key[] | undefined) => (keys ?? []).map((k) => `${k.AttributeName} ${k.KeyType}`);
  return {
    table: names(props.KeySchema),
    indexes: (props.GlobalSecondaryIndexes ?? []).map((i) => names(i.KeySchema)),
  };
}

/**
 * A key said in a clause about an index is the index's: "a GSI whose partition key is Status and
 * sort key CreatedAt" gives the table no sort key CreatedAt (before, the table took it as its
 * own, and a table key said after the index lost to the index's).
 */
describe("an index's keys stay the index's", () => {
  it('a sort key said of the index is not the table sort key', () => {
    const keys = keysOf(
      'A DynamoDB table Payments keyed by PaymentId, with a GSI named MerchantIndex whose partition key is MerchantId and sort key PaidAt.',
    );
    expect(keys.table).toEqual(['PaymentId HASH']);
    expect(keys.indexes).toContainEqual(['MerchantId HASH', 'PaidAt RANGE']);
  });

  it("a table key said after the index's clause is the table's", () => {
    const keys = keysOf(
      'dynamo table with a gsi ByCity whose partition key is city; the table partition key is userId and its sort key is joinedAt',
    );
    expect(keys.table).toEqual(['userId HASH', 'joinedAt RANGE']);
    expect(keys.indexes.flat()).toContain('city HASH');
  });
});
