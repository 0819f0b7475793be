import type { Tier } from '#shared/billing/plans';
import type { Diagnostic, TemplateValidator } from '#shared/cfn/diagnostic';
import { costAgent } from '#shared/generation/agents/cost';
import { securityAgent } from '#shared/generation/agents/security';
import type { Artifact } from '#shared/generation/artifacts';
import { renderDiagram } from '#shared/generation/artifacts/diagram';
import { renderArtifacts } from '#shared/generation/artifacts/index';
import type { ArchitecturePlan } from '#shared/generation/plan';
import type { GenerationRequest } from '#shared/generation/request';
import type { Requirements } from '#shared/generation/requirements';
import type {
  CostReview,
  SecurityReview,
  SynthesizedTemplate,
  ValidityResult,
} from '#shared/generation/reviews';
import { MAX_REPAIR_ROUNDS, type StageName } from '#shared/generation/stages';
import { SynthesisError, synthesize } from '#shared/generation/synthesis/index';
import type { AgentModel } from '../ports/model';
import { chiefArchitect } from './chief-architect';
import { leadArchitect } from './lead-architect';
import { validityGate } from './validity-gate';

export interface GenerationPorts {
  model: AgentModel;
  validator: TemplateValidator;
}

export interface GenerationResult {
  requirements: Requirements;
  plan: ArchitecturePlan;
  synthesized: SynthesizedTemplate;
  security: SecurityReview;
  cost: CostReview;
  validity: ValidityResult;
  artifacts: Artifact[];
  repairRounds: number;
  /** milliseconds per stage (summed over repair rounds) */
  timings: Partial<Record<StageName, number>>;
}

/** A run that cannot finish: the stage it stopped at and a reason fit for the user. */
export class GenerationError extends Error {
  override name = 'GenerationError';
  constructor(
    readonly stage: StageName,
    message: string,
    readonly diagnostics: Diagnostic[] = [],
  ) {
    super(message);
  }
}

/**
 * The whole pipeline in one process (benchmarks, tests, and a reference for the workflow, which
 * calls the same stage functions one state at a time): chief architect -> lead architect ->
 * synthesis -> security and cost -> validity gate (ERRORs go back to the lead architect, at most
 * MAX_REPAIR_ROUNDS times) -> diagram and artifacts.
 */
export async function runGeneration(
  request: GenerationRequest,
  ports: GenerationPorts,
  options: { tier: Tier; now?: () => number },
): Promise<GenerationResult> {
  const now = options.now ?? (() => performance.now());
  const timings: Partial<Record<StageName, number>> = {};
  const timed = async <T>(stage: StageName, work: () => T | Promise<T>): Promise<T> => {
    const start = now();
    try {
      return await work();
    } finally {
      timings[stage] = (timings[stage] ?? 0) + (now() - start);
    }
  };
  const requirements = await timed('chief-architect', () => chiefArchitect(request, ports));
  let plan = await timed('lead-architect', () => leadArchitect(requirements, ports));
  for (let round = 0; ; round++) {
    let diagnostics: Diagnostic[];
    try {
      const synthesized = await timed('synthesis', () => synthesize(plan, requirements));
      const security = await timed('security', () => securityAgent(synthesized.text, requirements));
      const cost = await timed('cost', () => costAgent(security.template, requirements));
      const validity = await timed('validity', () =>
        validityGate(security.template, ports, requirements.region),
      );
      if (validity.ok) {
        const title = plan.summary;
        const diagram = await timed('diagram', () =>
          renderDiagram(security.template, requirements.region, title),
        );
        const artifacts = await timed('artifacts', () =>
          renderArtifacts({
            requirements,
            plan,
            template: security.template,
            security,
            cost,
            validity,
            diagram,
            tier: options.tier,
            modelId: ports.model.modelId,
          }),
        );
        return {
          requirements,
          plan,
          synthesized,
          security,
          cost,
          validity,
          artifacts,
          repairRounds: round,
          timings,
        };
      }
      diagnostics = validity.errors;
    } catch (error) {
      if (!(error instanceof SynthesisError)) throw error;
      diagnostics = [{ severity: 'ERROR', message: error.message }];
    }
    if (round >= MAX_REPAIR_ROUNDS) {
      const first = diagnostics.slice(0, 3).map((d) => `${d.path ? `${d.path}: ` : ''}${d.message}`);
      throw new GenerationError(
        'validity',
        `The design still has ${diagnostics.length} validator error(s) after ${MAX_REPAIR_ROUNDS} repair rounds: ${first.join('; ')}`,
        diagnostics,
      );
    }
    const repair = { round: round + 1, previous_plan: plan, diagnostics };
    plan = await timed('lead-architect', () => leadArchitect(requirements, ports, repair));
  }
}
