import { scanTemplate } from '#shared/compliance/scan';
import { ownedDeployment } from '../deployments/owned-deployment';
import { refuseUnlessUpdatable, updateDeployment } from '../deployments/update-deployment';
import { BadRequest, Conflict } from '../errors';
import { templateWithLiveValue } from './live-template';
import type { DriftPorts } from './ports';

/**
 * Adopt: a new version of the deployment's template carrying one property's live value, scanned
 * by the compliance engine before it is saved (a template the engine cannot read is refused),
 * then deployed as an update, after which the stack no longer drifts on that property.
 */
export async function adoptDrift(
  ports: DriftPorts,
  userId: string,
  id: string,
  choice: { logical_id: string; path: string },
  actor: string = userId,
) {
  const deployment = await ownedDeployment(ports.deployments.deployments, userId, id);
  const report = await ports.reports.get(userId, id);
  const property = report?.resources
    .find((r) => r.logical_id === choice.logical_id)
    ?.properties.find((p) => p.path === choice.path);
  if (!property) {
    throw new BadRequest(`${choice.logical_id} ${choice.path} has not drifted at the last check.`);
  }
  refuseUnlessUpdatable(deployment);
  const template = templateWithLiveValue(
    deployment.template,
    choice.logical_id,
    choice.path,
    property.actual,
  );
  if (!template) {
    throw new Conflict(
      `${choice.logical_id} ${choice.path} comes from a function in the template, so its live value cannot be written into it: change the template by hand.`,
    );
  }
  let scores: Record<string, number>;
  try {
    const scan = scanTemplate(template, {
      parameters: deployment.parameterValues,
      region: deployment.region,
    });
    scores = Object.fromEntries(Object.entries(scan.scores).map(([framework, s]) => [framework, s.score]));
  } catch (error) {
    throw new Conflict(`The template with the live value cannot be scanned: ${(error as Error).message}`);
  }
  const updated = await updateDeployment(ports.deployments, userId, id, {
    template,
    history: { action: 'update', actor },
  });
  return { deployment_id: updated.id, status: updated.status, scores };
}
