import { isDeploymentDeleted } from '#shared/api/deployment-status';
import { endInHistory } from './deleted-deployment';
import { recordHistory } from './history';
import { ownedDeployment } from './owned-deployment';
import type { DeploymentPorts, WorkflowInput } from './ports';
import { retainedResources } from './retained-resources';

/**
 * DELETE /api/deployments/{id}: starts the delete-stack workflow. A deployment that never got a
 * stack (refused at the validity gate, say) has nothing in AWS to delete and is deleted at once.
 * Either way it stays in history as DELETE_COMPLETE, as CloudFormation keeps deleted stacks.
 */
export async function requestDeploymentDeletion(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  actor = userId,
): Promise<string> {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  if (isDeploymentDeleted(deployment.status)) return 'DELETE_COMPLETE';
  if (!deployment.stackId) {
    await endInHistory(ports, deployment);
    return 'DELETE_COMPLETE';
  }
  const now = ports.now();
  await ports.deployments.update(
    userId,
    id,
    { status: 'DELETE_IN_PROGRESS', statusReason: '' },
    now.toISOString(),
  );
  const input: WorkflowInput = {
    userId,
    deploymentId: id,
    deadline: new Date(now.getTime() + ports.timeoutSeconds * 1000).toISOString(),
  };
  await ports.workflows.start('delete-stack', `delete-${id}-${now.getTime()}`, { ...input });
  const kept = retainedResources(deployment);
  await recordHistory(ports, {
    deployment,
    action: 'delete',
    actor,
    summary: `Deleted stack ${deployment.stackName}${
      kept.length > 0 ? `; kept: ${kept.map((r) => `${r.logical_id} (${r.reason})`).join(', ')}` : ''
    }`,
    scoresAfter: null,
  });
  return 'DELETE_IN_PROGRESS';
}
