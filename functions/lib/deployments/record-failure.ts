import { recordOutcome } from './history';
import type { DeploymentPorts } from './ports';

/** What Step Functions hands a Catch: the error name and its cause. */
export interface WorkflowError {
  Error: string;
  Cause?: string;
}

/**
 * A failed Lambda task's Cause is Lambda's JSON ({errorMessage, errorType, ...}); the local runner
 * and Pass states give plain text. Either way the deployment shows the message itself (AWS's words).
 */
export function failureMessage(error: WorkflowError): string {
  const cause = error.Cause ?? '';
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string') return parsed.errorMessage;
  } catch {
    // plain text
  }
  return cause || error.Error;
}

/**
 * Workflow step: every failure ends here, recorded on the deployment with the reason. A failed
 * update (refused before CloudFormation took it) gives the deployment back its template,
 * parameter values and status: its stack is as it was.
 */
export async function recordDeploymentFailure(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  failedStatus: string,
  error: WorkflowError,
) {
  const deployment = await ports.deployments.get(userId, id);
  const previous = deployment?.previousVersion;
  const at = ports.now().toISOString();
  const reason = failureMessage(error);
  if (!previous || !deployment) {
    if (deployment) await recordOutcome(ports, deployment, { status: failedStatus, reason });
    await ports.deployments.update(userId, id, { status: failedStatus, statusReason: reason }, at);
    return;
  }
  await recordOutcome(
    ports,
    { ...deployment, template: previous.template, parameterValues: previous.parameterValues },
    { status: 'UPDATE_FAILED', reason },
  );
  await ports.deployments.update(
    userId,
    id,
    {
      status: previous.status,
      statusReason: `Update failed: ${reason}`,
      template: previous.template,
      parameterValues: previous.parameterValues,
      previousVersion: null,
    },
    at,
  );
}
