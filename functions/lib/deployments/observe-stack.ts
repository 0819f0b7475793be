import type { DeploymentEvent, DeploymentResource } from '../ports/deployment-repository';
import { isTerminalStackStatus, type StackEvent } from '../ports/stack-deployer';
import { deploymentTarget, ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/** How many of the newest stack events a deployment keeps for its timeline. */
export const KEPT_EVENTS = 50;

const FAILED = /_FAILED$/;

/** The reason to show: the stack's own, else the first resource that failed (oldest first). */
function failureReason(events: StackEvent[]): string | undefined {
  const failed = [...events].reverse().find((e) => FAILED.test(e.status) && e.statusReason);
  return failed?.statusReason;
}

export interface Observation {
  status: string;
  terminal: boolean;
  timedOut: boolean;
}

/**
 * Workflow step: DescribeStacks, ListStackResources and DescribeStackEvents, recorded on the
 * deployment. A stack gone after a delete removes the deployment and frees its stack name.
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
  const stack = await ports.stacks.describeStack(target, stackRef);
  const now = ports.now();
  const timedOut = now.getTime() > Date.parse(deadline);
  if (!stack || stack.status === 'DELETE_COMPLETE') {
    await ports.deployments.releaseStackName(deployment);
    await ports.deployments.remove(userId, id);
    return { status: 'DELETE_COMPLETE', terminal: true, timedOut };
  }
  const [resources, events] = await Promise.all([
    ports.stacks.stackResources(target, stackRef),
    ports.stacks.stackEvents(target, stackRef),
  ]);
  const failed = FAILED.test(stack.status) || stack.status.startsWith('ROLLBACK');
  await ports.deployments.update(
    userId,
    id,
    {
      status: stack.status,
      statusReason: (failed ? failureReason(events) : undefined) ?? stack.statusReason ?? '',
      outputs: stack.outputs,
      stackId: stack.stackId,
      resources: resources.map(
        (r): DeploymentResource => ({
          logical_id: r.logicalId,
          ...(r.physicalId && { physical_id: r.physicalId }),
          type: r.type,
          status: r.status,
          ...(r.statusReason && { status_reason: r.statusReason }),
        }),
      ),
      events: events.slice(0, KEPT_EVENTS).map(
        (e): DeploymentEvent => ({
          timestamp: e.timestamp,
          logical_id: e.logicalId,
          type: e.resourceType,
          status: e.status,
          ...(e.statusReason && { status_reason: e.statusReason }),
        }),
      ),
    },
    now.toISOString(),
  );
  return { status: stack.status, terminal: isTerminalStackStatus(stack.status), timedOut };
}
