import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { SandboxClockStore, ScanScheduleRecord, ScheduleStore } from '../schedules/ports';
import {
  SCAN_SCHEDULE_INDEX_PK,
  SCAN_SCHEDULE_PREFIX,
  sandboxClockKey,
  scanScheduleIndexKey,
  scanScheduleKey,
} from './keys';
import { queryPartition, queryUserItems, withoutKeys } from './user-items';

/** One item per schedule under its owner's partition (`SCAN_SCHEDULE#<id>`). */
export function dynamoScheduleStore(db: DynamoDBDocumentClient, tableName: string): ScheduleStore {
  return {
    async list(userId) {
      const items = await queryUserItems(db, tableName, userId, SCAN_SCHEDULE_PREFIX);
      return items.map((item) => withoutKeys<ScanScheduleRecord>(item));
    },
    async get(userId, id) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: scanScheduleKey(userId, id) }),
      );
      return Item ? withoutKeys<ScanScheduleRecord>(Item) : undefined;
    },
    async put(record) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...scanScheduleKey(record.userId, record.schedule_id), ...record },
        }),
      );
      const index = scanScheduleIndexKey(record.userId, record.schedule_id);
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...index, userId: record.userId, schedule_id: record.schedule_id },
        }),
      );
    },
    async delete(userId, id) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: scanScheduleKey(userId, id) }));
      await db.send(new DeleteCommand({ TableName: tableName, Key: scanScheduleIndexKey(userId, id) }));
    },
    async all() {
      const items = await queryPartition(db, tableName, SCAN_SCHEDULE_INDEX_PK, 'SCHEDULE#');
      return items.map((item) => ({ userId: String(item.userId), scheduleId: String(item.schedule_id) }));
    },
  };
}

/** The sandbox clock's offset, one item per user. */
export function dynamoSandboxClock(db: DynamoDBDocumentClient, tableName: string): SandboxClockStore {
  return {
    async offsetMinutes(userId) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: sandboxClockKey(userId) }));
      return Number(Item?.offsetMinutes ?? 0);
    },
    async advance(userId, minutes) {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: sandboxClockKey(userId),
          UpdateExpression: 'ADD offsetMinutes :m',
          ExpressionAttributeValues: { ':m': minutes },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Number(Attributes?.offsetMinutes ?? minutes);
    },
  };
}
