import type { ArchitecturePlan } from '#shared/generation/plan';
import type { Requirements } from '#shared/generation/requirements';
import { SynthesisError } from '#shared/generation/synthesis/index';
import { WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { readWork } from '../read-work';
import { runStage } from '../run-stage';

/** What the synthesis left for the gate: a plan it could not build is a failure to repair. */
export type SynthesisOutcome = { ok: true } | { ok: false; message: string };

/**
 * Step 3: deterministic synthesis of the CloudFormation template from the plan. A plan it cannot
 * build (SynthesisError) is not the end of the run: the workflow takes it to the validity gate,
 * which sends it back to the lead architect like a validator error.
 */
export async function synthesisStep(
  ports: GenerationPorts,
  input: GenerationInput,
): Promise<SynthesisOutcome> {
  const outcome = await runStage<SynthesisOutcome>(ports, input, 'synthesis', async () => {
    const requirements = await readWork<Requirements>(ports, input, WORK.requirements);
    const plan = await readWork<ArchitecturePlan>(ports, input, WORK.plan);
    try {
      const template = await ports.agents.synthesize(plan, requirements);
      await ports.sessions.putWork(input.userId, input.sessionId, WORK.template, template);
      await ports.sessions.putWork(input.userId, input.sessionId, WORK.synthesis, { ok: true });
      return {
        summary: `A CloudFormation template of ${template.resource_count} resources.`,
        result: { ok: true },
      };
    } catch (error) {
      if (!(error instanceof SynthesisError)) throw error;
      const failed: SynthesisOutcome = { ok: false, message: error.message };
      await ports.sessions.putWork(input.userId, input.sessionId, WORK.synthesis, failed);
      return { summary: `The plan could not be built: ${error.message}`, failed: true, result: failed };
    }
  });
  if (!outcome) throw new Error('The synthesis reached no outcome');
  return outcome;
}
