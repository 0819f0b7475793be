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

  it.each([
    ['a bare key after an attached "and"', 'نبي جدول داينمو للفواتير والمفتاح invoiceId', 'invoiceId'],
    ['a bare key after an attached "with"', 'جدول DynamoDB اسمه devices بمفتاح deviceId', 'deviceId'],
    ['a key with its possessive', 'ابي جدول داينمو للمستأجرين مفتاحه tenant_id', 'tenant_id'],
  ])('reads %s as the partition key', (_, brief, key) => {
    expect(keysOf(brief).keys[0]).toBe(key);
  });

  it.each([
    ['جدول داينمو للجلسات، وتنتهي صلاحية السجلات حسب الحقل validUntil', 'validUntil'],
    ['جدول داينمو للسلال مع TTL بالحقل expireAt', 'expireAt'],
    // "on" said in Arabic, as "TTL on expires_at" is in English
    ['جدول DynamoDB للجلسات مع TTL على expires_at', 'expires_at'],
  ])('reads the expiry attribute an Arabic brief names by its field: %s', (brief, attribute) => {
    const table = designOfBrief(brief).resources.find((r) => r.type === 'AWS::DynamoDB::Table')?.props;
    expect(table?.TimeToLiveSpecification).toMatchObject({ AttributeName: attribute, Enabled: true });
  });

  it('never reads a key that encrypts as the table’s key', () => {
    expect(keysOf('جدول داينمو مشفّر بمفتاح KMS خاص فينا').keys).not.toContain('kms');
  });

  it('reads a key whose naming words come one after another ("is named"), and the sort attribute', () => {
    expect(
      keysOf(
        "A DynamoDB table where the key attribute is named 'pk' of type String and the sort attribute 'sk'.",
      ).keys,
    ).toEqual(['pk', 'sk']);
    expect(keysOf('A DynamoDB table whose partition key is called tenantId.').keys).toEqual(['tenantId']);
  });

  it('reads an index keyed on an attribute, named before its key', () => {
    expect(
      keysOf(
        "DynamoDB table 'Orders' whose primary key is OrderID and which has a GSI named CustomerIndex keyed on CustomerID.",
      ).indexes,
    ).toContain('CustomerID');
  });

  it('an index takes the name, keys and key types the brief gives it', () => {
    const table = (brief: string) =>
      designOfBrief(brief).resources.find((r) => r.type === 'AWS::DynamoDB::Table')?.props ?? {};
    const games = table(
      'A DynamoDB table named GameScores with UserId as the partition key and GameTitle as the sort key, and a GSI GameTitleIndex with GameTitle as partition key and TopScore as sort key.',
    );
    expect(games.GlobalSecondaryIndexes).toEqual([
      expect.objectContaining({
        IndexName: 'GameTitleIndex',
        KeySchema: [
          { AttributeName: 'GameTitle', KeyType: 'HASH' },
          { AttributeName: 'TopScore', KeyType: 'RANGE' },
        ],
      }),
    ]);
    expect(games.AttributeDefinitions).toContainEqual({ AttributeName: 'TopScore', AttributeType: 'S' });
    const music = table(
      'Create a DynamoDB table with Album as the partition key and Artist as the sort key, plus a global secondary index named myGSI on Sales (number).',
    );
    expect(music.GlobalSecondaryIndexes).toEqual([expect.objectContaining({ IndexName: 'myGSI' })]);
    expect(music.AttributeDefinitions).toContainEqual({ AttributeName: 'Sales', AttributeType: 'N' });
  });

  it('a local secondary index shares the table’s partition key', () => {
    const props =
      designOfBrief(
        "A DynamoDB table whose hash key is 'Id' (number) and sort key 'CreatedAt', with a local secondary index on 'Status'.",
      ).resources.find((r) => r.type === 'AWS::DynamoDB::Table')?.props ?? {};
    expect(props.GlobalSecondaryIndexes).toBeUndefined();
    expect(props.LocalSecondaryIndexes).toEqual([
      expect.objectContaining({
        KeySchema: [
          { AttributeName: 'Id', KeyType: 'HASH' },
          { AttributeName: 'Status', KeyType: 'RANGE' },
        ],
      }),
    ]);
  });
});

/** Keys written as a CloudFormation engineer writes them: the properties' own names and key types. */
describe('key names stated in CloudFormation’s words reach the table', () => {
  it.each([
    ['A DynamoDB table; KeySchema: VehicleId HASH, TripStart RANGE.', ['VehicleId', 'TripStart']],
    ['DynamoDB table with AttributeName "Album" and KeyType HASH.', ['Album']],
    ['DynamoDB table whose attribute definitions are tenantCode (S) and seq (N).', ['tenantCode', 'seq']],
    ['a dynamodb table with a composite primary key of AccountNo and PostedAt', ['AccountNo', 'PostedAt']],
    ['جدول DynamoDB بمفتاح مركب من warehouseId و binCode', ['warehouseId', 'binCode']],
  ])('%s', (brief, keys) => {
    expect(keysOf(brief).keys).toEqual(keys);
  });

  it('keeps an index named beside a table key that is typed', () => {
    const { keys, indexes } = keysOf(
      'DynamoDB table with primary key ref of type String and a GSI named StateIndex with partition key state',
    );
    expect(keys[0]).toBe('ref');
    expect(indexes).toContain('state');
  });
});
