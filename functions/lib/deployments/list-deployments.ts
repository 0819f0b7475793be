import { isDeploymentDeleted } from '#shared/api/deployment-status';
import type { DeploymentFilter } from '#shared/api/deployments';
import { deploymentSummary } from './deployment-view';
import type { DeploymentPorts } from './ports';

/**
 * GET /api/deployments: the active ones by default, as the CloudFormation console lists stacks;
 * `deleted` lists those whose stack was deleted (kept in history), `all` both.
 */
export async function listDeployments(
  ports: DeploymentPorts,
  userId: string,
  filter: DeploymentFilter = 'active',
) {
  const all = await ports.deployments.list(userId);
  return all
    .filter((record) => filter === 'all' || isDeploymentDeleted(record.status) === (filter === 'deleted'))
    .map(deploymentSummary);
}
