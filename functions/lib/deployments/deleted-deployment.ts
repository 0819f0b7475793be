import type { DeploymentChange, DeploymentRecord } from '../ports/deployment-repository';
import type { DeploymentPorts } from './ports';

/**
 * The stack is gone: the deployment stays, DELETE_COMPLETE, with what it last showed (template,
 * outputs, events: the delete's last ones when the caller could read them), and its stack name is free for a new deployment, as in CloudFormation.
 */
export async function endInHistory(
  ports: Pick<DeploymentPorts, 'deployments' | 'now'>,
  deployment: DeploymentRecord,
  final: Pick<DeploymentChange, 'resources' | 'events'> = {},
) {
  await ports.deployments.update(
    deployment.userId,
    deployment.id,
    { status: 'DELETE_COMPLETE', statusReason: '', ...final },
    ports.now().toISOString(),
  );
  await ports.deployments.releaseStackName(deployment);
}
