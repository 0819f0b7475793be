import type { RepairContext } from '#shared/generation/agents/model-calls';
import type { ArchitecturePlan } from '#shared/generation/plan';
import type { Requirements } from '#shared/generation/requirements';
import type { AgentModel } from '../ports/model';

/** The lead solutions architect: requirements (and, on a repair round, the gate's errors) to a plan of building blocks. */
export function leadArchitect(
  requirements: Requirements,
  ports: { model: AgentModel },
  repair?: RepairContext,
): Promise<ArchitecturePlan> {
  return ports.model.ask('lead-architect', repair ? { requirements, repair } : { requirements });
}
