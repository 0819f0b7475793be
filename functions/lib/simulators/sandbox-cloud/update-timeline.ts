import type { SandboxEvent, SandboxResource, SandboxStack } from '#functions/lib/ports/sandbox-cloud-store';
import { deletionEvents, FAIL_SECONDS, resourceEvent, STEP_SECONDS, sorted, stackEvent } from './timeline';

type Change = 'added' | 'modified' | 'replaced' | 'unchanged';

const REPLACING = 'Requested update requires the creation of a new physical resource; hence creating one.';
const updateSeconds = (resource: SandboxResource) => Math.max(2, resource.seconds / 2);

/** How CloudFormation treats one resource of the new template, compared with the stack's. */
export function changeOf(next: SandboxResource, previous: SandboxResource | undefined): Change {
  if (!previous) return 'added';
  if (previous.type !== next.type || previous.physicalId !== next.physicalId) return 'replaced';
  const same =
    JSON.stringify(previous.properties) === JSON.stringify(next.properties) &&
    previous.deletionPolicy === next.deletionPolicy;
  return same ? 'unchanged' : 'modified';
}

export interface UpdateOutcome {
  events: SandboxEvent[];
  /** a resource failed, so the stack rolls back to `previous` */
  rolledBack: boolean;
}

/**
 * An update as CloudFormation plays it: changed and new resources in dependency order (unchanged
 * ones are not touched), then the clean-up deleting removed resources and the copies replacements
 * left behind. A resource failing (a failure the plan decided, as for a create) cancels what is
 * in progress and rolls the stack back: changed resources return to their old properties, new
 * ones are deleted, and the stack ends UPDATE_ROLLBACK_COMPLETE.
 */
