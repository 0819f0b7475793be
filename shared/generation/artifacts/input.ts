import type { Tier } from '../../billing/plans';
import type { ArchitecturePlan } from '../plan';
import type { Requirements } from '../requirements';
import type { CostReview, SecurityReview, ValidityResult } from '../reviews';
import type { RenderedDiagram } from './diagram';

export interface ArtifactInput {
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
}
