import { type Answers, answerQuestions } from '#shared/generation/clarify/questions';
import { BadRequest, Conflict } from '../errors';
import { ownedSession } from './owned-session';
import type { SessionPorts } from './ports';
import { publishSession } from './publish-session';
import { GENERATION_WORKFLOW } from './start-generation';

/** The execution that continues a session after its questions (execution names are unique). */
export const answeredExecutionName = (sessionId: string) => `generate-${sessionId}-answered`;

/**
 * POST /api/session/{id}/answers: the user answers the architect's questions (or accepts the
 * defaults by leaving them out) and the same session runs on through the same state machine,
 * from the chief architect. The run was counted when the session started; answering is free.
 */
export async function answerSessionQuestions(
  ports: SessionPorts,
  userId: string,
  sessionId: string,
  answers: Answers,
) {
  const session = await ownedSession(ports, userId, sessionId);
  if (session.status !== 'waiting' || !session.questions?.length) {
    throw new Conflict('This session is not waiting for answers.');
  }
  const asked = new Set(session.questions.map((q) => q.id));
  const unknown = Object.keys(answers).filter((id) => !asked.has(id));
  if (unknown.length > 0) throw new BadRequest(`answers: no question ${unknown.join(', ')} was asked`);
  const answered = answerQuestions(session.questions, answers);
  const at = ports.now().toISOString();
  const resumed = await ports.sessions.resumeWithAnswers(
    userId,
    sessionId,
    answered,
    [
      {
        at,
        actor: 'user',
        event: 'answers',
        detail: JSON.stringify(answered.map(({ id, answer, defaulted }) => ({ id, answer, defaulted }))),
      },
    ],
    at,
  );
  if (!resumed) throw new Conflict('This session is not waiting for answers.');
  await publishSession(ports, resumed);
  try {
    await ports.workflows.start(GENERATION_WORKFLOW, answeredExecutionName(sessionId), { userId, sessionId });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const failed = await ports.sessions.finish(
      userId,
      sessionId,
      { status: 'failed', error: reason },
      [],
      at,
    );
    await publishSession(ports, failed);
    throw error;
  }
  return { session_id: sessionId, status: resumed.status };
}
