import { deploymentDetail } from './deployment-view';
import { ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

export async function getDeployment(ports: DeploymentPorts, userId: string, id: string) {
  return deploymentDetail(await ownedDeployment(ports.deployments, userId, id));
}
