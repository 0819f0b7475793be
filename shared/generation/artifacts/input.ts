import type { Tier } from '../../billing/plans';
import type { ArchitecturePlan } from '../plan';
import type { Requirements } from '../requirements';
import type { CostReview, SecurityReview, SynthesizedTemplate, ValidityResult } from '../reviews';
import type { RenderedDiagram } from './diagram';

export interface ArtifactInput {
  /** the brief as the architect read it (with any answers to its questions) */
  brief: string;
  /** what the user chose beside the brief */
  options?: { region?: string; frameworks?: readonly string[]; monthly_budget_usd?: number };
  requirements: Requirements;
  plan: ArchitecturePlan;
  /** the final template: the security agent's, after its fixes */
  template: string;
  security: SecurityReview;
  cost: CostReview;
  validity: ValidityResult;
  diagram: RenderedDiagram;
  /** the user's plan: Pro and Premium also get Terraform and a CI pipeline */
  tier: Tier;
  modelId: string;
  /** each edge of the plan with what both its sides need (the checklist checks them on the final template) */
  edges?: SynthesizedTemplate['edges'];
  /** the regions the user's residency setting counts as in the Kingdom (the checklist reads them) */
  inKingdomRegions?: readonly string[];
  /** the brief's lines of answers left to their defaults (the checklist assumes what only they say) */
  defaulted?: readonly string[];
}
