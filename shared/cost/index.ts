export { type EstimateOptions, estimateResources, estimateTemplateCost, monthlyCostRange } from './estimate';
export { FREE_TIERS } from './free-tier';
export { PRICERS } from './kinds/index';
export { findPrice, PRICED_REGIONS, type PriceRow } from './price-list';
export { ASSUMPTIONS, HOURS_PER_MONTH, USAGE } from './profiles';
export type { CostLine, EstimateStatus, Range, ResourceEstimate, TemplateEstimate } from './types';
