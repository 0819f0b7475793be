import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoTemplateCatalog } from '#functions/lib/store/template-catalog';
import { catalogSeedItems } from '#shared/catalog/seed';
import { startTestTable, type TestTable } from '#test/fixtures/billing';
import { makeCatalogEntry, withExtraResources } from '#test/fixtures/catalog';

const TOPIC = '  Topic:\n    Type: AWS::SNS::Topic\n    Properties:\n      KmsMasterKeyId: alias/aws/sns\n';

describe('the template catalog in the table (dynalite)', () => {
  let table: TestTable;
  beforeAll(async () => {
    table = await startTestTable();
  });
  afterAll(() => table.stop());

  const entries = () => [
    makeCatalogEntry({ slug: 'alpha', name: 'Alpha' }),
    makeCatalogEntry({ slug: 'beta', name: 'Beta' }),
  ];

  it('seeds every item once, then leaves current items alone', async () => {
    // Arrange
    const catalog = dynamoTemplateCatalog(table.db, table.tableName);
    const items = catalogSeedItems({}, entries());
    // Act
    const first = await catalog.seed(items);
    const second = await catalog.seed(items);
    // Assert
    expect(first).toEqual({ written: 2, unchanged: 0, removed: 0 });
    expect(second).toEqual({ written: 0, unchanged: 2, removed: 0 });
    const listed = await catalog.list();
    expect(listed.map((t) => [t.slug, t.deployment_count])).toEqual([
      ['alpha', 0],
      ['beta', 0],
    ]);
    expect(listed[0]?.template_body).toBe(items[0]?.attributes.template_body);
    expect(listed[0]).not.toHaveProperty('content_hash');
  });

  it('counts deployments atomically and a reseed of a changed template keeps the count', async () => {
    // Arrange
    const catalog = dynamoTemplateCatalog(table.db, table.tableName);
    await catalog.seed(catalogSeedItems({}, entries()));
    const before = (await catalog.get('tpl-alpha'))?.deployment_count ?? 0;
    // Act: ten concurrent starts, then the template changes
    const counts = await Promise.all(Array.from({ length: 10 }, () => catalog.recordDeployment('tpl-alpha')));
    const changed = [makeCatalogEntry({ slug: 'alpha', name: 'Alpha', template: withExtraResources(TOPIC) })];
    const outcome = await catalog.seed(catalogSeedItems({}, changed));
    // Assert
    expect(new Set(counts).size).toBe(10);
    expect(outcome).toEqual({ written: 1, unchanged: 0, removed: 1 });
    const alpha = await catalog.get('tpl-alpha');
    expect(alpha?.deployment_count).toBe(before + 10);
    expect(alpha?.resource_count).toBeGreaterThan(1);
    expect(await catalog.get('tpl-beta')).toBeUndefined();
  });

  it('answers undefined and writes nothing for a template the catalog does not hold', async () => {
    const catalog = dynamoTemplateCatalog(table.db, table.tableName);
    const before = await table.items();
    expect(await catalog.recordDeployment('tpl-missing')).toBeUndefined();
    expect(await table.items()).toEqual(before);
  });
});
