import { deploymentDetail } from './deployment-view';
import type { DeploymentPorts } from './ports';

/**
 * Workflow step: tells the deployment's watchers what it looks like now (the view GET answers).
 * A deployment already removed (its stack deleted) is announced as removed instead.
 */
export async function publishDeploymentUpdate(ports: DeploymentPorts, userId: string, id: string) {
  const deployment = await ports.deployments.get(userId, id);
  await ports.updates.publish(
    userId,
    id,
    deployment
      ? { type: 'deployment', ...deploymentDetail(deployment) }
      : { type: 'deployment_removed', deployment_id: id },
  );
}
