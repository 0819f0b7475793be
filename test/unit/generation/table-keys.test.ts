import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

type Key = { AttributeName: string; KeyType: string };

/** The one table a brief gets: its key (`HASH`, `RANGE`) by attribute, and its own name. */
function tableOf(brief: string) {
  const table = designOfBrief(brief).resources.find((r) => r.type === 'AWS::DynamoDB::Table');
  const keys = (table?.props.KeySchema ?? []) as Key[];
  const attributes = (table?.props.AttributeDefinitions ?? []) as {
    AttributeName: string;
    AttributeType: string;
  }[];
  return {
    types: Object.fromEntries(attributes.map((a) => [a.AttributeName, a.AttributeType])),
    keys: Object.fromEntries(keys.map((k) => [k.KeyType, k.AttributeName])),
    name: table?.props.TableName,
  };
}

describe("a table's key attributes, however the brief writes them", () => {
  it('the type written in brackets between the name and what it is', () => {
    expect(tableOf('A DynamoDB table where the attribute email (String) is the partition key.').keys).toEqual(
      {
        HASH: 'email',
      },
    );
  });

  it('an attribute named, typed, then used as the key: the name is the attribute’s, not the table’s', () => {
    const { keys, name } = tableOf(
      'Create a DynamoDB table with an attribute named ID of type S used as the HASH key.',
    );
    expect(keys).toEqual({ HASH: 'ID' });
    expect(name).not.toBe('ID');
  });

  it('the key type in brackets after each name', () => {
    expect(tableOf('A DynamoDB table whose key schema is ArtistId (HASH) and Concert (RANGE).').keys).toEqual(
      {
        HASH: 'ArtistId',
        RANGE: 'Concert',
      },
    );
  });

  it('Arabic, with the key type in brackets', () => {
    expect(tableOf('جدول DynamoDB مفتاحه bookingId (HASH) و createdAt (RANGE)').keys).toEqual({
      HASH: 'bookingId',
      RANGE: 'createdAt',
    });
  });

  it('each key of the type the brief says: a number, a string, by default a string', () => {
    expect(
      tableOf(
        'A DynamoDB table whose partition key is deviceId, a number, and whose sort key ts is also a number.',
      ).types,
    ).toEqual({ deviceId: 'N', ts: 'N' });
    expect(
      tableOf('A DynamoDB table where the attribute email (String) is the partition key.').types,
    ).toEqual({
      email: 'S',
    });
    expect(
      tableOf('Create a DynamoDB table with an attribute named ID of type N used as the HASH key.').types,
    ).toEqual({
      ID: 'N',
    });
    expect(tableOf('a dynamodb table whose key is a number').types).toMatchObject({ pk: 'N' });
    expect(tableOf('جدول DynamoDB مفتاح التقسيم bookingId من نوع رقم').types).toEqual({ bookingId: 'N' });
    expect(tableOf('A DynamoDB table keyed by orderId.').types).toEqual({ orderId: 'S' });
  });

  it('a key or an index on an attribute the brief calls an attribute, a field or a column', () => {
    expect(tableOf('A table in DynamoDB keyed by the attribute CustomerID.').keys).toEqual({
      HASH: 'CustomerID',
    });
    expect(tableOf('A DynamoDB table whose partition key is the field tenant_id.').keys).toEqual({
      HASH: 'tenant_id',
    });
    expect(
      tableOf('DynamoDB table with hash key id, plus a global secondary index on the email attribute.').types,
    ).toEqual({ id: 'S', email: 'S' });
  });

  it('an index the brief names before it says what it is on', () => {
    expect(
      tableOf('A dynamodb table with partition key pk, sort key sk and a GSI named byStatus on status.')
        .types,
    ).toEqual({ pk: 'S', sk: 'S', status: 'S' });
  });
});
