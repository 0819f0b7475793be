import { loadTemplate } from '#shared/compliance/engine';
import { scanTemplate } from '#shared/compliance/scan';
import { FRAMEWORK_IDS, type FrameworkId } from '#shared/compliance/types';
import { monthlyCostRange } from '#shared/cost/index';
import { templateId } from './item-key';
import { templateParameters } from './parameters';
import type { CatalogEntry, CatalogTemplate, TemplateResource, TemplateSummary } from './types';

/** Monthly cost range of a template in a region, or undefined when the cost model cannot price it. */
export type TemplateCostEstimator = (
  template: string,
  region: string,
) => { min: number; max: number } | undefined;

export interface SummaryOptions {
  /** the cost model (shared/cost by default); when it can price nothing the cost fields are null */
  estimateCost?: TemplateCostEstimator;
  /** region the cost range is for: the deploy dialog's default */
  costRegion?: string;
  /**
   * The scores a review already gave this text, for the frameworks it was checked against (a
   * studio design: its security review's). The template then shows that one score and only those
   * frameworks, never a second scan's against all three.
   */
  checked?: { frameworks: readonly FrameworkId[]; scores: Readonly<Partial<Record<string, number>>> };
}

/** The deploy dialog's default region, so card prices match what a first deployment costs. */
export const DEFAULT_COST_REGION = 'me-south-1';

interface Analysis {
  body: Record<string, unknown>;
  resourceCount: number;
  resources: TemplateResource[];
  frameworkScores: Record<FrameworkId, number>;
}

// Entries are constants, so each template is parsed and scanned once per process.
const analyses = new WeakMap<CatalogEntry, Analysis>();

/**
 * Scores use our engine with default parameter values and all three frameworks, and no region:
 * residency is then reported as not evaluated (left out of the score) rather than guessed.
 */
function analyse(entry: CatalogEntry): Analysis {
  const cached = analyses.get(entry);
  if (cached) return cached;
  const file = `${entry.slug}.yaml`;
  const { parsed, resources } = loadTemplate(entry.template, { fileName: file });
  const scan = scanTemplate(entry.template, { file, detectedAt: '1970-01-01T00:00:00.000Z' });
  const declared = Object.entries((parsed.body.Resources ?? {}) as Record<string, { Type?: unknown }>);
  const analysis: Analysis = {
    body: parsed.body,
    resourceCount: resources.length,
    resources: declared.map(([id, resource]) => ({ id, type: String(resource.Type) })),
    frameworkScores: Object.fromEntries(FRAMEWORK_IDS.map((id) => [id, scan.scores[id].score])) as Record<
      FrameworkId,
      number
    >,
  };
  analyses.set(entry, analysis);
  return analysis;
}

/** Everything the gallery shows that is derived from the template text rather than written. */
export function summarizeTemplate(entry: CatalogEntry, options: SummaryOptions = {}): TemplateSummary {
  const { resourceCount, resources, frameworkScores } = analyse(entry);
  const estimateCost = options.estimateCost ?? monthlyCostRange;
  const cost = estimateCost(entry.template, options.costRegion ?? DEFAULT_COST_REGION);
  const checked = options.checked?.frameworks.filter((f) => options.checked?.scores[f] !== undefined) ?? [];
  const frameworks = checked.length > 0 ? checked : [...FRAMEWORK_IDS];
  const scores: Record<FrameworkId, number> = { ...frameworkScores };
  for (const framework of checked) scores[framework] = options.checked?.scores[framework] as number;
  return {
    resource_count: resourceCount,
    resources,
    // The lowest score of the frameworks it is held to, so the badge never overstates.
    compliance_score: Math.min(...frameworks.map((f) => scores[f])),
    framework_scores: scores,
    frameworks: [...frameworks],
    estimated_monthly_cost_min: cost ? cost.min : null,
    estimated_monthly_cost_max: cost ? cost.max : null,
  };
}

/** A catalog entry in the API's shape: the written facts plus the computed ones. */
export function describeTemplate(entry: CatalogEntry, options: SummaryOptions = {}): CatalogTemplate {
  return {
    template_id: templateId(entry.slug),
    slug: entry.slug,
    name: entry.name,
    description: entry.description,
    category: entry.category,
    color: entry.color,
    is_featured: entry.featured,
    ...summarizeTemplate(entry, options),
    parameters: templateParameters(entry, analyse(entry).body),
  };
}

export { templateId };
