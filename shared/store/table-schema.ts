/**
 * The one description of the application's single DynamoDB table. The CDK data stack and the
 * local runtime (dynalite) both build the table from this module, so their keys never drift.
 * Key types use DynamoDB's own letters ('S'), which are also the values of CDK's `AttributeType`.
 */
export interface KeyAttribute {
  readonly name: string;
  readonly type: 'S' | 'N';
}

export interface IndexSchema {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
}

export interface TableSchema {
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
  /** every GSI projects all attributes */
  readonly globalSecondaryIndexes: readonly IndexSchema[];
  /** epoch-seconds attribute DynamoDB uses to expire items (set in AWS; dynalite ignores it) */
  readonly timeToLiveAttribute: string;
}

export const TABLE_SCHEMA: TableSchema = {
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [
    // Generic lookup index: e.g. a payment provider's subscription id -> the owning user.
    {
      indexName: 'GSI1',
      partitionKey: { name: 'GSI1PK', type: 'S' },
      sortKey: { name: 'GSI1SK', type: 'S' },
    },
  ],
  timeToLiveAttribute: 'expiresAt',
};

/** Table name used when TABLE_NAME is not set (the local runtime). */
export const DEFAULT_TABLE_NAME = 'sahab';

/** Plain CreateTable input (SDK shape, no SDK import) for creating the table outside CloudFormation. */
export function createTableInput(tableName: string, schema: TableSchema = TABLE_SCHEMA) {
  const attributes = new Map<string, KeyAttribute>();
  for (const key of [schema.partitionKey, schema.sortKey]) attributes.set(key.name, key);
  for (const index of schema.globalSecondaryIndexes) {
    attributes.set(index.partitionKey.name, index.partitionKey);
    attributes.set(index.sortKey.name, index.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes.values()].map((a) => ({
      AttributeName: a.name,
      AttributeType: a.type,
    })),
    KeySchema: [
      { AttributeName: schema.partitionKey.name, KeyType: 'HASH' as const },
      { AttributeName: schema.sortKey.name, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: schema.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey.name, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
