import type { SandboxEvent, SandboxResource, SandboxStack } from '#functions/lib/ports/sandbox-cloud-store';

export const STACK_TYPE = 'AWS::CloudFormation::Stack';
/** How long a failing resource takes to fail, and the pause between CloudFormation's steps (s). */
export const FAIL_SECONDS = 4;
export const STEP_SECONDS = 1;
/**
 * Policies that leave the resource itself in place. Snapshot is not one: CloudFormation snapshots
 * the resource, then deletes it, so its deletion protection still fails the delete.
 */
const RETAINED = new Set(['Retain', 'RetainExceptOnCreate']);

const deleteSeconds = (resource: SandboxResource) => Math.max(2, resource.seconds / 2);

/**
 * The whole life of a new stack as CloudFormation would play it, as timed events: each resource
 * starts when all it depends on are complete; the first failure cancels what is in progress,
 * starts nothing new, and rolls back (deleting what was created, dependents first).
 * `speed` divides every duration (SAHAB_SANDBOX_SPEED).
 */
export function createTimeline(
  stack: Pick<SandboxStack, 'stackName' | 'stackId' | 'resources'>,
  start: number,
  speed: number,
): SandboxEvent[] {
  const ms = (seconds: number) => Math.max(1, Math.round((seconds * 1000) / speed));
  const events: SandboxEvent[] = [stackEvent(stack, 'CREATE_IN_PROGRESS', start, 'User Initiated')];
  const began = new Map<string, number>();
  const ended = new Map<string, number>();
  for (const resource of stack.resources) {
    const after = Math.max(
      start,
      ...resource.dependsOn.map((id) => ended.get(id) ?? Number.POSITIVE_INFINITY),
    );
    const begin = after + ms(STEP_SECONDS);
    began.set(resource.logicalId, begin);
    ended.set(resource.logicalId, resource.failure ? Number.POSITIVE_INFINITY : begin + ms(resource.seconds));
  }
  const failures = stack.resources.filter(
    (r) => r.failure && Number.isFinite(began.get(r.logicalId) ?? Number.NaN),
  );
  const failedAt = Math.min(...failures.map((r) => (began.get(r.logicalId) ?? 0) + ms(FAIL_SECONDS)));

  const created: SandboxResource[] = [];
  const unsuccessful: string[] = [];
  for (const resource of stack.resources) {
    const begin = began.get(resource.logicalId) ?? Number.POSITIVE_INFINITY;
    if (!Number.isFinite(begin) || begin >= failedAt) continue;
    events.push(resourceEvent(resource, 'CREATE_IN_PROGRESS', begin));
    events.push(
      resourceEvent(resource, 'CREATE_IN_PROGRESS', begin + 1, 'Resource creation Initiated', true),
    );
    const end = ended.get(resource.logicalId) ?? Number.POSITIVE_INFINITY;
    if (end < failedAt) {
      events.push(resourceEvent(resource, 'CREATE_COMPLETE', end, undefined, true));
      created.push(resource);
    } else if (resource.failure && begin + ms(FAIL_SECONDS) === failedAt) {
      events.push(resourceEvent(resource, 'CREATE_FAILED', failedAt, resource.failure));
      unsuccessful.push(resource.logicalId);
    } else {
      events.push(
        resourceEvent(resource, 'CREATE_FAILED', failedAt + 1, 'Resource creation cancelled', true),
      );
      unsuccessful.push(resource.logicalId);
    }
  }
  if (!Number.isFinite(failedAt)) {
    const done = Math.max(start, ...created.map((r) => ended.get(r.logicalId) ?? start)) + ms(STEP_SECONDS);
    events.push(stackEvent(stack, 'CREATE_COMPLETE', done));
    return sorted(events);
  }
  const rollback = failedAt + ms(STEP_SECONDS);
  const reason = `The following resource(s) failed to create: [${[...unsuccessful].sort().join(', ')}]. Rollback requested by user.`;
  events.push(stackEvent(stack, 'ROLLBACK_IN_PROGRESS', rollback, reason));
  const failed = stack.resources.filter((r) => unsuccessful.includes(r.logicalId));
  for (const resource of failed) events.push(resourceEvent(resource, 'DELETE_COMPLETE', rollback + 2));
  const removal = deletionEvents(stack.resources, created, new Map(), rollback + ms(STEP_SECONDS), ms, false);
  events.push(...removal.events);
  events.push(stackEvent(stack, 'ROLLBACK_COMPLETE', removal.end + ms(STEP_SECONDS)));
  return sorted(events);
}

/**
 * Deleting a stack from `start`: dependents first, retained resources skipped, and a resource that
 * something outside the stack still uses fails (`blocked`, by logical id, with AWS's words),
 * leaving what it depends on in place.
 */
export function deleteTimeline(
  stack: Pick<SandboxStack, 'stackName' | 'stackId' | 'resources'>,
  existing: SandboxResource[],
  blocked: ReadonlyMap<string, string>,
  start: number,
  speed: number,
): SandboxEvent[] {
  const ms = (seconds: number) => Math.max(1, Math.round((seconds * 1000) / speed));
  const events: SandboxEvent[] = [stackEvent(stack, 'DELETE_IN_PROGRESS', start, 'User Initiated')];
  const removal = deletionEvents(stack.resources, existing, blocked, start + ms(STEP_SECONDS), ms, true);
  events.push(...removal.events);
  const end = removal.end + ms(STEP_SECONDS);
  if (removal.failed.length === 0) events.push(stackEvent(stack, 'DELETE_COMPLETE', end));
  else {
    const reason = `The following resource(s) failed to delete: [${removal.failed.sort().join(', ')}]. `;
    events.push(stackEvent(stack, 'DELETE_FAILED', end, reason));
  }
  return sorted(events);
}

