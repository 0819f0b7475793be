import type { DeploymentPorts } from '../deployments/ports';
import { refuseUnlessUpdatable, updateDeployment } from '../deployments/update-deployment';
import { BadRequest } from '../errors';
import type { ScanPorts } from './ports';
import { proposedFix } from './violation-fix';

export const NO_AUTOMATIC_FIX =
  'This violation has no automatic fix: apply its remediation by hand, in the template or in AWS.';

/**
 * POST .../fix: computes the fix again here from the deployment's own template (a client never
 * supplies the template) and updates that deployment's stack with it. 400 when there is nothing
 * to apply; the deployment's refusals (409 while in progress) come from updateDeployment.
 */
export async function applyViolationFix(
  scans: ScanPorts,
  deployments: DeploymentPorts,
  userId: string,
  scanId: string,
  violationId: string,
): Promise<{ deployment_id: string; status: string }> {
  const proposed = await proposedFix(scans, userId, scanId, violationId, 'body');
  // a deployment being updated already holds its new template: say it is busy, not that it is fixed
  if (proposed.deployment) refuseUnlessUpdatable(proposed.deployment);
  if (proposed.kind === 'none') throw new BadRequest(proposed.reason);
  if (!proposed.violation.auto_fix_available) throw new BadRequest(NO_AUTOMATIC_FIX);
  const updated = await updateDeployment(deployments, userId, proposed.deployment.id, {
    template: proposed.patched,
  });
  return { deployment_id: updated.id, status: updated.status };
}
