import { deploymentPorts } from '../lib/compose/deployments';
import type { WorkflowInput } from '../lib/deployments/ports';
import { recordDeploymentFailure, type WorkflowError } from '../lib/deployments/record-failure';
import { taskHandler } from '../lib/tasks/task-handler';

interface FailureInput extends WorkflowInput {
  failedStatus: string;
  error: WorkflowError;
}

export const handler = taskHandler(({ userId, deploymentId, failedStatus, error }: FailureInput) =>
  recordDeploymentFailure(deploymentPorts(), userId, deploymentId, failedStatus, error),
);
