import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ResidencySettingsStore, StoredResidency } from '../ports/residency-settings';
import { residencySettingsKey } from './keys';
import { withoutKeys } from './user-items';

/** One item per user (`USER#<sub>` / `SETTINGS#RESIDENCY`), replaced whole on each save. */
export function dynamoResidencySettings(
  db: DynamoDBDocumentClient,
  tableName: string,
): ResidencySettingsStore {
  return {
    async get(userId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: residencySettingsKey(userId) }),
      );
      return Item ? withoutKeys<StoredResidency>(Item) : undefined;
    },
    async put(userId, settings) {
      await db.send(
        new PutCommand({ TableName: tableName, Item: { ...residencySettingsKey(userId), ...settings } }),
      );
    },
  };
}
