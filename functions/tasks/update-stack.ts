import { deploymentPorts } from '../lib/compose/deployments';
import type { WorkflowInput } from '../lib/deployments/ports';
import { updateDeploymentStack } from '../lib/deployments/update-stack';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler(({ userId, deploymentId, changeSetName }: WorkflowInput) =>
  updateDeploymentStack(deploymentPorts(), userId, deploymentId, changeSetName),
);
