import { deploymentSummary } from './deployment-view';
import type { DeploymentPorts } from './ports';

export async function listDeployments(ports: DeploymentPorts, userId: string) {
  return (await ports.deployments.list(userId)).map(deploymentSummary);
}
