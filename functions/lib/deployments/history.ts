import { logger } from '../logger';
import type { HistoryAction, HistoryChange, HistoryEntry, HistoryOutcome } from '../ports/deployment-history';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { DeploymentPorts } from './ports';
import { templateScores } from './template-scores';

export interface HistoryRecordRequest {
  /** the deployment as it is after the action (its template and values are what the scan reads) */
  deployment: Pick<DeploymentRecord, 'userId' | 'id' | 'template' | 'parameterValues' | 'region'>;
  action: HistoryAction;
  /** who asked: an e-mail, a user id, or `schedule` */
  actor: string;
  summary: string;
  changeSet?: { name: string; changes: HistoryChange[] };
  /** how an earlier request ended (see `recordOutcome`) */
  outcome?: HistoryOutcome;
  /**
   * a scan the caller already has (a drift check's); `null` when nothing runs afterwards (a
   * delete); otherwise the template scan of `deployment`
   */
  scoresAfter?: Record<string, number> | null;
}

/**
 * Appends one entry to a deployment's history: the one way every action (create, update, fix,
 * drift check, revert, delete) is recorded. It never fails the action it records: the stack
 * has already been asked to change, and a retry would ask twice, so a failed write is logged.
 */
export async function recordHistory(
  ports: Pick<DeploymentPorts, 'history' | 'now'>,
  request: HistoryRecordRequest,
): Promise<HistoryEntry> {
  const { deployment } = request;
  const scoresAfter =
    request.scoresAfter === null
      ? undefined
      : (request.scoresAfter ??
        templateScores(deployment.template, deployment.parameterValues, deployment.region));
  const entry: HistoryEntry = {
    deploymentId: deployment.id,
    at: ports.now().toISOString(),
    action: request.action,
    actor: request.actor,
    summary: request.summary,
    ...(request.changeSet && { changeSet: request.changeSet }),
    ...(request.outcome && { outcome: request.outcome }),
    ...(scoresAfter && { scoresAfter }),
  };
  try {
    await ports.history.append(deployment.userId, entry);
  } catch (error) {
    logger.warn('Deployment history entry not written', {
      deployment_id: deployment.id,
      error: error as Error,
    });
  }
  return entry;
}

/** A settled stack status as an outcome: a rollback is neither success nor plain failure. */
export function outcomeOf(status: string): HistoryOutcome {
  if (status.includes('ROLLBACK')) return status.endsWith('_COMPLETE') ? 'rolled back' : 'failed';
  return status.endsWith('_COMPLETE') ? 'succeeded' : 'failed';
}

/**
 * Records how the deployment's latest request ended, once its stack settles: an entry of the same
 * action (create, update, fix, revert, delete) with the outcome, the status and its reason, and
 * the scan of what the stack runs now (a rolled-back update runs its old template again). The
 * workflow calls it once, on the observation that moves the deployment out of progress.
 */
export async function recordOutcome(
  ports: Pick<DeploymentPorts, 'history' | 'now'>,
  deployment: Pick<
    DeploymentRecord,
    'userId' | 'id' | 'template' | 'parameterValues' | 'region' | 'stackName'
  >,
  settled: { status: string; reason?: string },
): Promise<void> {
  let request: HistoryEntry | undefined;
  try {
    const entries = await ports.history.list(deployment.userId, deployment.id);
    request = entries.filter((e) => e.outcome === undefined && e.action !== 'drift-check').at(-1);
  } catch (error) {
    logger.warn('Deployment history not read', { deployment_id: deployment.id, error: error as Error });
  }
  const outcome = outcomeOf(settled.status);
  const action: HistoryAction =
    request?.action ?? (settled.status.startsWith('DELETE') ? 'delete' : 'update');
  await recordHistory(ports, {
    deployment,
    action,
    actor: request?.actor ?? 'cloudformation',
    summary: `${outcome === 'succeeded' ? 'Succeeded' : outcome === 'failed' ? 'Failed' : 'Rolled back'}: stack ${deployment.stackName} is ${settled.status}${settled.reason ? ` (${settled.reason})` : ''}`,
    outcome,
    ...(action === 'delete' && { scoresAfter: null }),
  });
}
