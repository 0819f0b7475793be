import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import type { ResourceChange } from '#functions/lib/ports/stack-deployer';
import { replacementOfUpdate } from '#shared/cfn/replacement';
import { changeOf } from './update-timeline';

/**
 * The changes CloudFormation's DescribeChangeSet would list for an update from `previous` to
 * `next` resources, in the new template's order then the removals. Replacement comes from the same
 * data the fixer reads (the service specification's replacement-causing properties), or is True
 * when the physical id or type itself changes.
 */
export function changeSetChanges(previous: SandboxResource[], next: SandboxResource[]): ResourceChange[] {
  const before = new Map(previous.map((r) => [r.logicalId, r]));
  const changes: ResourceChange[] = [];
  for (const resource of next) {
    const old = before.get(resource.logicalId);
    const kind = changeOf(resource, old);
    if (kind === 'unchanged') continue;
    const base = { logicalId: resource.logicalId, resourceType: resource.type };
    if (!old) {
      changes.push({ ...base, action: 'Add', scope: [] });
      continue;
    }
    const answer = replacementOfUpdate(resource.type, old.properties, resource.properties);
    changes.push({
      ...base,
      action: 'Modify',
      replacement: kind === 'replaced' ? 'True' : answer.replacement,
      scope: answer.changed,
    });
  }
  const kept = new Set(next.map((r) => r.logicalId));
  for (const old of previous) {
    if (!kept.has(old.logicalId))
      changes.push({ action: 'Remove', logicalId: old.logicalId, resourceType: old.type, scope: [] });
  }
  return changes;
}
