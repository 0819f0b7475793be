import type { Requirements } from '#shared/generation/requirements';
import type { SecurityReview, SynthesizedTemplate, ValidityResult } from '#shared/generation/reviews';
import { MAX_REPAIR_ROUNDS } from '#shared/generation/stages';
import { WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { readWork } from '../read-work';
import { runStage } from '../run-stage';
import type { SynthesisOutcome } from './synthesize-template';

/** What the workflow's Choice reads. */
export interface GateDecision {
  valid: boolean;
  /** no repair round left: the run fails with `reason` */
  exhausted: boolean;
  reason: string;
}

const listed = (errors: readonly { message: string; path?: string }[]) =>
  errors
    .slice(0, 3)
    .map((error) => (error.path ? `${error.path}: ${error.message}` : error.message))
    .join('; ');

/**
 * Step 5, the validity gate: AWS's validator on the security agent's final template (or the
 * synthesis's refusal, when the plan could not be built). Errors send
 * the plan back to the lead architect with the diagnostics, at most MAX_REPAIR_ROUNDS times;
 * after that the run fails, naming the errors.
 */
export async function validityStep(ports: GenerationPorts, input: GenerationInput): Promise<GateDecision> {
  const decision = await runStage<GateDecision>(ports, input, 'validity', async (session) => {
    const synthesis = await readWork<SynthesisOutcome>(ports, input, WORK.synthesis);
    const { region } = await readWork<Requirements>(ports, input, WORK.requirements);
    const result: ValidityResult = synthesis.ok
      ? await ports.agents.validity(
          (await readWork<SecurityReview>(ports, input, WORK.security)).template,
          region,
          (await readWork<SynthesizedTemplate>(ports, input, WORK.template)).edges,
        )
      : { ok: false, errors: [{ severity: 'ERROR', message: synthesis.message }], warnings: [] };
    await ports.sessions.putWork(input.userId, input.sessionId, WORK.validity, result);
    if (result.ok) {
      const warnings = result.warnings.length;
      return {
        summary: `AWS's validator found no errors${warnings ? ` (${warnings} warnings)` : ''}.`,
        result: { valid: true, exhausted: false, reason: '' },
      };
    }
    const count = `${result.errors.length} validator ${result.errors.length === 1 ? 'error' : 'errors'}`;
    if (session.repairRounds >= MAX_REPAIR_ROUNDS) {
      const reason = `The template still had ${count} after ${MAX_REPAIR_ROUNDS} repair rounds: ${listed(result.errors)}`;
      return { summary: reason, failed: true, result: { valid: false, exhausted: true, reason } };
    }
    await ports.sessions.setRepairRounds(
      input.userId,
      input.sessionId,
      session.repairRounds + 1,
      ports.now().toISOString(),
    );
    return {
      summary: `${count} (${listed(result.errors)}); sent back to the lead architect.`,
      result: { valid: false, exhausted: false, reason: '' },
    };
  });
  if (!decision) throw new Error('The validity gate reached no decision');
  return decision;
}
