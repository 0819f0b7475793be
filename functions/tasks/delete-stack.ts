import { deploymentPorts } from '../lib/compose/deployments';
import { deleteDeploymentStack } from '../lib/deployments/delete-stack';
import type { WorkflowInput } from '../lib/deployments/ports';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler(({ userId, deploymentId, retainResources }: WorkflowInput) =>
  deleteDeploymentStack(deploymentPorts(), userId, deploymentId, retainResources ?? []),
);
