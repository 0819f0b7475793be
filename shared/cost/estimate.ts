import { parseTemplate, resolveTemplate } from '../cfn/index';
import type { ParsedTemplate, Resource } from '../cfn/types';
import { FREE_TIERS } from './free-tier';
import { isNoChargeType, PRICERS } from './kinds/index';
import { findPrice, PRICE_ROWS, PRICED_REGIONS } from './price-list';
import { ASSUMPTIONS, HOURS_PER_MONTH } from './profiles';
import type {
  CostLine,
  Draft,
  EstimateStatus,
  FreeTierId,
  PricingContext,
  Range,
  ResourceEstimate,
  TemplateEstimate,
  Usage,
} from './types';

export interface EstimateOptions {
  /** the AWS region the template would be deployed to */
  region: string;
  /** parameter values replacing the template's defaults, as the deploy dialog sends them */
  parameters?: Record<string, string>;
}

/** The monthly cost of a template (YAML or JSON text, or already parsed) in a region, as a range. */
export function estimateTemplateCost(
  template: string | ParsedTemplate,
  options: EstimateOptions,
): TemplateEstimate {
  const parsed = typeof template === 'string' ? parseTemplate(template) : template;
  const resources = resolveTemplate(parsed, { region: options.region, parameters: options.parameters });
  return estimateResources(resources, options.region);
}

/** The catalog's cost range: the total, or undefined when no resource of the template could be priced. */
export function monthlyCostRange(
  template: string,
  region: string,
  parameters?: Record<string, string>,
): Range | undefined {
  const estimate = estimateTemplateCost(template, { region, parameters });
  const priced = estimate.resources.some((r) => r.status === 'priced' || r.status === 'partly priced');
  return priced ? estimate.total : undefined;
}

/** Prices already-resolved resources (the engine's shape) in `region`. */
export function estimateResources(resources: readonly Resource[], region: string): TemplateEstimate {
  const context: PricingContext = { region, resources: new Map(resources.map((r) => [r.logicalId, r])) };
  const freeLeft = new Map<FreeTierId, Range>();
  const estimates = resources.map((resource) =>
    priceResource(resource, draftFor(resource, context), region, freeLeft),
  );
  const total = estimates.reduce(
    (sum, e) => ({ min: sum.min + e.monthly.min, max: sum.max + e.monthly.max }),
    { min: 0, max: 0 },
  );
  const dates = new Set(estimates.flatMap((e) => e.lines.map((line) => line.price.source_date)));
  return {
    region,
    currency: 'USD',
    hoursPerMonth: HOURS_PER_MONTH,
    resources: estimates,
    total: { min: cents(total.min), max: cents(total.max) },
    unpriced: estimates
      .filter((e) => e.unpriced.length > 0)
      .map((e) => ({ logicalId: e.logicalId, type: e.type, reasons: e.unpriced })),
    priceDates: [...dates].sort(),
    assumptions: ASSUMPTIONS,
  };
}

const cents = (usd: number) => Math.round(usd * 100) / 100;

function draftFor(resource: Resource, context: PricingContext): Draft {
  if (isNoChargeType(resource.type)) return { drivers: [], usage: [] };
  const pricer = PRICERS[resource.type];
  if (!pricer) return { drivers: [], usage: [], unpriced: [`${resource.type} is not in the cost model.`] };
  if (resource.propertiesUnknown) {
    return {
      drivers: [],
      usage: [],
      unpriced: [`Its properties are not known before deployment (${resource.propertiesUnknown.reason}).`],
    };
  }
  return pricer(resource, context);
}

function priceResource(
  resource: Resource,
  draft: Draft,
  region: string,
  freeLeft: Map<FreeTierId, Range>,
): ResourceEstimate {
  const unpriced = [...(draft.unpriced ?? [])];
  const drivers = [...draft.drivers];
  // A resource whose Condition cannot be decided may not be created: it costs nothing at the low end.
  const conditional = resource.condition !== undefined;
  if (conditional) drivers.push(`created only when condition ${resource.condition} holds`);
  const lines: CostLine[] = [];
  for (const use of draft.usage) {
    const priceRegion = use.region ?? region;
    const row = findPrice(use.service, use.kind, priceRegion);
    if (!row || row.usd === null) {
      unpriced.push(missingPrice(use, priceRegion));
      continue;
    }
    const quantity = conditional ? { min: 0, max: use.quantity.max } : use.quantity;
    const free = use.freeTier ? takeFree(use.freeTier, quantity, freeLeft) : { min: 0, max: 0 };
    const monthly = { min: (quantity.min - free.min) * row.usd, max: (quantity.max - free.max) * row.usd };
    lines.push({ item: use.item, unit: row.unit, usd: row.usd, quantity, free, monthly, price: row });
  }
  const monthly = lines.reduce((sum, l) => ({ min: sum.min + l.monthly.min, max: sum.max + l.monthly.max }), {
    min: 0,
    max: 0,
  });
  return {
    logicalId: resource.logicalId,
    type: resource.type,
    status: statusOf(lines, unpriced),
    drivers,
    lines,
    monthly,
    unpriced,
  };
}

function statusOf(lines: CostLine[], unpriced: string[]): EstimateStatus {
  if (unpriced.length === 0) return lines.length === 0 ? 'no charge' : 'priced';
  return lines.length === 0 ? 'unpriced' : 'partly priced';
}

/** Draws on an account-wide always-free allowance; what is left serves the next resources. */
function takeFree(id: FreeTierId, quantity: Range, freeLeft: Map<FreeTierId, Range>): Range {
  const left = freeLeft.get(id) ?? { min: FREE_TIERS[id].quantity, max: FREE_TIERS[id].quantity };
  const free = { min: Math.min(quantity.min, left.min), max: Math.min(quantity.max, left.max) };
  freeLeft.set(id, { min: left.min - free.min, max: left.max - free.max });
  return free;
}

function missingPrice(use: Usage, region: string): string {
  if (!PRICED_REGIONS.includes(region) && region !== 'global') {
    return `The price list has no prices for ${region} (${use.service} ${use.kind}).`;
  }
  const known = PRICE_ROWS.some((row) => row.service === use.service && row.kind === use.kind);
  return known
    ? `The price list has no ${region} price for ${use.service} ${use.kind}.`
    : `The price list has no price for ${use.service} ${use.kind}.`;
}
