import type { RetainedResource } from '#shared/api/deployment-changes';
import { consoleLocation } from '#shared/cfn/console-locations';
import { isDeletionProtected } from '#shared/cfn/deletion-protection';
import { parseTemplate, resolveTemplate } from '#shared/cfn/index';
import type { DeploymentRecord } from '../ports/deployment-repository';

const KEPT_POLICIES = new Set(['Retain', 'RetainExceptOnCreate', 'Snapshot']);
const FAILED_OR_SKIPPED = new Set(['DELETE_FAILED', 'DELETE_SKIPPED']);

/**
 * What a delete of the deployment's stack leaves in the account: resources whose DeletionPolicy
 * keeps them (Retain) or a final snapshot of them (Snapshot), and resources whose deletion
 * protection is on (AWS refuses to delete them, so the delete fails until an update turns it
 * off), each with its physical id and the console page that shows it. Read from the template the
 * stack runs, with its values, so a policy or a flag set through a parameter counts.
 */
export function retainedResources(
  deployment: Pick<DeploymentRecord, 'template' | 'parameterValues' | 'region' | 'resources' | 'stackName'>,
): RetainedResource[] {
  let resolved: ReturnType<typeof resolveTemplate>;
  try {
    resolved = resolveTemplate(parseTemplate(deployment.template), {
      parameters: deployment.parameterValues,
      region: deployment.region,
      stackName: deployment.stackName,
    });
  } catch {
    return [];
  }
  const physical = new Map(deployment.resources.map((r) => [r.logical_id, r.physical_id]));
  // what a delete failed on (or a retry skipped) is itself still in the account: unless its policy
  // keeps it anyway (Retain, skipped by design), that is why it stays (a Snapshot policy's resource
  // is not gone with a final snapshot left, it is all there)
  const failed = new Set(
    deployment.resources.filter((r) => FAILED_OR_SKIPPED.has(r.status)).map((r) => r.logical_id),
  );
  const kept: RetainedResource[] = [];
  for (const resource of resolved) {
    const policy = typeof resource.deletionPolicy === 'string' ? resource.deletionPolicy : undefined;
    const retainedByPolicy = policy === 'Retain' || policy === 'RetainExceptOnCreate';
    const reason: RetainedResource['reason'] | undefined =
      failed.has(resource.logicalId) && !retainedByPolicy
        ? 'DeleteFailed'
        : policy && KEPT_POLICIES.has(policy)
          ? (policy as RetainedResource['reason'])
          : isDeletionProtected(resource.type, resource.properties)
            ? 'DeletionProtection'
            : undefined;
    if (!reason) continue;
    const physicalId = physical.get(resource.logicalId);
    kept.push({
      logical_id: resource.logicalId,
      resource_type: resource.type,
      reason,
      physical_id: physicalId ?? null,
      console_url: consoleLocation(resource.type, physicalId, deployment.region, reason),
    });
  }
  // what a delete failed on, or a retry out of DELETE_FAILED skipped, beyond what the template keeps
  const listed = new Set(kept.map((r) => r.logical_id));
  for (const r of deployment.resources) {
    if (listed.has(r.logical_id) || !FAILED_OR_SKIPPED.has(r.status)) continue;
    kept.push({
      logical_id: r.logical_id,
      resource_type: r.type,
      reason: 'DeleteFailed',
      physical_id: r.physical_id ?? null,
      console_url: consoleLocation(r.type, r.physical_id, deployment.region, 'DeleteFailed'),
    });
  }
  return kept;
}
