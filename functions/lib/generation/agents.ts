import type { TemplateValidator } from '#shared/cfn/diagnostic';
import type { ScanSettings } from '#shared/compliance/types';
import { costAgent } from '#shared/generation/agents/cost';
import { securityAgent } from '#shared/generation/agents/security';
import type { StatedAcceptance } from '#shared/generation/agents/stated-acceptances';
import type { AccountBaseline } from '#shared/generation/baseline';
import type { ArchitecturePlan } from '#shared/generation/plan';
import type { GenerationRequest } from '#shared/generation/request';
import type { Requirements } from '#shared/generation/requirements';
import type {
  CostReview,
  SecurityReview,
  SynthesizedTemplate,
  ValidityResult,
} from '#shared/generation/reviews';
import { synthesize } from '#shared/generation/synthesis/index';
import type { AgentModel } from '../ports/model';
import { chiefArchitect, leadArchitect, validityGate } from './architects';

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
  /** `settings`: the user's residency setting, so the review judges residency as the builder does */
  securityReview(
    template: SynthesizedTemplate,
    requirements: Requirements,
    settings?: Partial<ScanSettings>,
    /** the target account's baseline: its present controls count in the scores */
    baseline?: AccountBaseline,
    /** the design's day and author: values the brief chose against a rule are recorded as accepted */
    acceptance?: StatedAcceptance,
  ): Promise<SecurityReview>;
  costReview(template: SynthesizedTemplate, requirements: Requirements): Promise<CostReview>;
  /** AWS's validator and the wiring check of the plan's edges (see validityGate) */
  validity(template: string, region: string, edges?: SynthesizedTemplate['edges']): Promise<ValidityResult>;
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

/**
 * The agents over a model and AWS's validator: what the workflow's steps call, and what the
 * bench and tests drive through the same functions. The validator is asked for only by the gate
 * (its WebAssembly loads slowly and only the gate's Lambda bundle carries it).
 */
export function stageAgents(ports: {
  model: AgentModel;
  validator: () => Promise<TemplateValidator>;
}): Agents {
  return {
    chiefArchitect: (request) => chiefArchitect(request, ports),
    leadArchitect: (requirements, repair) =>
      leadArchitect(
        requirements,
        ports,
        repair && { round: repair.round, previous_plan: repair.plan, diagnostics: repair.validity.errors },
      ),
    synthesize: async (plan, requirements) => synthesize(plan, requirements),
    securityReview: async (template, requirements, settings, baseline, acceptance) =>
      securityAgent(template.text, requirements, settings, baseline, acceptance),
    costReview: async (template, requirements) => costAgent(template.text, requirements),
    validity: async (template, region, edges) =>
      validityGate(template, { validator: await ports.validator() }, region, edges),
  };
}
