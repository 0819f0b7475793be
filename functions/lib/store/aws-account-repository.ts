import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AwsAccountRecord, AwsAccountRepository } from '../ports/aws-account-repository';
import { AWS_ACCOUNT_PREFIX, awsAccountKey, userPk } from './keys';

const withoutKeys = (item: Record<string, unknown>): AwsAccountRecord => {
  const { PK: _pk, SK: _sk, ...record } = item;
  return record as unknown as AwsAccountRecord;
};

/** Conditional writes answer false instead of throwing when their condition does not hold. */
async function conditional(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Linked accounts under the owner's partition (`USER#<sub>` / `AWS_ACCOUNT#<id>`). */
export function dynamoAwsAccountRepository(
  db: DynamoDBDocumentClient,
  tableName: string,
): AwsAccountRepository {
  return {
    async list(userId) {
      const items: AwsAccountRecord[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
            ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': AWS_ACCOUNT_PREFIX },
            ExclusiveStartKey: start,
          }),
        );
        items.push(...(page.Items ?? []).map(withoutKeys));
        start = page.LastEvaluatedKey;
      } while (start);
      return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async get(userId, id) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: awsAccountKey(userId, id) }),
      );
      return Item ? withoutKeys(Item) : undefined;
    },
    create: (record) =>
      conditional(
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...awsAccountKey(record.userId, record.id), ...record },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      ),
    recordValidation: (userId, id, outcome) =>
      conditional(
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: awsAccountKey(userId, id),
            ConditionExpression: 'attribute_exists(PK)',
            UpdateExpression: outcome.lastValidationError
              ? 'SET isActive = :active, lastValidatedAt = :at, lastValidationError = :error'
              : 'SET isActive = :active, lastValidatedAt = :at REMOVE lastValidationError',
            ExpressionAttributeValues: {
              ':active': outcome.isActive,
              ':at': outcome.lastValidatedAt,
              ...(outcome.lastValidationError && { ':error': outcome.lastValidationError }),
            },
          }),
        ),
      ),
    delete: (userId, id) =>
      conditional(
        db.send(
          new DeleteCommand({
            TableName: tableName,
            Key: awsAccountKey(userId, id),
            ConditionExpression: 'attribute_exists(PK)',
          }),
        ),
      ),
  };
}
