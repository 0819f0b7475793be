import { isDeploymentDeleted } from '#shared/api/deployment-status';
import { Conflict } from '../errors';
import type { DeploymentRecord } from '../ports/deployment-repository';
import { endInHistory } from './deleted-deployment';
import { recordHistory } from './history';
import { ownedDeployment } from './owned-deployment';
import type { DeploymentPorts, WorkflowInput } from './ports';
import { retainedResources } from './retained-resources';

/** The resources a failed delete could not delete: what a retry may leave in the account. */
export const failedToDelete = (deployment: Pick<DeploymentRecord, 'resources'>) =>
  deployment.resources.filter((r) => r.status === 'DELETE_FAILED').map((r) => r.logical_id);

/**
 * DELETE /api/deployments/{id}: starts the delete-stack workflow. A deployment that never got a
 * stack (refused at the validity gate, say) has nothing in AWS to delete and is deleted at once.
 * Either way it stays in history as DELETE_COMPLETE, as CloudFormation keeps deleted stacks.
 * `retainFailed` is the way out of DELETE_FAILED: the retry leaves the resources that failed to
 * delete in the account (CloudFormation's RetainResources) and deletes the rest; 409 on a
 * deployment in any other status.
 */
export async function requestDeploymentDeletion(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  actor = userId,
  options: { retainFailed?: boolean } = {},
): Promise<string> {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  if (isDeploymentDeleted(deployment.status)) return 'DELETE_COMPLETE';
  const retainResources = options.retainFailed ? failedToDelete(deployment) : [];
  if (options.retainFailed && (deployment.status !== 'DELETE_FAILED' || retainResources.length === 0)) {
    throw new Conflict(
      `The deployment ${deployment.stackName} is not in Delete Failed with resources that failed to delete, so there is nothing to keep: delete it as it is.`,
    );
  }
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
    // always present: Step Functions' paths fail on a missing field
    retainResources,
  };
  await ports.workflows.start('delete-stack', `delete-${id}-${now.getTime()}`, { ...input });
  const kept = [
    ...retainedResources(deployment).map((r) => `${r.logical_id} (${r.reason})`),
    ...retainResources.map((logicalId) => `${logicalId} (failed to delete)`),
  ];
  await recordHistory(ports, {
    deployment,
    action: 'delete',
    actor,
    summary: `${retainResources.length > 0 ? 'Retried the delete of' : 'Deleted'} stack ${deployment.stackName}${
      kept.length > 0 ? `; kept: ${kept.join(', ')}` : ''
    }`,
    scoresAfter: null,
  });
  return 'DELETE_IN_PROGRESS';
}
