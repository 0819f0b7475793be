import { createDocumentClient } from '#functions/lib/store/document-client';
import { dynamoTemplateCatalog } from '#functions/lib/store/template-catalog';
import { type CatalogSeedItem, catalogSeedItems } from '#shared/catalog/seed';
import { cachedSeedItems, catalogSourcesHash } from './catalog-seed-cache';

// Scanning and pricing every template takes seconds: once per process, and across restarts the
// data directory's cache (keyed by the sources' hash) answers.
let items: CatalogSeedItem[] | undefined;

/**
 * The local counterpart of the CDK custom resource (functions/custom-resources/seed-catalog.ts):
 * the catalog is written into the table at every start; items already current are left alone and
 * deployment counts are kept.
 */
export async function seedLocalCatalog(
  endpoint: string,
  tableName: string,
  region: string,
  cache: { dataDir: string; repoRoot: string },
) {
  items ??= cachedSeedItems(cache.dataDir, catalogSourcesHash(cache.repoRoot), () =>
    catalogSeedItems(),
  ).items;
  const db = createDocumentClient({ endpoint, tableName, region });
  try {
    return await dynamoTemplateCatalog(db, tableName).seed(items);
  } finally {
    db.destroy();
  }
}
