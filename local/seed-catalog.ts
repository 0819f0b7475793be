import { createDocumentClient } from '#functions/lib/store/document-client';
import { dynamoTemplateCatalog } from '#functions/lib/store/template-catalog';
import { type CatalogSeedItem, catalogSeedItems } from '#shared/catalog/seed';

// Scanning and pricing every template takes a moment: once per process is enough.
let items: CatalogSeedItem[] | undefined;

/**
 * The local counterpart of the CDK custom resource (functions/custom-resources/seed-catalog.ts):
 * the catalog is written into the table at every start; items already current are left alone and
 * deployment counts are kept.
 */
export async function seedLocalCatalog(endpoint: string, tableName: string, region: string) {
  items ??= catalogSeedItems();
  const db = createDocumentClient({ endpoint, tableName, region });
  try {
    return await dynamoTemplateCatalog(db, tableName).seed(items);
  } finally {
    db.destroy();
  }
}
