import { DeleteCommand, type DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LiveConnection, LiveConnectionStore } from '../ports/live-connection-store';
import { liveConnectionKey, liveConnectionLookup, liveConnectionPrefix } from './keys';
import { queryUserItems } from './user-items';

const LOOKUP_INDEX = 'GSI1';

const toConnection = (item: Record<string, unknown>): LiveConnection => ({
  connectionId: String(item.connectionId),
  userId: String(item.userId),
  topicId: String(item.topicId),
  expiresAt: Number(item.expiresAt),
});

/**
 * Sockets live under their user's partition (`LIVE#<topic>#<connection>`), so a publish for a
 * user and topic is one Query and can never reach another user's socket; GSI1 finds an item from
 * the connection id alone. Items expire through the table's TTL should a $disconnect be missed.
 */
export function dynamoLiveConnectionStore(
  db: DynamoDBDocumentClient,
  tableName: string,
): LiveConnectionStore {
  const remove = async ({ userId, topicId, connectionId }: Omit<LiveConnection, 'expiresAt'>) => {
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: liveConnectionKey(userId, topicId, connectionId) }),
    );
  };
  return {
    async add(connection) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...liveConnectionKey(connection.userId, connection.topicId, connection.connectionId),
            ...liveConnectionLookup(connection.connectionId),
            ...connection,
          },
        }),
      );
    },

    async removeById(connectionId) {
      const { GSI1PK } = liveConnectionLookup(connectionId);
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: LOOKUP_INDEX,
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': GSI1PK },
        }),
      );
      await Promise.all(Items.map((item) => remove(toConnection(item))));
    },

    remove,

    async list(userId, topicId) {
      const items = await queryUserItems(db, tableName, userId, liveConnectionPrefix(topicId));
      return items.map(toConnection);
    },
  };
}
