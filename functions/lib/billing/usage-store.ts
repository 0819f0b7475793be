import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type UsageCounts, usageMonth } from '#shared/billing/subscription-view';
import { accountUsageKey, monthlyUsageKey } from './keys';

/**
 * Usage counters under the user's partition. Both are atomic `ADD`s, so concurrent generations or
 * account links never lose a count; a missing item simply reads as zero.
 */
export interface UsageStore {
  read(userId: string, now: Date): Promise<UsageCounts>;
  /** for the generation pipeline: one run started; returns this month's total */
  recordRun(userId: string, now: Date): Promise<number>;
  /** for AWS account linking (+1) and unlinking (-1); returns the new count */
  adjustLinkedAccounts(userId: string, delta: 1 | -1): Promise<number>;
}

export function dynamoUsageStore(db: DynamoDBDocumentClient, tableName: string): UsageStore {
  const add = async (Key: Record<string, string>, attribute: string, delta: number) => {
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
    adjustLinkedAccounts: (userId, delta) => add(accountUsageKey(userId), 'accounts', delta),
  };
}
