import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { usageMonth } from '#shared/billing/subscription-view';
import type { UsageStore } from '../ports/usage-store';
import { accountUsageKey, type ItemKey, monthlyUsageKey } from './keys';

/** The ids of the runs counted this month, beside the count (a string set on the same item). */
export const RUN_IDS = 'runIds';

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
    async claimRun(userId, now, limit, runId) {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: monthlyUsageKey(userId, usageMonth(now)),
            UpdateExpression: 'ADD #n :one, #ids :id',
            ConditionExpression: '(attribute_not_exists(#n) OR #n < :limit) AND NOT contains(#ids, :runId)',
            ExpressionAttributeNames: { '#n': 'runs', '#ids': RUN_IDS },
            ExpressionAttributeValues: {
              ':one': 1,
              ':limit': limit,
              ':id': new Set([runId]),
              ':runId': runId,
            },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(Attributes?.runs ?? 0);
      } catch (error) {
        if ((error as Error).name === 'ConditionalCheckFailedException') return null;
        throw error;
      }
    },
    async releaseRun(userId, month, runId) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: monthlyUsageKey(userId, month),
            UpdateExpression: 'ADD #n :minus DELETE #ids :id',
            ConditionExpression: 'contains(#ids, :runId)',
            ExpressionAttributeNames: { '#n': 'runs', '#ids': RUN_IDS },
            ExpressionAttributeValues: { ':minus': -1, ':id': new Set([runId]), ':runId': runId },
          }),
        );
      } catch (error) {
        // not counted under that id, or already given back: nothing to give
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    },
    adjustLinkedAccounts: (userId, delta) => add(accountUsageKey(userId), 'accounts', delta),
  };
}
