import { isCloudError } from '../ports/cloud-error';
import { recordOutcome } from './history';
import { deploymentTarget, ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/** CloudFormation's words when a template changes nothing the stack has. */
export const NO_UPDATES = 'No updates are to be performed.';

/** CloudFormation's refusal of an UpdateStack while the stack is already updating. */
const ALREADY_UPDATING = /is in UPDATE_(COMPLETE_CLEANUP_)?IN_PROGRESS state and can not be updated/;

/**
 * Workflow step: ExecuteChangeSet of the change set the user reviewed, when there is one (it holds
 * exactly the deployment's new template), otherwise UpdateStack (by stack id) with the
 * deployment's new template, as the account's execution role. When nothing changes the deployment goes back to the status it had, saying so.
 * Safe to run twice (a retried step, a resumed local run): only this workflow updates a Sahab
 * deployment's stack, one update at a time, so a stack found already updating is this update.
 */
export async function updateDeploymentStack(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  changeSetName?: string | null,
): Promise<{ noChanges: boolean }> {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  const stack = deployment.stackId ?? deployment.stackName;
  const stacks = await ports.stacks();
  let noChanges: boolean;
  try {
    if (changeSetName) {
      await stacks.executeChangeSet(deploymentTarget(deployment), stack, changeSetName);
      noChanges = false;
    } else {
      ({ noChanges } = await stacks.updateStack(deploymentTarget(deployment), {
        stackNameOrId: stack,
        templateBody: deployment.template,
        parameters: deployment.parameterValues,
        executionRoleArn: deployment.executionRoleArn,
      }));
    }
  } catch (error) {
    if (!(isCloudError(error) && deployment.previousVersion && ALREADY_UPDATING.test(error.message)))
      throw error;
    return { noChanges: false };
  }
  if (noChanges) {
    await recordOutcome(ports, deployment, { status: 'UPDATE_COMPLETE', reason: NO_UPDATES });
    await ports.deployments.update(
      userId,
      id,
      {
        status: deployment.previousVersion?.status ?? 'UPDATE_COMPLETE',
        statusReason: NO_UPDATES,
        previousVersion: null,
      },
      ports.now().toISOString(),
    );
  }
  return { noChanges };
}
