import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { usageMonth } from '#shared/billing/subscription-view';
import type { UsageStore } from '../ports/usage-store';
import { accountUsageKey, type ItemKey, monthlyUsageKey } from './keys';

/** Usage counters under the user's partition: atomic `ADD`s; a missing item reads as zero. */
export function dynamoUsageStore(db: DynamoDBDocumentClient, tableName: string): UsageStore {
  const add = async (Key: ItemKey, attribute: string, delta: number) => {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key,
        UpdateExpression: 'ADD #n :d',
        ExpressionAttributeNames: { '#n': attribute },
        ExpressionAttributeValues: { ':d': delta },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.[attribute] ?? 0);
  };
  return {
    async read(userId, now) {
      const month = usageMonth(now);
      const [runs, accounts] = await Promise.all([
        db.send(new GetCommand({ TableName: tableName, Key: monthlyUsageKey(userId, month) })),
        db.send(new GetCommand({ TableName: tableName, Key: accountUsageKey(userId) })),
      ]);
      return {
        month,
        runs: Number(runs.Item?.runs ?? 0),
        accounts: Math.max(0, Number(accounts.Item?.accounts ?? 0)),
      };
    },
    recordRun: (userId, now) => add(monthlyUsageKey(userId, usageMonth(now)), 'runs', 1),
    async claimRun(userId, now, limit) {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: monthlyUsageKey(userId, usageMonth(now)),
            UpdateExpression: 'ADD #n :one',
            ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
            ExpressionAttributeNames: { '#n': 'runs' },
            ExpressionAttributeValues: { ':one': 1, ':limit': limit },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(Attributes?.runs ?? 0);
      } catch (error) {
        if ((error as Error).name === 'ConditionalCheckFailedException') return null;
        throw error;
      }
    },
    async releaseRun(userId, month) {
      await add(monthlyUsageKey(userId, month), 'runs', -1);
    },
    adjustLinkedAccounts: (userId, delta) => add(accountUsageKey(userId), 'accounts', delta),
  };
}
