/**
 * The catalog's place in the single table: one partition holding one item per template, so the
 * gallery is one Query. Users' items live under `USER#<sub>` and can never collide with it.
 * Its own module (no catalog import), so the store's key module stays light for every function.
 */
export const CATALOG_PARTITION_KEY = 'CATALOG';

export function catalogSortKey(templateId: string): string {
  return `TEMPLATE#${templateId}`;
}

/** Stable id of a catalog template (slugs are unique and never reused). */
export function templateId(slug: string): string {
  return `tpl-${slug}`;
}
