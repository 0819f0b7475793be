import { describeTemplate, type SummaryOptions } from './summary';
import { CATALOG_ENTRIES } from './templates';
import type { CatalogCategory, CatalogEntry, CatalogTemplate } from './types';

/** The catalog entry with this slug, if any. */
export function findCatalogEntry(slug: string): CatalogEntry | undefined {
  return CATALOG_ENTRIES.find((entry) => entry.slug === slug);
}

/** The categories that have at least one template, in gallery order. */
export function catalogCategories(entries: readonly CatalogEntry[] = CATALOG_ENTRIES): CatalogCategory[] {
  return [...new Set(entries.map((entry) => entry.category))];
}

/**
 * The whole catalog in the API's shape, every computed field computed now. Scanning a template
 * takes milliseconds, so callers (the seed, tests, the bench) may call this freely.
 */
export function describeCatalog(
  options: SummaryOptions = {},
  entries: readonly CatalogEntry[] = CATALOG_ENTRIES,
): CatalogTemplate[] {
  return entries.map((entry) => describeTemplate(entry, options));
}
