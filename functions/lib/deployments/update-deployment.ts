import { isDeploymentInProgress, isStackUpdatable } from '#shared/api/deployment-status';
import { DEPLOYMENT_STATUS_LABELS } from '#shared/messages/deployments';
import { Conflict } from '../errors';
import type { HistoryAction } from '../ports/deployment-history';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { ResourceChange } from '../ports/stack-deployer';
import { changeAction } from './change-set-review';
import { recordHistory } from './history';
import { ownedDeployment } from './owned-deployment';
import type { DeploymentPorts, WorkflowInput } from './ports';
import { refuseBeyondStackLimits } from './template-limits';

const label = (status: string) => DEPLOYMENT_STATUS_LABELS[status] ?? status;

/** 409 while a workflow moves the deployment, or when CloudFormation could not update its stack. */
export function refuseUnlessUpdatable(deployment: DeploymentRecord): void {
  const name = deployment.stackName;
  if (isDeploymentInProgress(deployment.status)) {
    throw new Conflict(
      `The deployment ${name} is in progress (${label(deployment.status)}): wait until it finishes, then try again.`,
    );
  }
  if (!deployment.stackId || !isStackUpdatable(deployment.status)) {
    throw new Conflict(
      `The deployment ${name} is ${label(deployment.status)} and cannot be updated: CloudFormation updates only a stack that was created or updated successfully.`,
    );
  }
}

export interface DeploymentUpdateRequest {
  /** the new template text (YAML or JSON) */
  template: string;
  /** the new parameter values; the deployment's own when absent */
  parameterValues?: Record<string, string>;
  /** a change set of exactly this update, reviewed by the user: executed instead of UpdateStack */
  changeSetName?: string;
  /** how the history records it: an update by the owner unless said (a fix, a revert...) */
  history?: { action: HistoryAction; actor: string; changes?: readonly ResourceChange[] };
}

/**
 * Updates a deployment's stack to a new template: one conditional write (the status and update
 * time the checks saw, so two requests cannot both start) moves it to UPDATE_IN_PROGRESS with the
 * new template and keeps the old one as `previousVersion`, then the update-stack workflow runs.
 * The compliance fix calls it; any caller that owns a new template for a deployment can. Live
 * messages come from the workflow (API functions hold no right to post to sockets).
 */
export async function updateDeployment(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  request: DeploymentUpdateRequest,
): Promise<DeploymentRecord> {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  refuseUnlessUpdatable(deployment);
  const now = ports.now().toISOString();
  const parameterValues = request.parameterValues ?? deployment.parameterValues;
  refuseBeyondStackLimits(request.template, parameterValues);
  const written = await ports.deployments.update(
    userId,
    id,
    {
      status: 'UPDATE_IN_PROGRESS',
      statusReason: '',
      template: request.template,
      parameterValues,
      previousVersion: {
        template: deployment.template,
        parameterValues: deployment.parameterValues,
        status: deployment.status,
      },
    },
    now,
    { status: deployment.status, updatedAt: deployment.updatedAt },
  );
  if (!written) {
    throw new Conflict(
      `The deployment ${deployment.stackName} changed while the update was being requested: try again.`,
    );
  }
  const input: WorkflowInput = {
    userId,
    deploymentId: id,
    deadline: new Date(Date.parse(now) + ports.timeoutSeconds * 1000).toISOString(),
    // always present: Step Functions' paths fail on a missing field
    changeSetName: request.changeSetName ?? null,
  };
  try {
    await ports.workflows.start('update-stack', `update-${id}-${Date.parse(now)}`, { ...input });
  } catch (error) {
    // never leave a deployment updating that no workflow will ever move
    await ports.deployments.update(
      userId,
      id,
      {
        status: deployment.status,
        statusReason: `Update failed: ${error instanceof Error ? error.message : String(error)}`,
        template: deployment.template,
        parameterValues: deployment.parameterValues,
        previousVersion: null,
      },
      ports.now().toISOString(),
    );
    throw error;
  }
  const updated: DeploymentRecord = {
    ...deployment,
    status: 'UPDATE_IN_PROGRESS',
    statusReason: '',
    template: request.template,
    parameterValues,
    updatedAt: now,
  };
  const history = request.history ?? { action: 'update', actor: userId };
  await recordHistory(ports, {
    deployment: updated,
    action: history.action,
    actor: history.actor,
    summary:
      history.action === 'revert'
        ? `Reverted drift in stack ${deployment.stackName}: every drifted property back to the template's value`
        : updateSummary(deployment, updated),
    ...(request.changeSetName && {
      changeSet: {
        name: request.changeSetName,
        changes: (history.changes ?? []).map((c) => ({
          action: changeAction(c),
          logical_id: c.logicalId,
          resource_type: c.resourceType,
        })),
      },
    }),
  });
  return updated;
}

/** The history's sentence: which values changed, and whether the template did. */
function updateSummary(before: DeploymentRecord, after: DeploymentRecord): string {
  const names = [...new Set([...Object.keys(before.parameterValues), ...Object.keys(after.parameterValues)])];
  const changed = names.filter((n) => before.parameterValues[n] !== after.parameterValues[n]).sort();
  const parts = [
    ...(before.template !== after.template ? ['a new template version'] : []),
    ...changed.map(
      (n) => `${n} ${before.parameterValues[n] ?? '(default)'} -> ${after.parameterValues[n] ?? '(default)'}`,
    ),
  ];
  return `Updated stack ${after.stackName}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}
