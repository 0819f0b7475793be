import { isDeploymentInProgress, isStackSettled } from '#shared/api/deployment-status';
import type { RegionalTarget } from '../ports/cloud-target';
import type {
  DeploymentChange,
  DeploymentEvent,
  DeploymentRecord,
  DeploymentResource,
} from '../ports/deployment-repository';
import type { StackDeployer, StackEvent, StackResource } from '../ports/stack-deployer';
import { endInHistory } from './deleted-deployment';
import { recordOutcome } from './history';
import { deploymentTarget, ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/**
 * How much of the stack's event history (newest first) a deployment keeps for its timeline, in
 * bytes of JSON: every event of a stack's operations, bounded only so the record stays well inside
 * DynamoDB's 400 KB item beside its template and resources (a 300-resource create is about 900
 * events, some 180 KB).
 */
export const EVENTS_BYTE_BUDGET = 200_000;

/** The newest events that fit the budget, as the deployment records them. */
export function keptEvents(events: readonly StackEvent[]): DeploymentEvent[] {
  const kept: DeploymentEvent[] = [];
  let bytes = 0;
  for (const e of events) {
    const event: DeploymentEvent = {
      timestamp: e.timestamp,
      logical_id: e.logicalId,
      type: e.resourceType,
      status: e.status,
      ...(e.statusReason && { status_reason: e.statusReason }),
    };
    bytes += JSON.stringify(event).length + 1;
    if (bytes > EVENTS_BYTE_BUDGET) break;
    kept.push(event);
  }
  return kept;
}

const FAILED = /_FAILED$/;

function resourceView(r: StackResource): DeploymentResource {
  return {
    logical_id: r.logicalId,
    ...(r.physicalId && { physical_id: r.physicalId }),
    type: r.type,
    status: r.status,
    ...(r.statusReason && { status_reason: r.statusReason }),
  };
}

/** A deleted stack's last resources and events; what cannot be read keeps what was shown before. */
async function finalState(
  stacks: StackDeployer,
  target: RegionalTarget,
  stackId: string,
): Promise<Pick<DeploymentChange, 'resources' | 'events'>> {
  try {
    const [resources, events] = await Promise.all([
      stacks.stackResources(target, stackId),
      stacks.stackEvents(target, stackId),
    ]);
    return { resources: resources.map(resourceView), events: keptEvents(events) };
  } catch {
    return {};
  }
}

/** The reason to show: the first resource that failed (oldest first) in the stack's latest operation. */
function failureReason(events: StackEvent[]): string | undefined {
  const started = events.findIndex((e) => e.statusReason === 'User Initiated');
  const operation = started < 0 ? events : events.slice(0, started + 1);
  const failed = [...operation].reverse().find((e) => FAILED.test(e.status) && e.statusReason);
  return failed?.statusReason;
}

/**
 * An update that settled: the new template stays when the stack took it; a rolled-back stack
 * runs its old template again, so the deployment gets it back.
 */
function settledUpdate(deployment: DeploymentRecord, status: string): DeploymentChange {
  const previous = deployment.previousVersion;
  if (!previous || !isStackSettled(status)) return {};
  if (!status.startsWith('UPDATE_ROLLBACK')) return { previousVersion: null };
  return { template: previous.template, parameterValues: previous.parameterValues, previousVersion: null };
}

export interface Observation {
  status: string;
  terminal: boolean;
  timedOut: boolean;
}

/**
 * Workflow step: DescribeStacks, ListStackResources and DescribeStackEvents, recorded on the
 * deployment. A stack gone after a delete stays in history as DELETE_COMPLETE and frees its name.
 */
export async function observeDeploymentStack(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  deadline: string,
): Promise<Observation> {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  const target = deploymentTarget(deployment);
  const stackRef = deployment.stackId ?? deployment.stackName;
  const stacks = await ports.stacks();
  const stack = await stacks.describeStack(target, stackRef);
  const now = ports.now();
  const timedOut = now.getTime() > Date.parse(deadline);
  // the observation that moves the deployment out of progress is the one that records the outcome,
  // before the status says it ended (a History tab read again on that status then has it)
  const wasMoving = isDeploymentInProgress(deployment.status);
  if (!stack || stack.status === 'DELETE_COMPLETE') {
    if (wasMoving) await recordOutcome(ports, deployment, { status: 'DELETE_COMPLETE' });
    // CloudFormation still answers for a deleted stack by its id: the delete's own last events and
    // each resource's end (DELETE_SKIPPED for what it kept) replace what the record showed before
    const final = stack && deployment.stackId ? await finalState(stacks, target, deployment.stackId) : {};
    await endInHistory(ports, deployment, final);
    return { status: 'DELETE_COMPLETE', terminal: true, timedOut };
  }
  const [resources, events] = await Promise.all([
    stacks.stackResources(target, stackRef),
    stacks.stackEvents(target, stackRef),
  ]);
  const failed = FAILED.test(stack.status) || /^(UPDATE_)?ROLLBACK/.test(stack.status);
  const statusReason = (failed ? failureReason(events) : undefined) ?? stack.statusReason ?? '';
  const settled = settledUpdate(deployment, stack.status);
  const terminal = isStackSettled(stack.status);
  if (wasMoving && terminal) {
    await recordOutcome(
      ports,
      { ...deployment, ...settled },
      { status: stack.status, ...(failed && statusReason && { reason: statusReason }) },
    );
  }
  await ports.deployments.update(
    userId,
    id,
    {
      status: stack.status,
      statusReason,
      outputs: stack.outputs,
      stackId: stack.stackId,
      resources: resources.map(resourceView),
      events: keptEvents(events),
      ...settled,
    },
    now.toISOString(),
  );
  return { status: stack.status, terminal, timedOut };
}
