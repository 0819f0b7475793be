import { deploymentPorts } from '../lib/compose/deployments';
import { createDeploymentStack } from '../lib/deployments/create-stack';
import type { WorkflowInput } from '../lib/deployments/ports';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler(({ userId, deploymentId }: WorkflowInput) =>
  createDeploymentStack(deploymentPorts(), userId, deploymentId),
);
