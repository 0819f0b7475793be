import type { ChangeRequest, DeploymentChangeSet, HistoryEntryView } from '#shared/api/deployment-changes';
import type { DesignPorts } from '../designs/ports';
import { driftedResources } from '../drift/check-drift';
import { templateAsLive } from '../drift/live-template';
import { Conflict } from '../errors';
import { personOf } from '../http/caller';
import type { Caller } from '../http/types';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { DriftReportStore } from '../ports/drift-reports';
import { executeChange, type ProposedChange, previewChange } from './change-sets';
import { requestedChange } from './deployment-source';
import { ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/** The API's side of an update: a request (values, newest source) becomes a proposed change. */
export interface UpdateRequestPorts {
  deployments: DeploymentPorts;
  sources: DesignPorts;
  /** the last drift check of each deployment: what a revert reverts */
  driftReports: DriftReportStore;
}

/**
 * The change a request asks for. A drift revert is the stack's own template and values in
 * CloudFormation's drift-reverting mode, and only after a check that found drift (409 otherwise).
 */
async function proposedChange(
  ports: UpdateRequestPorts,
  deployment: DeploymentRecord,
  request: ChangeRequest,
): Promise<ProposedChange> {
  if (!request.revert_drift) return requestedChange(ports.sources, deployment, request);
  const report = await ports.driftReports.get(deployment.userId, deployment.id);
  if (!report || driftedResources(report).length === 0) {
    throw new Conflict(
      `Nothing in stack ${deployment.stackName} has drifted at the last check: check drift again first.`,
    );
  }
  return {
    revertDrift: { checkedAt: report.checked_at, liveTemplate: templateAsLive(deployment.template, report) },
  };
}

/** POST /api/deployments/{id}/change-sets */
export async function previewUpdate(
  ports: UpdateRequestPorts,
  userId: string,
  id: string,
  request: ChangeRequest,
): Promise<DeploymentChangeSet> {
  const deployment = await ownedDeployment(ports.deployments.deployments, userId, id);
  const change = await proposedChange(ports, deployment, request);
  return previewChange(ports.deployments, userId, id, change);
}

/** POST /api/deployments/{id}/change-sets/{name}/execute */
export async function executeUpdate(
  ports: UpdateRequestPorts,
  caller: Caller,
  id: string,
  changeSetName: string,
  request: ChangeRequest,
): Promise<{ deployment_id: string; status: string }> {
  const deployment = await ownedDeployment(ports.deployments.deployments, caller.sub, id);
  const change = await proposedChange(ports, deployment, request);
  const updated = await executeChange(ports.deployments, caller.sub, id, change, {
    changeSetName,
    action: request.revert_drift ? 'revert' : 'update',
    actor: personOf(caller),
  });
  return { deployment_id: updated.id, status: updated.status };
}

/**
 * GET /api/deployments/{id}/history: oldest first, in the API's words. Only the owner reads it,
 * so an entry recorded under the owner's id (a create, a fix, one written before the person was
 * recorded) names the owner as a person: the export an auditor reads says who, not an id.
 */
export async function deploymentHistory(
  ports: DeploymentPorts,
  caller: Caller,
  id: string,
): Promise<{ entries: HistoryEntryView[] }> {
  await ownedDeployment(ports.deployments, caller.sub, id);
  const entries = await ports.history.list(caller.sub, id);
  const person = personOf(caller);
  return {
    entries: entries.map((e) => ({
      at: e.at,
      action: e.action,
      actor: e.actor === caller.sub ? person : e.actor,
      summary: e.summary,
      outcome: e.outcome ?? null,
      change_set: e.changeSet ?? null,
      scores_after: e.scoresAfter ?? null,
    })),
  };
}
