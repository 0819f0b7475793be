import { deploymentPorts } from '../lib/compose/deployments';
import { observeDeploymentStack } from '../lib/deployments/observe-stack';
import type { WorkflowInput } from '../lib/deployments/ports';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler(({ userId, deploymentId, deadline }: WorkflowInput) =>
  observeDeploymentStack(deploymentPorts(), userId, deploymentId, deadline),
);
