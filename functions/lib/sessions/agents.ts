import type { ArchitecturePlan } from '#shared/generation/plan';
import type { GenerationRequest } from '#shared/generation/request';
import type { Requirements } from '#shared/generation/requirements';
import type {
  CostReview,
  SecurityReview,
  SynthesizedTemplate,
  ValidityResult,
} from '#shared/generation/reviews';

/** What the validity gate hands back to the architect for a repair round. */
export interface RepairRequest {
  plan: ArchitecturePlan;
  validity: Extract<ValidityResult, { ok: false }>;
  round: number;
}

/**
 * The agents the workflow's steps call, each answering a zod-checked object. The model behind
 * the architects (Bedrock, an OpenAI-compatible endpoint or the offline planner) is chosen by the
 * composition root; synthesis, the reviews and the gate are deterministic.
 */
export interface Agents {
  chiefArchitect(request: GenerationRequest): Promise<Requirements>;
  leadArchitect(requirements: Requirements, repair?: RepairRequest): Promise<ArchitecturePlan>;
  synthesize(plan: ArchitecturePlan, requirements: Requirements): Promise<SynthesizedTemplate>;
  securityReview(template: SynthesizedTemplate, requirements: Requirements): Promise<SecurityReview>;
  costReview(template: SynthesizedTemplate, requirements: Requirements): Promise<CostReview>;
  validity(template: string, region: string): Promise<ValidityResult>;
}

/** Names of the work products the steps keep beside the session. */
export const WORK = {
  requirements: 'requirements',
  plan: 'plan',
  template: 'template',
  synthesis: 'synthesis',
  security: 'security',
  cost: 'cost',
  validity: 'validity',
  diagram: 'diagram',
} as const;
