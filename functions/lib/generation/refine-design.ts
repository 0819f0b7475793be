import type { RefineRequest } from '#shared/api/design-versions';
import { refineBasis } from '#shared/generation/refine/compose';
import { BadRequest, Conflict } from '../errors';
import type { SubscribedCaller } from '../ports/subscription-repository';
import { ownedSession } from './owned-session';
import type { SessionPorts } from './ports';
import { launchSession } from './start-generation';

/**
 * POST /api/session/{id}/refine ("Change this design"): a completed session's brief, options and
 * answers, changed by the instruction (refine/compose.ts), become a new version of the same
 * design: a new session run through the same workflow (a model or the offline planner reads it
 * alike), numbered in its design and counted as a run. The earlier version is left as it was.
 */
export async function refineDesign(
  ports: SessionPorts,
  caller: SubscribedCaller,
  sessionId: string,
  request: RefineRequest,
) {
  const parent = await ownedSession(ports, caller.userId, sessionId);
  if (parent.status !== 'completed') throw new Conflict('Only a completed design can be changed.');
  const { instruction, answers, ...options } = request;
  const asked = new Set((parent.answered ?? []).map((q) => q.id));
  const unknown = Object.keys(answers ?? {}).filter((id) => !asked.has(id));
  if (unknown.length > 0) throw new BadRequest(`answers: no question ${unknown.join(', ')} was asked`);
  const basis = refineBasis(
    { prompt: parent.prompt, options: parent.options, answered: parent.answered },
    { instruction, ...(answers && { answers }), options },
  );
  const designId = parent.version?.designId ?? parent.id;
  const { session_id, status, version } = await launchSession(ports, caller, {
    prompt: basis.prompt,
    options: basis.options,
    answered: basis.answered,
    version: { designId, parentId: parent.id, instruction: instruction.trim() },
  });
  if (version === undefined) throw new Error('a version is numbered before its session is recorded');
  return { session_id, status, version };
}
