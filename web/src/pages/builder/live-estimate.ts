import { scanTemplate } from '#shared/compliance/scan';
import { FRAMEWORK_IDS, type FrameworkId, type ScanSettings } from '#shared/compliance/types';
import { estimateTemplateCost } from '#shared/cost/estimate';

/** What the deploy dialog shows beside the spec's fields: this deployment's score and cost. */
export interface DeploymentEstimate {
  /** the lowest framework score, as on the card */
  score: number;
  scores: Record<FrameworkId, number>;
  /** monthly USD range, or undefined when nothing in the template has a price in the region */
  cost?: { min: number; max: number };
  unpriced: number;
}

/**
 * The template as it would be deployed: scored by our engine with the entered values in the
 * chosen region (so residency is evaluated), and priced by the cost model in that region.
 * Blank values are left out: CloudFormation would use the defaults.
 */
export function estimateDeployment(
  templateBody: string,
  region: string,
  values: Readonly<Record<string, string>>,
  /** the user's residency setting (in-Kingdom regions, levels held to them) */
  settings?: Partial<ScanSettings>,
  /** the frameworks the template is held to (a studio design's); all three by default */
  frameworks: readonly FrameworkId[] = FRAMEWORK_IDS,
): DeploymentEstimate {
  const parameters = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  const scan = scanTemplate(templateBody, {
    region,
    parameters,
    detectedAt: '1970-01-01T00:00:00.000Z',
    ...(settings && { settings }),
  });
  const scores = Object.fromEntries(FRAMEWORK_IDS.map((id) => [id, scan.scores[id].score])) as Record<
    FrameworkId,
    number
  >;
  const cost = estimateTemplateCost(templateBody, { region, parameters });
  const priced = cost.resources.some((r) => r.status === 'priced' || r.status === 'partly priced');
  return {
    // the lowest of the frameworks the template is held to, as its badge counts
    score: Math.min(...frameworks.map((f) => scores[f])),
    scores,
    cost: priced ? cost.total : undefined,
    unpriced: cost.resources.filter((r) => r.status === 'unpriced').length,
  };
}
