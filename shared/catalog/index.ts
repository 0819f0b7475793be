export { AL2023_IMAGES, AL2023_SSM_PARAMETER, al2023Image, type BundledImage } from './al2023-images';
export { catalogCategories, describeCatalog, findCatalogEntry } from './catalog';
export { DEFAULT_GROUP, templateParameters } from './parameters';
export {
  CATALOG_PARTITION_KEY,
  type CatalogItemAttributes,
  type CatalogSeedItem,
  catalogSeedItems,
  catalogSortKey,
  contentHash,
} from './seed';
export {
  DEFAULT_COST_REGION,
  describeTemplate,
  type SummaryOptions,
  summarizeTemplate,
  type TemplateCostEstimator,
  templateId,
} from './summary';
export { CATALOG_ENTRIES } from './templates';
export type * from './types';
