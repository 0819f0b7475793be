import { deploymentPorts } from '../lib/compose/deployments';
import { notifyUser } from '../lib/compose/notifications';
import type { WorkflowInput } from '../lib/deployments/ports';
import { recordDeploymentFailure, type WorkflowError } from '../lib/deployments/record-failure';
import { deploymentFailed } from '../lib/notifications/events';
import { taskHandler } from '../lib/tasks/task-handler';

interface FailureInput extends WorkflowInput {
  failedStatus: string;
  error: WorkflowError;
}

export const handler = taskHandler(async ({ userId, deploymentId, failedStatus, error }: FailureInput) => {
  const outcome = await recordDeploymentFailure(deploymentPorts(), userId, deploymentId, failedStatus, error);
  const deployment = await deploymentPorts().deployments.get(userId, deploymentId);
  if (deployment)
    await notifyUser(userId, deploymentFailed(deployment.stackName, failedStatus, deployment.statusReason));
  return outcome;
});
