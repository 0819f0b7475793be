import type { UpdateOptions } from '#shared/api/deployment-changes';
import { composeOwnedDesign } from '../designs/compose-owned';
import type { DesignPorts } from '../designs/ports';
import { BadRequest, isHttpError } from '../errors';
import type { DeploymentRecord } from '../ports/deployment-repository';
import { findTemplate } from '../templates/find-template';
import type { ProposedChange } from './change-sets';
import { declaredParameters } from './change-sets';
import { ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/** Where a deployment's template came from, as it is now. */
export interface DeploymentSource {
  kind: 'catalog' | 'template' | 'design';
  name: string;
  /** the source's template today */
  template: string;
  /** a design's own values today (a template's source has none: the deployment's are kept) */
  parameterValues?: Record<string, string>;
}

export const NO_SOURCE =
  'This deployment was not made from a catalog template, an imported template or a design, so it has no newer version.';

/**
 * The catalog template, private (imported or studio) template or design a deployment was made
 * from, as it is today; undefined when it has none or it is gone (a deleted design).
 */
export async function deploymentSource(
  ports: DesignPorts,
  deployment: DeploymentRecord,
): Promise<DeploymentSource | undefined> {
  if (deployment.designId) {
    try {
      const composed = await composeOwnedDesign(ports, deployment.userId, deployment.designId);
      if (composed.loaded.length === 0 || composed.problems.length > 0) return undefined;
      return {
        kind: 'design',
        name: composed.name,
        template: composed.template,
        parameterValues: composed.parameterValues,
      };
    } catch (error) {
      if (isHttpError(error) && error.statusCode === 404) return undefined;
      throw error;
    }
  }
  if (!deployment.templateId) return undefined;
  const template = await findTemplate(ports.templates, deployment.userId, deployment.templateId);
  if (!template) return undefined;
  return {
    kind: 'is_private' in template && template.is_private ? 'template' : 'catalog',
    name: template.name,
    template: template.template_body,
  };
}

/** GET .../update-options: the form's parameters and values, and the source's newer version. */
export async function updateOptions(
  deployments: DeploymentPorts,
  sources: DesignPorts,
  userId: string,
  id: string,
): Promise<UpdateOptions> {
  const deployment = await ownedDeployment(deployments.deployments, userId, id);
  const source = await deploymentSource(sources, deployment);
  return {
    parameters: declaredParameters(deployment.template),
    parameter_values: deployment.parameterValues,
    source: source
      ? {
          kind: source.kind,
          name: source.name,
          newer_version: source.template !== deployment.template,
          parameters: declaredParameters(source.template),
        }
      : null,
  };
}

/**
 * The change an update request asks for: the values given, and with `use_latest_source` the
 * source's template today (a design's own values under the ones given). Resolved on the server
 * each time: the client never sends a template.
 */
export async function requestedChange(
  sources: DesignPorts,
  deployment: DeploymentRecord,
  request: { parameter_values?: Record<string, string>; use_latest_source?: boolean },
): Promise<ProposedChange> {
  if (!request.use_latest_source) return { parameterValues: request.parameter_values };
  const source = await deploymentSource(sources, deployment);
  if (!source) throw new BadRequest(NO_SOURCE);
  // a design's own values, under the ones the form sends (which it may have changed)
  const values =
    source.parameterValues || request.parameter_values
      ? { ...source.parameterValues, ...request.parameter_values }
      : undefined;
  return { template: source.template, ...(values && { parameterValues: values }) };
}
