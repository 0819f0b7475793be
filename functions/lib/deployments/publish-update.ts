import type { DeploymentPorts } from './ports';

/** Workflow step: tells the deployment's watchers what it looks like now. */
export async function publishDeploymentUpdate(ports: DeploymentPorts, userId: string, id: string) {
  const deployment = await ports.deployments.get(userId, id);
  if (deployment) await ports.updates.publish(deployment);
}
