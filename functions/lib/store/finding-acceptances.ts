import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FindingAcceptance } from '#shared/api/compliance-schema';
import type { FindingAcceptanceStore } from '../ports/finding-acceptances';
import { FINDING_ACCEPTANCE_PREFIX, findingAcceptanceKey } from './keys';
import { queryUserItems, withoutKeys } from './user-items';

/** One item per accepted finding (`USER#<sub>` / `ACCEPTANCE#<violation_id>`). */
export function dynamoFindingAcceptances(
  db: DynamoDBDocumentClient,
  tableName: string,
): FindingAcceptanceStore {
  return {
    async list(userId) {
      const items = await queryUserItems(db, tableName, userId, FINDING_ACCEPTANCE_PREFIX);
      return items.map((item) => withoutKeys<FindingAcceptance>(item));
    },
    async put(userId, acceptance) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...findingAcceptanceKey(userId, acceptance.violation_id), ...acceptance },
        }),
      );
    },
  };
}
