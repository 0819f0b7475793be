import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { TemplateInstance } from '#shared/api/designs';
import type { DesignRecord, DesignStore } from '../ports/design-store';
import { conditional } from './conditional';
import {
  DESIGN_PREFIX,
  designClaimKey,
  designKey,
  TEMPLATE_INSTANCE_PREFIX,
  templateInstanceKey,
} from './keys';
import { queryUserItems, withoutKeys } from './user-items';

/** Designs under their owner's partition (`DESIGN#<id>`, `TEMPLATE_INSTANCE#<id>`), ids claimed globally. */
export function dynamoDesignStore(db: DynamoDBDocumentClient, tableName: string): DesignStore {
  const read = async <T>(key: { PK: string; SK: string }) => {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    return Item ? withoutKeys<T>(Item) : undefined;
  };
  const listInstances = async (userId: string, designId?: string) => {
    const items = await queryUserItems(db, tableName, userId, TEMPLATE_INSTANCE_PREFIX);
    const instances = items.map((item) => withoutKeys<TemplateInstance>(item));
    return designId === undefined
      ? instances
      : instances.filter((instance) => instance.design_id === designId);
  };
  return {
    claim: (userId, designId) =>
      conditional(
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...designClaimKey(designId), owner: userId },
            ConditionExpression: 'attribute_not_exists(PK) OR #owner = :owner',
            ExpressionAttributeNames: { '#owner': 'owner' },
            ExpressionAttributeValues: { ':owner': userId },
          }),
        ),
      ),
    async unclaim(userId, designId) {
      await conditional(
        db.send(
          new DeleteCommand({
            TableName: tableName,
            Key: designClaimKey(designId),
            ConditionExpression: '#owner = :owner',
            ExpressionAttributeNames: { '#owner': 'owner' },
            ExpressionAttributeValues: { ':owner': userId },
          }),
        ),
      );
    },
    get: (userId, designId) => read<DesignRecord>(designKey(userId, designId)),
    async list(userId) {
      const items = await queryUserItems(db, tableName, userId, DESIGN_PREFIX);
      return items.map((item) => withoutKeys<DesignRecord>(item));
    },
    save: (userId, design, expected) =>
      conditional(
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...designKey(userId, design.design_id), ...design },
            ...(expected === undefined
              ? { ConditionExpression: 'attribute_not_exists(PK)' }
              : {
                  ConditionExpression: '#version = :expected',
                  ExpressionAttributeNames: { '#version': 'version' },
                  ExpressionAttributeValues: { ':expected': expected },
                }),
          }),
        ),
      ),
    async touch(userId, designId, at) {
      await conditional(
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: designKey(userId, designId),
            UpdateExpression: 'SET updated_at = :at',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':at': at },
          }),
        ),
      );
    },
    async remove(userId, designId) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: designKey(userId, designId) }));
    },
    putInstance: (userId, instance, mode) =>
      conditional(
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...templateInstanceKey(userId, instance.instance_id), ...instance },
            ConditionExpression: mode === 'create' ? 'attribute_not_exists(PK)' : 'attribute_exists(PK)',
          }),
        ),
      ),
    getInstance: (userId, instanceId) => read<TemplateInstance>(templateInstanceKey(userId, instanceId)),
    listInstances,
    async removeInstance(userId, instanceId) {
      await db.send(
        new DeleteCommand({ TableName: tableName, Key: templateInstanceKey(userId, instanceId) }),
      );
    },
  };
}
