import type { SessionAgent } from '#shared/api/sessions';
import type { SessionRecord } from '../ports/session-repository';
import type { GenerationInput, SessionPorts } from './ports';
import { publishSession } from './publish-session';

/** What an agent's step answers: its verdict for the timeline and the audit trail. */
export interface StageOutcome<T = undefined> {
  /** one or two sentences for the timeline */
  summary: string;
  /** the agent's verdict as the audit trail records it (the summary when absent) */
  verdict?: string;
  /** handed back to the workflow (the validity gate's decision) */
  result?: T;
  /** the agent ended its stage with a refusal the workflow handles (the gate out of repairs) */
  failed?: boolean;
}

/**
 * One workflow step of one agent: marks its stage running, does the work (which reads its inputs
 * from the store and writes its output there, so a retried step redoes the same thing), then marks
 * it completed with its verdict, or failed with the error before rethrowing it to the workflow's
 * Catch. Each change is published live.
 */
export async function runStage<T>(
  ports: SessionPorts,
  input: GenerationInput,
  agent: SessionAgent,
  work: (session: SessionRecord) => Promise<StageOutcome<T>>,
): Promise<T | undefined> {
  const { userId, sessionId } = input;
  const startedAt = ports.now().toISOString();
  // a stage run again in a revision round keeps when it first finished: the session's progress
  // counts its work as done, so the bar never moves back while the design is revised
  const earlier = (await ports.sessions.get(userId, sessionId))?.stages[agent]?.completedAt;
  const running = await ports.sessions.updateStage(
    userId,
    sessionId,
    agent,
    { status: 'running', startedAt, ...(earlier && { completedAt: earlier }) },
    [],
    startedAt,
  );
  if (!running) throw new Error(`Session ${sessionId} no longer exists`);
  await publishSession(ports, running);
  try {
    const outcome = await work(running);
    const completedAt = ports.now().toISOString();
    const done = await ports.sessions.updateStage(
      userId,
      sessionId,
      agent,
      { status: outcome.failed ? 'failed' : 'completed', startedAt, completedAt, summary: outcome.summary },
      [{ at: completedAt, actor: agent, event: 'verdict', detail: outcome.verdict ?? outcome.summary }],
      completedAt,
    );
    await publishSession(ports, done);
    return outcome.result;
  } catch (error) {
    const failedAt = ports.now().toISOString();
    const message = error instanceof Error ? error.message : String(error);
    const failed = await ports.sessions.updateStage(
      userId,
      sessionId,
      agent,
      { status: 'failed', startedAt, completedAt: failedAt, summary: message },
      [{ at: failedAt, actor: agent, event: 'error', detail: message }],
      failedAt,
    );
    await publishSession(ports, failed);
    throw error;
  }
}
