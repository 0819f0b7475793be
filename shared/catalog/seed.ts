import { describeCatalog } from './catalog';
import { CATALOG_PARTITION_KEY, catalogSortKey } from './item-key';
import type { SummaryOptions } from './summary';
import { CATALOG_ENTRIES } from './templates';
import type { CatalogEntry, CatalogTemplate } from './types';

export { CATALOG_PARTITION_KEY, catalogSortKey };

/** Catalog item attributes: the API's template shape plus the text, minus the live counter. */
export type CatalogItemAttributes = CatalogTemplate & {
  template_body: string;
  /** changes whenever anything seeded changes, so a seeder can skip items already current */
  content_hash: string;
};

export interface CatalogSeedItem {
  key: { PK: string; SK: string };
  attributes: CatalogItemAttributes;
}

/**
 * The table items for the catalog. Pure and deterministic: the same catalog always gives the
 * same items, so seeding on every local start and on every deploy (a CDK custom resource) is
 * idempotent. `deployment_count` is deliberately absent: it belongs to the store, which creates
 * it as 0 when missing (`if_not_exists`) and bumps it atomically when a deployment starts, so a
 * reseed never resets it.
 */
export function catalogSeedItems(
  options: SummaryOptions = {},
  entries: readonly CatalogEntry[] = CATALOG_ENTRIES,
): CatalogSeedItem[] {
  const described = describeCatalog(options, entries);
  return described.map((template, index) => {
    const body = { ...template, template_body: (entries[index] as CatalogEntry).template };
    return {
      key: { PK: CATALOG_PARTITION_KEY, SK: catalogSortKey(template.template_id) },
      attributes: { ...body, content_hash: contentHash(JSON.stringify(body)) },
    };
  });
}

/** 64-bit FNV-1a as 16 hex digits: a change detector, not a security measure. */
export function contentHash(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * prime) & mask;
  }
  return hash.toString(16).padStart(16, '0');
}