export function updateTimeline(
  stack: Pick<SandboxStack, 'stackName' | 'stackId'>,
  previous: SandboxResource[],
  next: SandboxResource[],
  start: number,
  speed: number,
): UpdateOutcome {
  const ms = (seconds: number) => Math.max(1, Math.round((seconds * 1000) / speed));
  const before = new Map(previous.map((r) => [r.logicalId, r]));
  const change = new Map(next.map((r) => [r.logicalId, changeOf(r, before.get(r.logicalId))]));
  const touched = next.filter((r) => change.get(r.logicalId) !== 'unchanged');
  const events: SandboxEvent[] = [stackEvent(stack, 'UPDATE_IN_PROGRESS', start, 'User Initiated')];

  const began = new Map<string, number>();
  const ended = new Map<string, number>();
  for (const resource of next) {
    const after = Math.max(start, ...resource.dependsOn.map((id) => ended.get(id) ?? start));
    const kind = change.get(resource.logicalId);
    if (kind === 'unchanged') {
      ended.set(resource.logicalId, start);
      continue;
    }
    const begin = after + ms(STEP_SECONDS);
    const seconds = kind === 'modified' ? updateSeconds(resource) : resource.seconds;
    began.set(resource.logicalId, begin);
    ended.set(resource.logicalId, resource.failure ? Number.POSITIVE_INFINITY : begin + ms(seconds));
  }
  const failing = touched.filter((r) => r.failure);
  const failedAt = Math.min(...failing.map((r) => (began.get(r.logicalId) ?? 0) + ms(FAIL_SECONDS)));

  const done: SandboxResource[] = [];
  const failedToCreate: string[] = [];
  const failedToUpdate: string[] = [];
  for (const resource of touched) {
    const begin = began.get(resource.logicalId) ?? Number.POSITIVE_INFINITY;
    if (begin >= failedAt) continue;
    const kind = change.get(resource.logicalId);
    const old = before.get(resource.logicalId);
    const verb = kind === 'added' ? 'CREATE' : 'UPDATE';
    if (kind === 'added') {
      events.push(resourceEvent(resource, 'CREATE_IN_PROGRESS', begin));
      events.push(
        resourceEvent(resource, 'CREATE_IN_PROGRESS', begin + 1, 'Resource creation Initiated', true),
      );
    } else if (kind === 'replaced' && old) {
      events.push(resourceEvent(old, 'UPDATE_IN_PROGRESS', begin, REPLACING, true));
      events.push(
        resourceEvent(resource, 'UPDATE_IN_PROGRESS', begin + 1, 'Resource creation Initiated', true),
      );
    } else events.push(resourceEvent(resource, 'UPDATE_IN_PROGRESS', begin, undefined, true));
    const end = ended.get(resource.logicalId) ?? Number.POSITIVE_INFINITY;
    if (end < failedAt) {
      events.push(resourceEvent(resource, `${verb}_COMPLETE`, end, undefined, true));
      done.push(resource);
      continue;
    }
    const own = resource.failure && begin + ms(FAIL_SECONDS) === failedAt;
    const reason = own ? resource.failure : `Resource ${kind === 'added' ? 'creation' : 'update'} cancelled`;
    events.push(resourceEvent(resource, `${verb}_FAILED`, own ? failedAt : failedAt + 1, reason, true));
    (kind === 'added' ? failedToCreate : failedToUpdate).push(resource.logicalId);
  }

  if (!Number.isFinite(failedAt)) {
    const cleanup = Math.max(start, ...done.map((r) => ended.get(r.logicalId) ?? start)) + ms(STEP_SECONDS);
    events.push(stackEvent(stack, 'UPDATE_COMPLETE_CLEANUP_IN_PROGRESS', cleanup));
    const removed = previous.filter((r) => !change.has(r.logicalId));
    const replacedCopies = previous.filter((r) => change.get(r.logicalId) === 'replaced');
    const removal = deletionEvents(
      previous,
      [...removed, ...replacedCopies],
      new Map(),
      cleanup + ms(STEP_SECONDS),
      ms,
      true,
    );
    events.push(...removal.events);
    events.push(stackEvent(stack, 'UPDATE_COMPLETE', removal.end + ms(STEP_SECONDS)));
    return { events: sorted(events), rolledBack: false };
  }

  const rollback = failedAt + ms(STEP_SECONDS);
  const list = (verb: string, ids: string[]) =>
    ids.length > 0 ? `The following resource(s) failed to ${verb}: [${ids.sort().join(', ')}]. ` : '';
  const reason = `${list('create', failedToCreate)}${list('update', failedToUpdate)}`;
  events.push(stackEvent(stack, 'UPDATE_ROLLBACK_IN_PROGRESS', rollback, reason));
  // Changed resources go back to their old properties (a replaced one to its old copy).
  let restored = rollback;
  for (const resource of next) {
    const kind = change.get(resource.logicalId);
    const old = before.get(resource.logicalId);
    if (!old || kind === 'unchanged' || kind === 'added' || !began.has(resource.logicalId)) continue;
    const begin = rollback + ms(STEP_SECONDS);
    if ((began.get(resource.logicalId) ?? Number.POSITIVE_INFINITY) >= failedAt) continue;
    events.push(resourceEvent(old, 'UPDATE_IN_PROGRESS', begin, undefined, true));
    const end = begin + ms(updateSeconds(old));
    events.push(resourceEvent(old, 'UPDATE_COMPLETE', end, undefined, true));
    restored = Math.max(restored, end);
  }
  const cleanup = restored + ms(STEP_SECONDS);
  events.push(stackEvent(stack, 'UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS', cleanup));
  // What the update created goes: new resources, and the new copies of replaced ones.
  const created = done.filter((r) => change.get(r.logicalId) !== 'modified');
  const removal = deletionEvents(next, created, new Map(), cleanup + ms(STEP_SECONDS), ms, false);
  events.push(...removal.events);
  events.push(stackEvent(stack, 'UPDATE_ROLLBACK_COMPLETE', removal.end + ms(STEP_SECONDS)));
  return { events: sorted(events), rolledBack: true };
}
