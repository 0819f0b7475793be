import { randomUUID } from 'node:crypto';
import type { GenerateRequest } from '#shared/api/sessions';
import { SESSION_AGENTS } from '#shared/api/sessions';
import { entitlementsFor } from '#shared/billing/entitlements';
import { usageMonth } from '#shared/billing/subscription-view';
import { Forbidden } from '../errors';
import type { SessionRecord, StageState } from '../ports/session-repository';
import type { SubscribedCaller } from '../ports/subscription-repository';
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
  const { userId } = caller;
  const now = ports.now();
  const entitlements = entitlementsFor(caller.subscription ?? null);
  // the run is counted under the session's id, so a start that never happens can give it back once
  const id = randomUUID();
  if ((await ports.usage.claimRun(userId, now, entitlements.runsPerMonth, id)) === null) {
    throw new Forbidden(runLimitMessage(entitlements));
  }
  const at = now.toISOString();
  const model = ports.model();
  const { prompt, ...options } = request;
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
    audit: [
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
  return { session_id: record.id, status: record.status };
}
