import { deploymentTarget, ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/**
 * Workflow step: DeleteStack, by stack id so a later stack of the same name is never hit; a retry
 * out of DELETE_FAILED names the resources it leaves in the account.
 */
export async function deleteDeploymentStack(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  retainResources: readonly string[] = [],
) {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  if (!deployment.stackId) return;
  await (await ports.stacks()).deleteStack(deploymentTarget(deployment), deployment.stackId, retainResources);
  await ports.deployments.update(userId, id, { status: 'DELETE_IN_PROGRESS' }, ports.now().toISOString());
}
