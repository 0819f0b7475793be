import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AwsAccountRecord, AwsAccountRepository } from '../ports/aws-account-repository';
import { conditional } from './conditional';
import { AWS_ACCOUNT_PREFIX, awsAccountKey } from './keys';
import { queryUserItems, withoutKeys as withoutItemKeys } from './user-items';

const withoutKeys = (item: Record<string, unknown>) => withoutItemKeys<AwsAccountRecord>(item);

/** Linked accounts under the owner's partition (`USER#<sub>` / `AWS_ACCOUNT#<id>`). */
export function dynamoAwsAccountRepository(
  db: DynamoDBDocumentClient,
  tableName: string,
): AwsAccountRepository {
  return {
    async list(userId) {
      const items = (await queryUserItems(db, tableName, userId, AWS_ACCOUNT_PREFIX)).map(withoutKeys);
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
