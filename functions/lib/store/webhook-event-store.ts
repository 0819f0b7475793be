import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_SCHEMA } from '#shared/store/table-schema';
import type { WebhookEventRecord, WebhookEventStore } from '../ports/webhook-event-store';
import { webhookEventKey } from './keys';

/** Event ids are kept 90 days (Paddle retries for at most 3 days), then expire by TTL. */
const EVENT_RETENTION_SECONDS = 90 * 24 * 3600;

export function dynamoWebhookEventStore(db: DynamoDBDocumentClient, tableName: string): WebhookEventStore {
  return {
    async has(eventId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: webhookEventKey(eventId), ConsistentRead: true }),
      );
      return Item !== undefined;
    },
    async record(event: WebhookEventRecord) {
      const receivedSeconds = Math.floor(Date.parse(event.receivedAt) / 1000);
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...webhookEventKey(event.eventId),
              event_type: event.eventType,
              occurred_at: event.occurredAt,
              notification_id: event.notificationId,
              user_id: event.userId,
              outcome: event.outcome,
              received_at: event.receivedAt,
              [TABLE_SCHEMA.timeToLiveAttribute]: receivedSeconds + EVENT_RETENTION_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
  };
}
