import { randomUUID } from 'node:crypto';
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DeploymentHistoryStore, HistoryEntry } from '../ports/deployment-history';
import { deploymentHistoryKey, deploymentHistoryPrefix } from './keys';
import { queryUserItems, withoutKeys } from './user-items';

/**
 * A deployment's history under its owner's partition (`HISTORY#<deployment>#<time>#<uuid>`): one
 * item per entry, never rewritten, so two writers at once both keep theirs; a Query by the
 * deployment's prefix reads them in time order.
 */
export function dynamoDeploymentHistory(
  db: DynamoDBDocumentClient,
  tableName: string,
): DeploymentHistoryStore {
  return {
    async append(userId, entry) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...deploymentHistoryKey(userId, entry.deploymentId, entry.at, randomUUID()), ...entry },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
    async list(userId, deploymentId) {
      const items = await queryUserItems(db, tableName, userId, deploymentHistoryPrefix(deploymentId));
      return items.map((item) => withoutKeys<HistoryEntry>(item));
    },
  };
}
