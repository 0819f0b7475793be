import type { ModelAgent, ModelCalls } from '#shared/generation/agents/model-calls';
import { questionsForThinBrief } from '#shared/generation/clarify/thin-brief';
import { planFromRequirements } from '#shared/generation/offline/design';
import { requirementsFromBrief } from '#shared/generation/offline/read-brief';
import { repairPlan } from '#shared/generation/offline/repair';
import { architecturePlanSchema } from '#shared/generation/plan';
import { requirementsSchema } from '#shared/generation/requirements';
import type { AgentModel } from '../../ports/model';

export const OFFLINE_PLANNER_ID = 'offline-planner';

/**
 * The offline planner behind the model port: deterministic rules in shared/generation/offline/
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
        const requirements = requirementsFromBrief(request);
        const questions = questionsForThinBrief(request.prompt, requirements);
        return requirementsSchema.parse(
          questions.length > 0 ? { ...requirements, questions } : requirements,
        ) as ModelCalls[A]['output'];
      }
      const { requirements, repair } = input as ModelCalls['lead-architect']['input'];
      const plan = repair
        ? repairPlan(repair.previous_plan, repair.diagnostics)
        : planFromRequirements(requirements);
      return architecturePlanSchema.parse(plan) as ModelCalls[A]['output'];
    },
  };
}
