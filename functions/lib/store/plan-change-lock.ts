import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanChangeLock } from '../ports/plan-change-lock';
import { subscriptionKey } from './keys';

/**
 * An attribute of the user's subscription item (dynalite has no transactions, so a conditional
 * write on the item the webhook updates is what serializes): the webhook's update removes it.
 */
export const PLAN_CHANGE_LOCK = 'plan_change_until';

/** Long enough for Paddle's webhook to follow its API call, short enough not to strand a user. */
export const PLAN_CHANGE_LOCK_MS = 60_000;

export function dynamoPlanChangeLock(db: DynamoDBDocumentClient, tableName: string): PlanChangeLock {
  return {
    async acquire(userId, now) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: subscriptionKey(userId),
            UpdateExpression: 'SET #lock = :until',
            // only on a stored subscription: a lock must never create a subscription item
            ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#lock) OR #lock < :now)',
            ExpressionAttributeNames: { '#lock': PLAN_CHANGE_LOCK },
            ExpressionAttributeValues: {
              ':until': now.getTime() + PLAN_CHANGE_LOCK_MS,
              ':now': now.getTime(),
            },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
    async release(userId) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: subscriptionKey(userId),
            UpdateExpression: 'REMOVE #lock',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#lock': PLAN_CHANGE_LOCK },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },
  };
}
