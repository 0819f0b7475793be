import type { DeploymentRecord } from '../ports/deployment-repository';
import type { DeploymentPorts } from './ports';

/**
 * The stack is gone: the deployment stays, DELETE_COMPLETE, with what it last showed (template,
 * outputs, events), and its stack name is free for a new deployment, as in CloudFormation.
 */
export async function endInHistory(
  ports: Pick<DeploymentPorts, 'deployments' | 'now'>,
  deployment: DeploymentRecord,
) {
  await ports.deployments.update(
    deployment.userId,
    deployment.id,
    { status: 'DELETE_COMPLETE', statusReason: '' },
    ports.now().toISOString(),
  );
  await ports.deployments.releaseStackName(deployment);
}
