import { deploymentTarget, ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/** Workflow step: CreateStack as the account's execution role, tagged with the deployment. */
export async function createDeploymentStack(ports: DeploymentPorts, userId: string, id: string) {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  await ports.deployments.update(userId, id, { status: 'creating_stack' }, ports.now().toISOString());
  const { stackId } = await ports.stacks.createStack(deploymentTarget(deployment), {
    stackName: deployment.stackName,
    templateBody: deployment.template,
    parameters: deployment.parameterValues,
    tags: { 'sahab:deployment-id': deployment.id },
    executionRoleArn: deployment.executionRoleArn,
  });
  await ports.deployments.update(
    userId,
    id,
    { stackId, status: 'CREATE_IN_PROGRESS' },
    ports.now().toISOString(),
  );
}
