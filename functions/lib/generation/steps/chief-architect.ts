import { briefWithAnswers } from '#shared/generation/clarify/questions';
import type { Requirements } from '#shared/generation/requirements';
import { WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { publishSession } from '../publish-session';
import { runStage } from '../run-stage';

/** What the workflow's choice after this step reads: `waiting` ends the run until answered. */
export interface ChiefOutcome {
  waiting: boolean;
}

/**
 * Step 1: the chief architect reads the brief and its options into requirements. On a thin brief
 * it may answer with questions instead: the session then waits (the workflow ends there) until
 * POST /api/session/{id}/answers starts the same workflow again, and this step reads the brief
 * with the answers. A run that has its answers never asks again.
 */
export async function chiefArchitectStep(
  ports: GenerationPorts,
  input: GenerationInput,
): Promise<ChiefOutcome> {
  const outcome = await runStage<ChiefOutcome & { asked?: Requirements['questions'] }>(
    ports,
    input,
    'chief-architect',
    async (session) => {
      const answered = session.answered ?? [];
      const { questions, ...requirements }: Requirements = await ports.agents.chiefArchitect({
        prompt: briefWithAnswers(session.prompt, answered),
        ...session.options,
      });
      if (questions && questions.length > 0 && !session.answered) {
        return {
          summary: `The brief leaves too much open: ${questions.length} question${questions.length > 1 ? 's' : ''} before designing.`,
          verdict: `Asked: ${questions.map((q) => `${q.question} (default: ${q.default})`).join(' ')}`,
          result: { waiting: true, asked: questions },
        };
      }
      const defaulted = answered.filter((a) => a.defaulted).map((a) => `${a.question} Taken as: ${a.answer}`);
      const read: Requirements = {
        ...requirements,
        assumptions: [...defaulted, ...requirements.assumptions].slice(0, 30),
      };
      await ports.sessions.putWork(input.userId, input.sessionId, WORK.requirements, read);
      const workloads = read.workloads.map((workload) => workload.kind).join(', ');
      return {
        summary: read.summary,
        verdict: `Workloads: ${workloads}; ${read.scale.tier} scale; ${read.data_classification} data; ${read.availability}; frameworks ${read.frameworks.join(', ')}; region ${read.region}.`,
        result: { waiting: false },
      };
    },
  );
  if (outcome?.waiting && outcome.asked) {
    const at = ports.now().toISOString();
    const waiting = await ports.sessions.awaitAnswers(
      input.userId,
      input.sessionId,
      outcome.asked,
      [{ at, actor: 'chief-architect', event: 'questions', detail: JSON.stringify(outcome.asked) }],
      at,
    );
    await publishSession(ports, waiting);
  }
  return { waiting: outcome?.waiting ?? false };
}
