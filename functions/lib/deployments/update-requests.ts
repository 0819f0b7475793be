import type { ChangeRequest, DeploymentChangeSet, HistoryEntryView } from '#shared/api/deployment-changes';
import type { DesignPorts } from '../designs/ports';
import { executeChange, previewChange } from './change-sets';
import { requestedChange } from './deployment-source';
import { ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/** The API's side of an update: a request (values, newest source) becomes a proposed change. */
export interface UpdateRequestPorts {
  deployments: DeploymentPorts;
  sources: DesignPorts;
}

/** POST /api/deployments/{id}/change-sets */
export async function previewUpdate(
  ports: UpdateRequestPorts,
  userId: string,
  id: string,
  request: ChangeRequest,
): Promise<DeploymentChangeSet> {
  const deployment = await ownedDeployment(ports.deployments.deployments, userId, id);
  const change = await requestedChange(ports.sources, deployment, request);
  return previewChange(ports.deployments, userId, id, change);
}

/** POST /api/deployments/{id}/change-sets/{name}/execute */
export async function executeUpdate(
  ports: UpdateRequestPorts,
  caller: { sub: string; email?: string },
  id: string,
  changeSetName: string,
  request: ChangeRequest,
): Promise<{ deployment_id: string; status: string }> {
  const deployment = await ownedDeployment(ports.deployments.deployments, caller.sub, id);
  const change = await requestedChange(ports.sources, deployment, request);
  const updated = await executeChange(ports.deployments, caller.sub, id, change, {
    changeSetName,
    action: 'update',
    actor: caller.email ?? caller.sub,
  });
  return { deployment_id: updated.id, status: updated.status };
}

/** GET /api/deployments/{id}/history: oldest first, in the API's words. */
export async function deploymentHistory(
  ports: DeploymentPorts,
  userId: string,
  id: string,
): Promise<{ entries: HistoryEntryView[] }> {
  await ownedDeployment(ports.deployments, userId, id);
  const entries = await ports.history.list(userId, id);
  return {
    entries: entries.map((e) => ({
      at: e.at,
      action: e.action,
      actor: e.actor,
      summary: e.summary,
      change_set: e.changeSet ?? null,
      scores_after: e.scoresAfter ?? null,
    })),
  };
}
