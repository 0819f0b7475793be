import { type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { SessionRecord } from '../ports/session-repository';
import { dynamoDeploymentRepository } from './deployment-repository';
import { DEPLOYMENT_PREFIX, SESSION_PREFIX } from './keys';
import { dynamoSessionRepository } from './session-repository';
import { dynamoUsageStore, RUN_IDS } from './usage-store';

/** An execution still running (the local runner's journal): its input names the record it moves. */
export interface RunningExecution {
  input: Record<string, unknown>;
}

export const UNSTARTED_RUN_REASON =
  'Sahab stopped before this run started. Nothing was generated, and the run was not counted against your plan.';
export const UNSTARTED_DEPLOYMENT_REASON =
  'Sahab stopped before this deployment started. Nothing was created in your account; deploy it again.';

const USAGE_MONTH = /^USAGE#(\d{4}-\d{2})$/;

/** Every item of the table, page by page (the local database is small; this runs once at start). */
async function* allItems(db: DynamoDBDocumentClient, tableName: string) {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey }),
    );
    yield* page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/**
 * The local runtime writes a session or deployment, then journals its execution: a crash between
 * the two (kill -9, power loss) leaves a record no execution will ever move, and a run may have
 * been counted for a session that was never written. At start, with the journal's executions in
 * hand, each such record ends failed in plain words, and each run counted for a generation that
 * never started is given back (by its id, so never twice). Idempotent: a second start finds nothing.
 */
export async function reconcileUnstartedRecords(
  store: { db: DynamoDBDocumentClient; tableName: string },
  running: readonly RunningExecution[],
  now: Date,
): Promise<{ sessions: number; deployments: number; runsReturned: number }> {
  const { db, tableName } = store;
  const moving = new Set(
    running
      .flatMap(({ input }) => [input.sessionId, input.deploymentId])
      .filter((id) => typeof id === 'string'),
  );
  const sessions = new Map<string, SessionRecord>();
  const deployments: DeploymentRecord[] = [];
  const claims: { userId: string; month: string; runId: string }[] = [];
  for await (const item of allItems(db, tableName)) {
    const sk = String(item.SK);
    if (sk.startsWith(SESSION_PREFIX)) sessions.set(`${item.userId}/${item.id}`, item as SessionRecord);
    else if (sk.startsWith(DEPLOYMENT_PREFIX)) deployments.push(item as DeploymentRecord);
    const month = USAGE_MONTH.exec(sk)?.[1];
    if (month && item[RUN_IDS] instanceof Set) {
      const userId = String(item.PK).replace(/^USER#/, '');
      for (const runId of item[RUN_IDS] as Set<string>) claims.push({ userId, month, runId });
    }
  }

  const at = now.toISOString();
  const sessionRepository = dynamoSessionRepository(db, tableName);
  let endedSessions = 0;
  for (const session of sessions.values()) {
    if (session.status !== 'running' || moving.has(session.id)) continue;
    const audit = [{ at, actor: 'system' as const, event: 'interrupted', detail: UNSTARTED_RUN_REASON }];
    const ended = await sessionRepository.finish(
      session.userId,
      session.id,
      { status: 'failed', error: UNSTARTED_RUN_REASON },
      audit,
      at,
    );
    if (ended) endedSessions += 1;
  }

  const usage = dynamoUsageStore(db, tableName);
  let runsReturned = 0;
  for (const claim of claims) {
    const session = sessions.get(`${claim.userId}/${claim.runId}`);
    const started = session && !(session.status === 'running' && !moving.has(session.id));
    if (started) continue;
    await usage.releaseRun(claim.userId, claim.month, claim.runId);
    runsReturned += 1;
  }

  const deploymentRepository = dynamoDeploymentRepository(db, tableName);
  let endedDeployments = 0;
  for (const deployment of deployments) {
    if (deployment.status !== 'pending' || moving.has(deployment.id)) continue;
    const ended = await deploymentRepository.update(
      deployment.userId,
      deployment.id,
      { status: 'CREATE_FAILED', statusReason: UNSTARTED_DEPLOYMENT_REASON },
      at,
      { status: deployment.status, updatedAt: deployment.updatedAt },
    );
    if (ended) endedDeployments += 1;
  }
  return { sessions: endedSessions, deployments: endedDeployments, runsReturned };
}