export function deletionEvents(
  all: SandboxResource[],
  existing: SandboxResource[],
  blocked: ReadonlyMap<string, string>,
  start: number,
  ms: (seconds: number) => number,
  honourRetain: boolean,
) {
  const events: SandboxEvent[] = [];
  const toDelete = new Set(existing.map((r) => r.logicalId));
  const finished = new Map<string, number>();
  const failed: string[] = [];
  const kept = new Set<string>();
  // Reverse creation order visits dependents before what they depend on.
  for (const resource of [...existing].reverse()) {
    const dependents = all.filter(
      (r) => toDelete.has(r.logicalId) && r.dependsOn.includes(resource.logicalId),
    );
    if (dependents.some((d) => kept.has(d.logicalId))) {
      kept.add(resource.logicalId);
      continue;
    }
    const begin = Math.max(start, ...dependents.map((d) => finished.get(d.logicalId) ?? start));
    if (honourRetain && resource.deletionPolicy && RETAINED.has(resource.deletionPolicy)) {
      events.push(resourceEvent(resource, 'DELETE_SKIPPED', begin, undefined, true));
      finished.set(resource.logicalId, begin);
      continue;
    }
    events.push(resourceEvent(resource, 'DELETE_IN_PROGRESS', begin, undefined, true));
    const reason = blocked.get(resource.logicalId);
    if (reason) {
      events.push(resourceEvent(resource, 'DELETE_FAILED', begin + ms(FAIL_SECONDS), reason, true));
      failed.push(resource.logicalId);
      kept.add(resource.logicalId);
      finished.set(resource.logicalId, begin + ms(FAIL_SECONDS));
      continue;
    }
    const end = begin + ms(deleteSeconds(resource));
    events.push(resourceEvent(resource, 'DELETE_COMPLETE', end, undefined, true));
    finished.set(resource.logicalId, end);
  }
  const end = Math.max(start, ...finished.values());
  return { events, end, failed };
}

export function stackEvent(
  stack: Pick<SandboxStack, 'stackName' | 'stackId'>,
  status: string,
  at: number,
  reason?: string,
): SandboxEvent {
  return {
    at,
    logicalId: stack.stackName,
    type: STACK_TYPE,
    status,
    physicalId: stack.stackId,
    ...(reason && { reason }),
  };
}

export function resourceEvent(
  resource: SandboxResource,
  status: string,
  at: number,
  reason?: string,
  withId = false,
): SandboxEvent {
  return {
    at,
    logicalId: resource.logicalId,
    type: resource.type,
    status,
    ...(withId && { physicalId: resource.physicalId }),
    ...(reason && { reason }),
  };
}

export const sorted = (events: SandboxEvent[]) => events.sort((a, b) => a.at - b.at);

/** The stack as a read at `now` sees it: only events already due count. */
export interface StackView {
  status: string;
  statusReason?: string;
  events: SandboxEvent[];
  /** latest event per started resource */
  resources: { resource: SandboxResource; event: SandboxEvent }[];
}

/** A rolled-back status and the status whose reason it keeps. */
const ROLLED_BACK = new Map([
  ['ROLLBACK_COMPLETE', 'ROLLBACK_IN_PROGRESS'],
  ['UPDATE_ROLLBACK_COMPLETE', 'UPDATE_ROLLBACK_IN_PROGRESS'],
]);

export function viewAt(stack: SandboxStack, now: number): StackView {
  const due = stack.events.filter((event) => event.at <= now);
  const stackEvents = due.filter((e) => e.type === STACK_TYPE && e.logicalId === stack.stackName);
  const current = stackEvents[stackEvents.length - 1] ?? stack.events[0];
  const physicalIds = new Map(stack.resources.map((r) => [r.logicalId, r.physicalId]));
  const latest = new Map<string, SandboxEvent>();
  for (const event of due) {
    if (event.type === STACK_TYPE && event.logicalId === stack.stackName) continue;
    // An update's clean-up deletes the copy a replacement left behind: not the resource itself.
    const copy = event.physicalId && event.physicalId !== physicalIds.get(event.logicalId);
    if (copy && event.status.startsWith('DELETE_')) continue;
    latest.set(event.logicalId, event);
  }
  // A rolled-back stack keeps the reason its rollback started with.
  const rolledBack = ROLLED_BACK.get(current.status);
  const rollback = rolledBack ? stackEvents.findLast((e) => e.status === rolledBack) : undefined;
  return {
    status: current.status,
    statusReason: current.reason ?? rollback?.reason,
    events: due,
    resources: stack.resources.flatMap((resource) => {
      const event = latest.get(resource.logicalId);
      return event ? [{ resource, event }] : [];
    }),
  };
}

/** Statuses in which a resource exists in the account. */
const EXISTS = new Set([
  'CREATE_COMPLETE',
  'CREATE_IN_PROGRESS',
  'UPDATE_IN_PROGRESS',
  'UPDATE_COMPLETE',
  'UPDATE_FAILED',
  'DELETE_IN_PROGRESS',
  'DELETE_FAILED',
  'DELETE_SKIPPED',
]);

/** The stack's resources that exist at `now` (retained ones outlive their stack). */
export function existingResources(
  stack: SandboxStack,
  now: number,
  includeCreating = true,
): SandboxResource[] {
  return viewAt(stack, now)
    .resources.filter(
      ({ event }) => EXISTS.has(event.status) && (includeCreating || event.status !== 'CREATE_IN_PROGRESS'),
    )
    .map(({ resource }) => resource);
}

/** When every planned event of the stack has happened (its current operation is over). */
export function settlesAt(stack: SandboxStack): number {
  return stack.events[stack.events.length - 1]?.at ?? stack.createdAt;
}
