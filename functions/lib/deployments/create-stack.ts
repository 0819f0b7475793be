import { isCloudError } from '../ports/cloud-error';
import type { RegionalTarget } from '../ports/cloud-target';
import type { StackDeployer } from '../ports/stack-deployer';
import { deploymentTarget, ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

const DEPLOYMENT_TAG = 'sahab:deployment-id';

/** The stack of that name, when this deployment created it (its tag says so), else undefined. */
async function stackCreatedFor(
  stacks: StackDeployer,
  target: RegionalTarget,
  stackName: string,
  deploymentId: string,
): Promise<string | undefined> {
  const stack = await stacks.describeStack(target, stackName);
  return stack?.tags[DEPLOYMENT_TAG] === deploymentId ? stack.stackId : undefined;
}

/**
 * Workflow step: CreateStack as the account's execution role, tagged with the deployment. Safe to
 * run twice (a retried step, a resumed local run): a stack already recorded is left alone, and a
 * stack of this name that this deployment created is adopted instead of failing as a duplicate.
 */
export async function createDeploymentStack(ports: DeploymentPorts, userId: string, id: string) {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  if (deployment.stackId) return;
  const target = deploymentTarget(deployment);
  const stacks = await ports.stacks();
  await ports.deployments.update(userId, id, { status: 'creating_stack' }, ports.now().toISOString());
  let stackId: string;
  try {
    ({ stackId } = await stacks.createStack(target, {
      stackName: deployment.stackName,
      templateBody: deployment.template,
      parameters: deployment.parameterValues,
      tags: { [DEPLOYMENT_TAG]: deployment.id },
      executionRoleArn: deployment.executionRoleArn,
    }));
  } catch (error) {
    const ours = isCloudError(error, 'already-exists')
      ? await stackCreatedFor(stacks, target, deployment.stackName, deployment.id)
      : undefined;
    if (!ours) throw error;
    stackId = ours;
  }
  await ports.deployments.update(
    userId,
    id,
    { stackId, status: 'CREATE_IN_PROGRESS' },
    ports.now().toISOString(),
  );
}
