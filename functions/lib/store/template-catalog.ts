import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { CATALOG_PARTITION_KEY } from '#shared/catalog/item-key';
import type { CatalogSeedItem } from '#shared/catalog/seed';
import type { SeedOutcome, StoredTemplate, TemplateCatalog } from '../ports/template-catalog';
import { catalogTemplateKey } from './keys';

type Item = Record<string, unknown>;

/** Drops the table's own attributes; a counter never bumped reads as 0. */
function toTemplate(item: Item): StoredTemplate {
  const { PK: _pk, SK: _sk, content_hash: _hash, ...template } = item;
  return { ...(template as unknown as StoredTemplate), deployment_count: Number(item.deployment_count ?? 0) };
}

/** The catalog partition of the single table (see shared/catalog/item-key.ts). */
export function dynamoTemplateCatalog(db: DynamoDBDocumentClient, tableName: string): TemplateCatalog {
  const queryAll = async (): Promise<Item[]> => {
    const items: Item[] = [];
    let ExclusiveStartKey: Item | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': CATALOG_PARTITION_KEY },
          ExclusiveStartKey,
        }),
      );
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  };

  /** SET every seeded attribute, and the counter only where it is missing (never reset). */
  const write = (item: CatalogSeedItem) => {
    const entries = Object.entries(item.attributes);
    const names = Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name]));
    const values = Object.fromEntries(entries.map(([, value], i) => [`:a${i}`, value]));
    const sets = entries.map((_, i) => `#a${i} = :a${i}`);
    return db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: item.key,
        UpdateExpression: `SET ${sets.join(', ')}, #count = if_not_exists(#count, :zero)`,
        ExpressionAttributeNames: { ...names, '#count': 'deployment_count' },
        ExpressionAttributeValues: { ...values, ':zero': 0 },
      }),
    );
  };

  return {
    async list() {
      return (await queryAll()).map(toTemplate).sort((a, b) => a.name.localeCompare(b.name));
    },
    async get(templateId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: catalogTemplateKey(templateId) }),
      );
      return Item ? toTemplate(Item) : undefined;
    },
    async seed(items) {
      const stored = new Map((await queryAll()).map((item) => [String(item.SK), item]));
      const outcome: SeedOutcome = { written: 0, unchanged: 0, removed: 0 };
      for (const item of items) {
        const current = stored.get(item.key.SK);
        stored.delete(item.key.SK);
        if (current?.content_hash === item.attributes.content_hash) {
          outcome.unchanged++;
          continue;
        }
        await write(item);
        outcome.written++;
      }
      // Templates dropped from the catalog leave the gallery.
      for (const item of stored.values()) {
        await db.send(new DeleteCommand({ TableName: tableName, Key: { PK: item.PK, SK: item.SK } }));
        outcome.removed++;
      }
      return outcome;
    },
    async recordDeployment(templateId) {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: catalogTemplateKey(templateId),
            UpdateExpression: 'ADD deployment_count :one',
            // Never create a half item for an id that is not in the catalog.
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':one': 1 },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(Attributes?.deployment_count ?? 0);
      } catch (error) {
        if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
        throw error;
      }
    },
  };
}
