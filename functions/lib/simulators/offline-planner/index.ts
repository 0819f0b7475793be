import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { repairPlan } from '#functions/lib/simulators/offline-planner/repair';
import type { ModelAgent, ModelCalls } from '#shared/generation/agents/model-calls';
import { questionsForThinBrief } from '#shared/generation/clarify/thin-brief';
import { type ArchitecturePlan, architecturePlanSchema, DECISION_LIMIT } from '#shared/generation/plan';
import { namedTypesIn } from '#shared/generation/properties/named-types';
import { withNamedTypes } from '#shared/generation/raw/named-types';
import { type Requirements, requirementsSchema } from '#shared/generation/requirements';
import { synthesize } from '#shared/generation/synthesis/index';
import type { AgentModel } from '../../ports/model';

/**
 * A decision quotes what it is about (a validator's message, a stated value, the brief's words),
 * which may run past the schema's limit: it is shortened, never a failed run.
 */
function withinLimits(plan: ArchitecturePlan): ArchitecturePlan {
  const fit = (text: string) =>
    text.length <= DECISION_LIMIT ? text : `${text.slice(0, DECISION_LIMIT - 1)}…`;
  return { ...plan, decisions: plan.decisions.map(fit) };
}

/** The same requirements with no setting stated: what the architect chooses by itself. */
function withoutStatedSettings(requirements: Requirements): Requirements {
  return { ...requirements, workloads: requirements.workloads.map(({ settings: _, ...w }) => w) };
}

export const OFFLINE_PLANNER_ID = 'offline-planner';

/**
 * The offline planner behind the model port: deterministic rules in this folder, over the
 * brief-reading primitives in shared/generation/reading/ that the model path's ledger uses too,
 * instead of a language model. Its answers go through the same schemas a model's do.
 */
export function offlinePlanner(): AgentModel {
  return {
    kind: 'offline-planner',
    modelId: OFFLINE_PLANNER_ID,
    async ask<A extends ModelAgent>(
      agent: A,
      input: ModelCalls[A]['input'],
    ): Promise<ModelCalls[A]['output']> {
      if (agent === 'chief-architect') {
        const request = input as ModelCalls['chief-architect']['input'];
        const read = requirementsFromBrief(request);
        // the registry types the brief names by their words, for the architect to build what no family does
        const named = namedTypesIn(request.prompt);
        const requirements = named.length > 0 ? { ...read, named_types: named } : read;
        const questions = questionsForThinBrief(request.prompt, requirements);
        return requirementsSchema.parse(
          questions.length > 0 ? { ...requirements, questions } : requirements,
        ) as ModelCalls[A]['output'];
      }
      const { requirements, repair } = input as ModelCalls['lead-architect']['input'];
      const plan = repair
        ? repairPlan(repair.previous_plan, repair.diagnostics, () =>
            planFromRequirements(withoutStatedSettings(requirements)),
          )
        : withNamedTypes(
            planFromRequirements(requirements),
            requirements.named_types ?? [],
            (blocks) => synthesize(blocks, requirements).text,
          );
      return architecturePlanSchema.parse(withinLimits(plan)) as ModelCalls[A]['output'];
    },
  };
}
