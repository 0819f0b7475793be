import { deploymentPorts } from '../lib/compose/deployments';
import type { WorkflowInput } from '../lib/deployments/ports';
import { publishDeploymentUpdate } from '../lib/deployments/publish-update';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler(({ userId, deploymentId }: WorkflowInput) =>
  publishDeploymentUpdate(deploymentPorts(), userId, deploymentId),
);
