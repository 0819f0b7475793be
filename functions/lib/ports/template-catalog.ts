import type { CatalogSeedItem } from '#shared/catalog/seed';
import type { ListedTemplate } from '#shared/catalog/types';

/** A catalog template as stored: the API's shape plus the CloudFormation text. */
export type StoredTemplate = ListedTemplate & { template_body: string };

export interface SeedOutcome {
  written: number;
  unchanged: number;
  removed: number;
}

/**
 * The template catalog in the table. Seeding is idempotent (items already current are left
 * alone, and `deployment_count` is never reset); the counter is bumped atomically.
 */
export interface TemplateCatalog {
  list(): Promise<StoredTemplate[]>;
  /** by template id (`tpl-<slug>`) */
  get(templateId: string): Promise<StoredTemplate | undefined>;
  seed(items: readonly CatalogSeedItem[]): Promise<SeedOutcome>;
  /**
   * For deployments: one deployment from this template started. Answers the new count, or
   * undefined for an id the catalog does not hold (nothing is written then).
   */
  recordDeployment(templateId: string): Promise<number | undefined>;
}
