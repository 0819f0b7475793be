import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriptionRecord, SubscriptionRepository } from '../ports/subscription-repository';
import { subscriptionKey } from './keys';

export class DynamoSubscriptionRepository implements SubscriptionRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(userId: string): Promise<SubscriptionRecord | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: subscriptionKey(userId) }),
    );
    if (!Item) return undefined;
    const { PK: _pk, SK: _sk, ...record } = Item;
    return record as SubscriptionRecord;
  }

  async put(record: SubscriptionRecord): Promise<void> {
    await this.client.send(
      new PutCommand({ TableName: this.tableName, Item: { ...subscriptionKey(record.userId), ...record } }),
    );
  }
}
