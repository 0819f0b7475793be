import { NotFound } from '../errors';
import type { RegionalTarget } from '../ports/cloud-target';
import type { DeploymentRecord, DeploymentRepository } from '../ports/deployment-repository';

/** The same answer for an unknown id and another user's, so ids cannot be probed. */
export const DEPLOYMENT_NOT_FOUND = 'Deployment not found';

export async function ownedDeployment(
  deployments: Pick<DeploymentRepository, 'get'>,
  userId: string,
  id: string,
): Promise<DeploymentRecord> {
  const deployment = await deployments.get(userId, id);
  if (!deployment) throw new NotFound(DEPLOYMENT_NOT_FOUND);
  return deployment;
}

/** Where the deployment's cloud calls go: its account's role, the owner's id as external id. */
export function deploymentTarget(deployment: DeploymentRecord): RegionalTarget {
  return { roleArn: deployment.roleArn, externalId: deployment.userId, region: deployment.region };
}
