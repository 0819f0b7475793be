import { deploymentPorts } from '../lib/compose/deployments';
import { notifyUser } from '../lib/compose/notifications';
import { observeDeploymentStack } from '../lib/deployments/observe-stack';
import type { WorkflowInput } from '../lib/deployments/ports';
import { deploymentFailed, isFailedStackStatus } from '../lib/notifications/events';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler(async ({ userId, deploymentId, deadline }: WorkflowInput) => {
  const observation = await observeDeploymentStack(deploymentPorts(), userId, deploymentId, deadline);
  if (observation.terminal && isFailedStackStatus(observation.status)) {
    const deployment = await deploymentPorts().deployments.get(userId, deploymentId);
    if (deployment)
      await notifyUser(
        userId,
        deploymentFailed(deployment.stackName, observation.status, deployment.statusReason),
      );
  }
  return observation;
});
