import { deploymentTarget, ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/**
 * Workflow step: the validity gate. CloudFormation's refusal propagates with its own words. A new
 * deployment shows 'validating'; an update stays UPDATE_IN_PROGRESS (its stack is live meanwhile).
 */
export async function validateDeploymentTemplate(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  operation: 'create' | 'update' = 'create',
) {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  if (operation === 'create') {
    // a run started again after its stack exists (a resumed local run) must not set the status back
    if (deployment.stackId) return;
    await ports.deployments.update(userId, id, { status: 'validating' }, ports.now().toISOString());
  }
  await (await ports.stacks()).validateTemplate(deploymentTarget(deployment), deployment.template);
}
