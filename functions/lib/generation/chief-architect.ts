import type { GenerationRequest } from '#shared/generation/request';
import type { Requirements } from '#shared/generation/requirements';
import type { AgentModel } from '../ports/model';

/**
 * The chief architect: the model reads the brief into requirements; what the user chose beside
 * the prompt box (region, frameworks, budget) then wins over anything the model read.
 */
export async function chiefArchitect(
  request: GenerationRequest,
  ports: { model: AgentModel },
): Promise<Requirements> {
  const requirements = await ports.model.ask('chief-architect', request);
  return {
    ...requirements,
    ...(request.region ? { region: request.region } : {}),
    ...(request.frameworks?.length ? { frameworks: [...new Set(request.frameworks)] } : {}),
    budget:
      request.monthly_budget_usd !== undefined
        ? { ...requirements.budget, monthly_usd: request.monthly_budget_usd }
        : requirements.budget,
  };
}
