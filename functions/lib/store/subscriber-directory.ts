import { type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { isActiveStatus } from '#shared/billing/entitlements';
import type { SubscriberDirectory } from '../ports/subscriber-directory';

/**
 * A filtered table Scan for the subscription items. It reads the whole table, which is right for
 * a once-a-day job at the product's size; an index on tier is the step up when it is not.
 */
export function dynamoSubscriberDirectory(
  db: DynamoDBDocumentClient,
  tableName: string,
): SubscriberDirectory {
  return {
    async activeSubscribers(tier) {
      const users: string[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: 'SK = :sk AND tier = :tier',
            ExpressionAttributeValues: { ':sk': 'SUBSCRIPTION', ':tier': tier },
            ProjectionExpression: 'userId, #status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) if (isActiveStatus(item.status)) users.push(String(item.userId));
        start = page.LastEvaluatedKey;
      } while (start);
      return users;
    },
  };
}
