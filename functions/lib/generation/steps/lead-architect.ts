import type { ArchitecturePlan } from '#shared/generation/plan';
import type { Requirements } from '#shared/generation/requirements';
import type { ValidityResult } from '#shared/generation/reviews';
import { type RepairRequest, WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { readWork } from '../read-work';
import { runStage } from '../run-stage';

/**
 * Step 2: the lead solutions architect turns the requirements into a plan of building blocks. In
 * a repair round (the validity gate sent it back) it also gets its last plan and the validator's
 * errors.
 */
export function leadArchitectStep(ports: GenerationPorts, input: GenerationInput) {
  return runStage(ports, input, 'lead-architect', async (session) => {
    const requirements = await readWork<Requirements>(ports, input, WORK.requirements);
    let repair: RepairRequest | undefined;
    if (session.repairRounds > 0) {
      const validity = await readWork<ValidityResult>(ports, input, WORK.validity);
      const plan = await readWork<ArchitecturePlan>(ports, input, WORK.plan);
      if (!validity.ok) repair = { plan, validity, round: session.repairRounds };
    }
    const plan = await ports.agents.leadArchitect(requirements, repair);
    await ports.sessions.putWork(input.userId, input.sessionId, WORK.plan, plan);
    const blocks = plan.blocks.map((block) => block.name).join(', ');
    const extras =
      plan.extra_resources.length > 0 ? ` and ${plan.extra_resources.length} extra resources` : '';
    return {
      summary: `${repair ? `Repair round ${repair.round}: ` : ''}${plan.blocks.length} building blocks (${blocks})${extras}.`,
      verdict: `${plan.summary}${repair ? ` Repaired after ${repair.validity.errors.length} validator errors.` : ''}`,
    };
  });
}
