import type { DeploymentRecord } from '../ports/deployment-repository';
import type { DeploymentPorts } from './ports';

/** A deployment whose stack is deleted: kept in history, as CloudFormation keeps deleted stacks. */
export const isDeleted = (record: Pick<DeploymentRecord, 'status'>) => record.status === 'DELETE_COMPLETE';

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
