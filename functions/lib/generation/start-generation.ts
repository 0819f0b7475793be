import { randomUUID } from 'node:crypto';
import type { GenerateRequest, SessionOptions } from '#shared/api/sessions';
import { SESSION_AGENTS } from '#shared/api/sessions';
import { entitlementsFor } from '#shared/billing/entitlements';
import { usageMonth } from '#shared/billing/subscription-view';
import { Forbidden, NotFound } from '../errors';
import type { DesignVersion, SessionRecord, StageState } from '../ports/session-repository';
import type { SubscribedCaller } from '../ports/subscription-repository';
import { SESSION_NOT_FOUND } from './owned-session';
import type { SessionPorts } from './ports';
import { runLimitMessage } from './run-limit';

/** The state machine in infra/workflows/ that runs the agents. */
export const GENERATION_WORKFLOW = 'generate-design';

/**
 * POST /api/generate: claims one of the plan's runs this month (refused with 403 at the limit),
 * records the session with every stage pending and starts the generation workflow. A run whose
 * workflow cannot start is given back and the session ends failed, never left running; a crash
 * between these writes is reconciled at the next start (store/unstarted-records.ts).
 */
export async function startGeneration(
  ports: SessionPorts,
  caller: SubscribedCaller,
  request: GenerateRequest,
) {
  const { prompt, ...options } = request;
  const { session_id, status } = await launchSession(ports, caller, { prompt, options });
  return { session_id, status };
}

/** What a new session is designed from; a version of a design also says where it sits. */
export interface SessionBasis {
  prompt: string;
  options: SessionOptions;
  answered?: SessionRecord['answered'];
  /** a later version of a design: numbered once the run is claimed (a refused run takes no number) */
  version?: Omit<DesignVersion, 'number'>;
}

/**
 * A new session (a first design, or a version made by "Change this design"): the run is claimed,
 * the session recorded with every stage pending, and the generation workflow started.
 */
export async function launchSession(ports: SessionPorts, caller: SubscribedCaller, basis: SessionBasis) {
  const { userId } = caller;
  const now = ports.now();
  const entitlements = entitlementsFor(caller.subscription ?? null);
  // the run is counted under the session's id, so a start that never happens can give it back once
  const id = randomUUID();
  if ((await ports.usage.claimRun(userId, now, entitlements.runsPerMonth, id)) === null) {
    throw new Forbidden(runLimitMessage(entitlements));
  }
  const at = now.toISOString();
  const version = basis.version && (await numbered(ports, userId, basis.version, at, id));
  const model = ports.model();
  const { prompt, options } = basis;
  const pending: StageState = { status: 'pending' };
  const record: SessionRecord = {
    userId,
    id,
    status: 'running',
    prompt,
    options,
    stages: Object.fromEntries(SESSION_AGENTS.map((agent) => [agent, pending])) as SessionRecord['stages'],
    repairRounds: 0,
    modelId: model.id,
    offlinePlanner: model.offline,
    ...(basis.answered && { answered: basis.answered }),
    ...(version && { version }),
    audit: [
      ...(version
        ? [
            {
              at,
              actor: 'user',
              event: 'change',
              detail: `Version ${version.number} of design ${version.designId}, changed from session ${version.parentId}: ${version.instruction}`,
            },
          ]
        : []),
      { at, actor: 'user', event: 'prompt', detail: prompt },
      { at, actor: 'user', event: 'options', detail: JSON.stringify(options) },
      { at, actor: 'system', event: 'model', detail: model.id },
    ],
    createdAt: at,
    updatedAt: at,
  };
  try {
    await ports.sessions.create(record);
  } catch (error) {
    // nothing was recorded, so nothing will start: the run is not the user's to pay for
    await ports.usage.releaseRun(userId, usageMonth(now), record.id);
    throw error;
  }
  try {
    await ports.workflows.start(GENERATION_WORKFLOW, `generate-${record.id}`, {
      userId,
      sessionId: record.id,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await ports.sessions.finish(userId, record.id, { status: 'failed', error: reason }, [], at);
    await ports.usage.releaseRun(userId, usageMonth(now), record.id);
    throw error;
  }
  return { session_id: record.id, status: record.status, version: record.version?.number };
}

/** The version's number from its design's counter; a design gone since gives the run back. */
async function numbered(
  ports: SessionPorts,
  userId: string,
  version: Omit<DesignVersion, 'number'>,
  at: string,
  runId: string,
): Promise<DesignVersion> {
  const number = await ports.sessions.nextVersion(userId, version.designId, at);
  if (number !== undefined) return { ...version, number };
  await ports.usage.releaseRun(userId, usageMonth(new Date(at)), runId);
  throw new NotFound(SESSION_NOT_FOUND);
}
