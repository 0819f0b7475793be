import type { DriftReport } from '#shared/api/drift';
import { scanTemplate } from '#shared/compliance/scan';
import { recordHistory } from '../deployments/history';
import { deploymentTarget, ownedDeployment } from '../deployments/owned-deployment';
import { Conflict } from '../errors';
import { logger } from '../logger';
import { isCloudError } from '../ports/cloud-error';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { StackDrift } from '../ports/drift-detector';
import { brokenControls } from './broken-controls';
import type { DriftPorts } from './ports';

/** The report of one check: each drifted property with the compliance controls its live value breaks. */
export function driftReport(
  deployment: DeploymentRecord,
  drift: StackDrift,
  checkedAt: string,
  trigger: DriftReport['trigger'],
): DriftReport {
  const options = { parameters: deployment.parameterValues, region: deployment.region };
  let baseline: ReturnType<typeof scanTemplate>['violations'] = [];
  try {
    baseline = scanTemplate(deployment.template, options).violations;
  } catch {
    // a template the engine cannot read names no controls; the drift is still reported
  }
  return {
    deployment_id: deployment.id,
    checked_at: checkedAt,
    trigger,
    status: drift.status,
    resources: drift.resources.map((r) => ({
      logical_id: r.logicalId,
      ...(r.physicalId && { physical_id: r.physicalId }),
      type: r.type,
      status: r.status,
      properties: r.properties.map((p) => ({
        ...p,
        broken_controls: brokenControls(
          deployment.template,
          baseline,
          { logicalId: r.logicalId, path: p.path, actual: p.actual },
          options,
        ),
      })),
    })),
  };
}

/** Drifted resources of a report. */
export const driftedResources = (report: DriftReport) =>
  report.resources.filter((r) => r.status === 'MODIFIED' || r.status === 'DELETED');

/** The history's sentence for a check: what drifted, and the controls the live values break. */
function checkSummary(report: DriftReport): string {
  const drifted = driftedResources(report);
  if (drifted.length === 0) return 'Checked drift: every resource matches the template';
  const properties = drifted.flatMap((r) => r.properties.map((p) => `${r.logical_id} ${p.path}`));
  const controls = new Set(
    drifted.flatMap((r) =>
      r.properties.flatMap((p) => p.broken_controls.map((c) => `${c.framework} ${c.control_id}`)),
    ),
  );
  return `Checked drift: ${drifted.length} resource${drifted.length === 1 ? '' : 's'} drifted${
    properties.length > 0 ? ` (${properties.join(', ')})` : ''
  }${controls.size > 0 ? `; breaks ${[...controls].join(', ')}` : ''}`;
}

/**
 * Checks a deployment's stack for drift, keeps the report and records the check in the
 * deployment's history (who, and what drifted). Only a stack that exists can be checked (409
 * otherwise, in words that say why). Drift found is passed on (notifications).
 */
export async function checkDrift(
  ports: DriftPorts,
  userId: string,
  id: string,
  trigger: DriftReport['trigger'] = 'manual',
  actor: string = trigger === 'scheduled' ? 'schedule' : userId,
): Promise<DriftReport> {
  const deployment = await ownedDeployment(ports.deployments.deployments, userId, id);
  if (!deployment.stackId) {
    throw new Conflict(
      `The deployment ${deployment.stackName} has no stack yet, so there is nothing to check.`,
    );
  }
  const detector = await ports.detector();
  const drift = await cloudAnswer(() =>
    detector.detectDrift(deploymentTarget(deployment), deployment.stackId!),
  );
  const report = driftReport(deployment, drift, ports.deployments.now().toISOString(), trigger);
  await ports.reports.put(userId, report);
  await recordHistory(ports.deployments, {
    deployment,
    action: 'drift-check',
    actor,
    summary: checkSummary(report),
    // nothing was deployed: the template's scan is the one of the last deploy
    scoresAfter: null,
  });
  const drifted = driftedResources(report).length;
  if (drifted > 0 && ports.onDrift) {
    try {
      await ports.onDrift({ userId, deploymentId: id, stackName: deployment.stackName, drifted });
    } catch (error) {
      logger.warn('Drift notification failed', { error: String(error) });
    }
  }
  return report;
}

/** A refusal by CloudFormation (a stack busy, no permission) is a 409 in AWS's own words. */
export async function cloudAnswer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isCloudError(error)) throw new Conflict(`CloudFormation refused: ${error.message}`);
    throw error;
  }
}
