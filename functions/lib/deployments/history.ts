import { logger } from '../logger';
import type { HistoryAction, HistoryChange, HistoryEntry } from '../ports/deployment-history';
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
