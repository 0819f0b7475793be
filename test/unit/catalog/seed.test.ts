import { describe, expect, it } from 'vitest';
import { CATALOG_PARTITION_KEY, catalogSeedItems, contentHash } from '#shared/catalog/seed';
import { CATALOG_ENTRIES } from '#shared/catalog/templates/index';
import { makeCatalogEntry, withExtraResources } from '#test/fixtures/catalog';

describe('catalogSeedItems', () => {
  it('gives one item per template under the catalog partition, with unique keys', () => {
    const items = catalogSeedItems();
    expect(items).toHaveLength(CATALOG_ENTRIES.length);
    expect(new Set(items.map((item) => item.key.SK)).size).toBe(items.length);
    for (const item of items) {
      expect(item.key.PK).toBe(CATALOG_PARTITION_KEY);
      expect(item.key.SK).toBe(`TEMPLATE#${item.attributes.template_id}`);
    }
  });

  it('is deterministic, so seeding twice writes the same items', () => {
    expect(catalogSeedItems()).toEqual(catalogSeedItems());
  });

  it('never carries the deployment counter, so a reseed cannot reset it', () => {
    for (const item of catalogSeedItems()) expect(item.attributes).not.toHaveProperty('deployment_count');
  });

  it('carries the template text and changes its hash when the template changes', () => {
    // Arrange
    const before = makeCatalogEntry();
    const after = makeCatalogEntry({
      template: withExtraResources(
        '  Topic:\n    Type: AWS::SNS::Topic\n    Properties:\n      KmsMasterKeyId: alias/aws/sns\n',
      ),
    });
    // Act
    const [first] = catalogSeedItems({}, [before]);
    const [second] = catalogSeedItems({}, [after]);
    // Assert
    expect(first?.attributes.template_body).toBe(before.template);
    expect(first?.key).toEqual(second?.key);
    expect(first?.attributes.content_hash).not.toBe(second?.attributes.content_hash);
  });

  it('hashes to 16 hex digits and separates near-identical texts', () => {
    expect(contentHash('a')).toMatch(/^[0-9a-f]{16}$/);
    expect(contentHash('template-a')).not.toBe(contentHash('template-b'));
  });
});
