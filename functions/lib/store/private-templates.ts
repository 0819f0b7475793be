import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PrivateTemplate, PrivateTemplateStore } from '../ports/private-templates';
import { conditional } from './conditional';
import { PRIVATE_TEMPLATE_PREFIX, privateTemplateKey } from './keys';
import { queryUserItems } from './user-items';

const toTemplate = (item: Record<string, unknown>): PrivateTemplate => {
  const { PK: _pk, SK: _sk, ...template } = item;
  return template as unknown as PrivateTemplate;
};

/** Private templates under their owner's partition (`USER#<sub>` / `TEMPLATE#<id>`). */
export function dynamoPrivateTemplates(db: DynamoDBDocumentClient, tableName: string): PrivateTemplateStore {
  const get = async (userId: string, templateId: string) => {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: privateTemplateKey(userId, templateId) }),
    );
    return Item ? toTemplate(Item) : undefined;
  };
  const list = async (userId: string) => {
    const items = (await queryUserItems(db, tableName, userId, PRIVATE_TEMPLATE_PREFIX)).map(toTemplate);
    return items.sort((a, b) => b.created_at.localeCompare(a.created_at));
  };
  return {
    async create(userId, template) {
      const written = await conditional(
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...privateTemplateKey(userId, template.template_id), ...template },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      );
      return written ? template : ((await get(userId, template.template_id)) ?? template);
    },
    async find(userId, idOrSlug) {
      const byId = await get(userId, idOrSlug);
      if (byId) return byId;
      return (await list(userId)).find((template) => template.slug === idOrSlug);
    },
    list,
    async replace(userId, template) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...privateTemplateKey(userId, template.template_id), ...template },
          ConditionExpression: 'attribute_exists(PK)',
        }),
      );
    },
  };
}
