import type { FixPreview } from '#shared/api/compliance-schema';
import { previewAnswer, reviewedChangeSet } from '../deployments/change-set-review';
import type { DeploymentPorts } from '../deployments/ports';
import { refuseTemplateBombs } from '../deployments/start-deployment';
import { refuseUnlessUpdatable, updateDeployment } from '../deployments/update-deployment';
import { BadRequest } from '../errors';
import type { ScanPorts } from './ports';
import { proposedFix } from './violation-fix';

export const NO_AUTOMATIC_FIX =
  'This violation has no automatic fix: apply its remediation by hand, in the template or in AWS.';

/**
 * The fix computed again here from the deployment's own template (a client never supplies it),
 * and that template checked off the serving thread before CloudFormation (or the sandbox playing
 * it, whose validator runs in this process) is asked for a change set of it.
 */
async function applicableFix(
  scans: ScanPorts,
  deployments: Pick<DeploymentPorts, 'templates'>,
  userId: string,
  scanId: string,
  violationId: string,
) {
  const proposed = await proposedFix(scans, userId, scanId, violationId, 'body');
  // a deployment being updated already holds its new template: say it is busy, not that it is fixed
  if (proposed.deployment) refuseUnlessUpdatable(proposed.deployment);
  if (proposed.kind === 'none') throw new BadRequest(proposed.reason);
  if (!proposed.violation.auto_fix_available) throw new BadRequest(NO_AUTOMATIC_FIX);
  const { deployment } = proposed;
  await refuseTemplateBombs(
    deployments,
    proposed.patched,
    deployment.parameterValues,
    deployment.accountNumber,
  );
  return proposed;
}

/**
 * POST .../fix/preview: the change set of the fix on the deployed stack, for the confirmation.
 * Refused (409, with the list) when a resource that holds data would be replaced or removed.
 */
export async function previewViolationFix(
  scans: ScanPorts,
  deployments: DeploymentPorts,
  userId: string,
  scanId: string,
  violationId: string,
): Promise<FixPreview> {
  const fix = await applicableFix(scans, deployments, userId, scanId, violationId);
  return previewAnswer(await reviewedChangeSet(deployments, fix.deployment, fix.patched));
}

/**
 * POST .../fix: the same change set as the preview (created now if the preview was skipped),
 * checked again, then executed by the update-stack workflow. 400 when there is nothing to apply;
 * the deployment's refusals (409 while in progress) come from updateDeployment.
 */
export async function applyViolationFix(
  scans: ScanPorts,
  deployments: DeploymentPorts,
  userId: string,
  scanId: string,
  violationId: string,
): Promise<{ deployment_id: string; status: string }> {
  const fix = await applicableFix(scans, deployments, userId, scanId, violationId);
  const changeSet = await reviewedChangeSet(deployments, fix.deployment, fix.patched);
  const updated = await updateDeployment(deployments, userId, fix.deployment.id, {
    template: fix.patched,
    changeSetName: changeSet.changeSetName,
    history: { action: 'fix', actor: userId, changes: changeSet.changes },
  });
  return { deployment_id: updated.id, status: updated.status };
}
