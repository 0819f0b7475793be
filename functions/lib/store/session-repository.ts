import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionRecord, SessionRepository } from '../ports/session-repository';
import { conditional } from './conditional';
import { SESSION_PREFIX, sessionKey, sessionWorkKey } from './keys';
import { queryUserItems, withoutKeys as withoutItemKeys } from './user-items';

const withoutKeys = (item: Record<string, unknown>) => withoutItemKeys<SessionRecord>(item);

/**
 * Sessions under the owner's partition (`USER#<sub>` / `SESSION#<id>`), work products beside them
 * (`SESSIONWORK#<id>#<name>`, a prefix the session listing never matches). Every write is a single
 * conditional item write: dynalite has no transactions. Work products are stored as JSON text:
 * a template tree can nest deeper than DynamoDB's 32 levels of maps.
 */
export function dynamoSessionRepository(db: DynamoDBDocumentClient, tableName: string): SessionRepository {
  /** One UpdateItem on an existing session, answering the item after it (undefined: condition failed). */
  const update = async (
    userId: string,
    id: string,
    expression: string,
    names: Record<string, string>,
    values: Record<string, unknown>,
    condition = 'attribute_exists(PK)',
  ) => {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: sessionKey(userId, id),
          ConditionExpression: condition,
          UpdateExpression: expression,
          ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? withoutKeys(Attributes) : undefined;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
      throw error;
    }
  };

  return {
    create: (record) =>
      conditional(
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...sessionKey(record.userId, record.id), ...record },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      ),
    async get(userId, id) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: sessionKey(userId, id) }));
      return Item ? withoutKeys(Item) : undefined;
    },
    async list(userId) {
      const items = (await queryUserItems(db, tableName, userId, SESSION_PREFIX)).map(withoutKeys);
      return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    updateStage: (userId, id, agent, stage, audit, at) =>
      update(
        userId,
        id,
        'SET stages.#agent = :stage, audit = list_append(audit, :audit), updatedAt = :at',
        { '#agent': agent },
        { ':stage': stage, ':audit': [...audit], ':at': at },
      ),
    finish: (userId, id, outcome, audit, at) =>
      update(
        userId,
        id,
        `SET #status = :status, audit = list_append(audit, :audit), updatedAt = :at${
          outcome.status === 'failed' ? ', #error = :error' : ''
        }`,
        { '#status': 'status', ...(outcome.status === 'failed' && { '#error': 'error' }) },
        {
          ':status': outcome.status,
          ':running': 'running',
          ':audit': [...audit],
          ':at': at,
          ...(outcome.status === 'failed' && { ':error': outcome.error }),
        },
        'attribute_exists(PK) AND #status = :running',
      ),
    awaitAnswers: (userId, id, questions, audit, at) =>
      update(
        userId,
        id,
        'SET #status = :waiting, questions = :questions, audit = list_append(audit, :audit), updatedAt = :at',
        { '#status': 'status' },
        {
          ':waiting': 'waiting',
          ':running': 'running',
          ':questions': [...questions],
          ':audit': [...audit],
          ':at': at,
        },
        'attribute_exists(PK) AND #status = :running',
      ),
    resumeWithAnswers: (userId, id, answered, audit, at) =>
      update(
        userId,
        id,
        'SET #status = :running, answered = :answered, audit = list_append(audit, :audit), updatedAt = :at',
        { '#status': 'status' },
        {
          ':waiting': 'waiting',
          ':running': 'running',
          ':answered': [...answered],
          ':audit': [...audit],
          ':at': at,
        },
        'attribute_exists(PK) AND #status = :waiting',
      ),
    async setRepairRounds(userId, id, rounds, at) {
      await update(userId, id, 'SET repairRounds = :r, updatedAt = :at', {}, { ':r': rounds, ':at': at });
    },
    async setTemplate(userId, id, templateId, at) {
      const after = await update(
        userId,
        id,
        'SET templateId = :t, updatedAt = :at',
        {},
        { ':t': templateId, ':at': at },
        'attribute_exists(PK) AND (attribute_not_exists(templateId) OR templateId = :t)',
      );
      return after !== undefined;
    },
    async nextVersion(userId, designId, at) {
      // an atomic counter on the design's first session: two changes at once get two numbers
      const after = await update(
        userId,
        designId,
        'SET versionCount = if_not_exists(versionCount, :one) + :one, updatedAt = :at',
        {},
        { ':one': 1, ':at': at },
      );
      return after?.versionCount;
    },
    async putWork(userId, id, name, value) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...sessionWorkKey(userId, id, name), json: JSON.stringify(value) },
        }),
      );
    },
    async getWork<T>(userId: string, id: string, name: string) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: sessionWorkKey(userId, id, name) }),
      );
      return typeof Item?.json === 'string' ? (JSON.parse(Item.json) as T) : undefined;
    },
  };
}
