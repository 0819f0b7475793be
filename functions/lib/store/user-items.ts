import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { userPk } from './keys';

/** An item as the repositories hand it out: the table's key attributes removed. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { PK: _pk, SK: _sk, ...record } = item;
  return record as unknown as T;
}

/** Every item of one kind under a user's partition (`SK` starting with `prefix`), all pages. */
export function queryUserItems(
  db: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  prefix: string,
): Promise<Record<string, unknown>[]> {
  return queryPartition(db, tableName, userPk(userId), prefix);
}

/** Every item of partition `pk` whose `SK` starts with `prefix`, all pages. */
export async function queryPartition(
  db: DynamoDBDocumentClient,
  tableName: string,
  pk: string,
  prefix: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
