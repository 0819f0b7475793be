import { randomUUID } from 'node:crypto';
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxMessage } from '#shared/api/notifications';
import type {
  EmailSender,
  NotificationSettingsStore,
  OutboxReader,
  StoredNotificationSettings,
} from '../notifications/ports';
import { notificationSettingsKey, OUTBOX_PREFIX, outboxKey } from './keys';
import { queryUserItems, withoutKeys } from './user-items';

/** One item per user, replaced whole on each save. */
export function dynamoNotificationSettings(
  db: DynamoDBDocumentClient,
  tableName: string,
): NotificationSettingsStore {
  return {
    async get(userId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: notificationSettingsKey(userId) }),
      );
      return Item ? withoutKeys<StoredNotificationSettings>(Item) : undefined;
    },
    async put(userId, settings) {
      await db.send(
        new PutCommand({ TableName: tableName, Item: { ...notificationSettingsKey(userId), ...settings } }),
      );
    },
  };
}

/**
 * The sandbox's outbox: on one machine e-mail is not sent but kept under the user's partition,
 * for the outbox page to show (SES sends it in AWS).
 */
export function dynamoOutbox(db: DynamoDBDocumentClient, tableName: string): EmailSender & OutboxReader {
  return {
    async send({ userId, to, subject, text, event }) {
      const sentAt = new Date().toISOString();
      const id = randomUUID();
      const message: OutboxMessage = { id, to, subject, text, event, sent_at: sentAt };
      await db.send(
        new PutCommand({ TableName: tableName, Item: { ...outboxKey(userId, sentAt, id), ...message } }),
      );
    },
    async list(userId) {
      const items = await queryUserItems(db, tableName, userId, OUTBOX_PREFIX);
      return items.map((item) => withoutKeys<OutboxMessage>(item)).reverse();
    },
  };
}
