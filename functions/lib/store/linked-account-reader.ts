import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LinkedAccountReader } from '../ports/linked-account-reader';
import { awsAccountKey } from './keys';

/** Reads a linked account item (written by the accounts area) as the deploy step needs it. */
export function dynamoLinkedAccountReader(
  db: DynamoDBDocumentClient,
  tableName: string,
): LinkedAccountReader {
  return {
    async get(userId, accountId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: awsAccountKey(userId, accountId) }),
      );
      if (!Item) return undefined;
      return {
        id: accountId,
        userId,
        roleArn: String(Item.roleArn),
        accountNumber: String(Item.accountNumber),
        cloud: Item.cloud === 'aws' ? 'aws' : 'sandbox',
      };
    },
  };
}
