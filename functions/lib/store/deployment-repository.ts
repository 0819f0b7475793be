import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DeploymentRecord, DeploymentRepository } from '../ports/deployment-repository';
import { conditional } from './conditional';
import { DEPLOYMENT_PREFIX, deploymentKey, deploymentStackNameKey } from './keys';
import { queryUserItems, withoutKeys as withoutItemKeys } from './user-items';

const withoutKeys = (item: Record<string, unknown>) => withoutItemKeys<DeploymentRecord>(item);

const nameKey = (r: DeploymentRecord) =>
  deploymentStackNameKey(r.userId, r.awsAccountId, r.region, r.stackName);

/**
 * Deployments under the owner's partition (`USER#<sub>` / `DEPLOYMENT#<id>`). The stack-name claim
 * is a second item written first with a condition (dynalite has no transactions): a crash between
 * the two writes leaves a claim that names a deployment that does not exist, which `create`
 * treats as free.
 */
export function dynamoDeploymentRepository(
  db: DynamoDBDocumentClient,
  tableName: string,
): DeploymentRepository {
  const get = async (userId: string, id: string) => {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: deploymentKey(userId, id) }));
    return Item ? withoutKeys(Item) : undefined;
  };
  const claim = (record: DeploymentRecord, condition: string, values?: Record<string, unknown>) =>
    conditional(
      db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...nameKey(record), deploymentId: record.id },
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
        }),
      ),
    );
  return {
    async list(userId) {
      const items = (await queryUserItems(db, tableName, userId, DEPLOYMENT_PREFIX)).map(withoutKeys);
      return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    get,
    async create(record) {
      let claimed = await claim(record, 'attribute_not_exists(PK)');
      if (!claimed) {
        const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: nameKey(record) }));
        const holder = Item?.deploymentId as string | undefined;
        if (holder && (await get(record.userId, holder))) return false;
        claimed = await claim(record, 'deploymentId = :holder', { ':holder': holder });
        if (!claimed) return false;
      }
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...deploymentKey(record.userId, record.id), ...record },
        }),
      );
      return true;
    },
    async update(userId, id, change, at, expected) {
      const all = Object.entries({ ...change, updatedAt: at }).filter(([, v]) => v !== undefined);
      const set = all.filter(([, v]) => v !== null);
      const removed = all.filter(([, v]) => v === null).map(([k]) => k);
      const names: Record<string, string> = Object.fromEntries(set.map(([k], i) => [`#f${i}`, k]));
      const values: Record<string, unknown> = Object.fromEntries(set.map(([, v], i) => [`:v${i}`, v]));
      removed.forEach((k, i) => {
        names[`#r${i}`] = k;
      });
      let condition = 'attribute_exists(PK)';
      if (expected) {
        Object.assign(names, { '#status': 'status', '#updatedAt': 'updatedAt' });
        Object.assign(values, { ':status': expected.status, ':updatedAt': expected.updatedAt });
        condition += ' AND #status = :status AND #updatedAt = :updatedAt';
      }
      const remove = removed.length > 0 ? ` REMOVE ${removed.map((_, i) => `#r${i}`).join(', ')}` : '';
      return conditional(
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: deploymentKey(userId, id),
            ConditionExpression: condition,
            UpdateExpression: `SET ${set.map((_, i) => `#f${i} = :v${i}`).join(', ')}${remove}`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        ),
      );
    },
    async remove(userId, id) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: deploymentKey(userId, id) }));
    },
    async releaseStackName(record) {
      await conditional(
        db.send(
          new DeleteCommand({
            TableName: tableName,
            Key: nameKey(record),
            ConditionExpression: 'deploymentId = :id',
            ExpressionAttributeValues: { ':id': record.id },
          }),
        ),
      );
    },
  };
}
