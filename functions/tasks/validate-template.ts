import { deploymentPorts } from '../lib/compose/deployments';
import type { WorkflowInput } from '../lib/deployments/ports';
import { validateDeploymentTemplate } from '../lib/deployments/validate-template';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler(({ userId, deploymentId }: WorkflowInput) =>
  validateDeploymentTemplate(deploymentPorts(), userId, deploymentId),
);
