import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SandboxCloudStore, SandboxStack } from '../ports/sandbox-cloud-store';
import { sandboxAccountPk, sandboxStackKey, sandboxStackNameKey } from './keys';

/** Deleted sandbox stacks stay listable for 90 days, as in CloudFormation, then expire. */
const DELETED_RETENTION_SECONDS = 90 * 24 * 3600;

const uuidOf = (stackId: string) => stackId.slice(stackId.lastIndexOf('/') + 1);
const isConditionFailure = (error: unknown) => (error as Error)?.name === 'ConditionalCheckFailedException';

export function dynamoSandboxCloudStore(db: DynamoDBDocumentClient, tableName: string): SandboxCloudStore {
  return {
    async stacks(accountId) {
      const stacks: SandboxStack[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
            ExpressionAttributeValues: { ':pk': sandboxAccountPk(accountId), ':sk': 'STACK#' },
            ExclusiveStartKey: start,
            ConsistentRead: true,
          }),
        );
        for (const item of page.Items ?? []) stacks.push(item.stack as SandboxStack);
        start = page.LastEvaluatedKey;
      } while (start);
      return stacks;
    },

    async stack(accountId, stackUuid) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: sandboxStackKey(accountId, stackUuid),
          ConsistentRead: true,
        }),
      );
      return Item?.stack as SandboxStack | undefined;
    },

    async stackIdByName(accountId, region, stackName) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: sandboxStackNameKey(accountId, region, stackName),
          ConsistentRead: true,
        }),
      );
      return Item?.stackId as string | undefined;
    },

    async claimName(accountId, region, stackName, stackId, replacing) {
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...sandboxStackNameKey(accountId, region, stackName), stackId },
            ConditionExpression: replacing ? 'stackId = :old' : 'attribute_not_exists(PK)',
            ExpressionAttributeValues: replacing ? { ':old': replacing } : undefined,
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async saveStack(stack) {
      const deletedAt = stack.events.findLast(
        (e) => e.status === 'DELETE_COMPLETE' && e.logicalId === stack.stackName,
      )?.at;
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...sandboxStackKey(stack.accountId, uuidOf(stack.stackId)),
              version: stack.version,
              stack,
              ...(deletedAt && { expiresAt: Math.floor(deletedAt / 1000) + DELETED_RETENTION_SECONDS }),
            },
            ConditionExpression: stack.version === 1 ? 'attribute_not_exists(PK)' : 'version = :previous',
            ExpressionAttributeValues: stack.version === 1 ? undefined : { ':previous': stack.version - 1 },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
