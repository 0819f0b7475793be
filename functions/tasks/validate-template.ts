import { deploymentPorts } from '../lib/compose/deployments';
import type { WorkflowInput } from '../lib/deployments/ports';
import { validateDeploymentTemplate } from '../lib/deployments/validate-template';
import { taskHandler } from '../lib/tasks/task-handler';

/** `operation` is 'update' in the update-stack workflow; the deploy workflow leaves it out. */
export const handler = taskHandler(
  ({ userId, deploymentId, operation }: WorkflowInput & { operation?: 'create' | 'update' }) =>
    validateDeploymentTemplate(deploymentPorts(), userId, deploymentId, operation),
);
