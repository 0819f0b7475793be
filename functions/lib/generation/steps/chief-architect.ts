import type { Requirements } from '#shared/generation/requirements';
import { WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { runStage } from '../run-stage';

/** Step 1: the chief architect reads the brief and its options into requirements. */
export function chiefArchitectStep(ports: GenerationPorts, input: GenerationInput) {
  return runStage(ports, input, 'chief-architect', async (session) => {
    const requirements: Requirements = await ports.agents.chiefArchitect({
      prompt: session.prompt,
      ...session.options,
    });
    await ports.sessions.putWork(input.userId, input.sessionId, WORK.requirements, requirements);
    const workloads = requirements.workloads.map((workload) => workload.kind).join(', ');
    return {
      summary: requirements.summary,
      verdict: `Workloads: ${workloads}; ${requirements.scale.tier} scale; ${requirements.data_classification} data; ${requirements.availability}; frameworks ${requirements.frameworks.join(', ')}; region ${requirements.region}.`,
    };
  });
}
