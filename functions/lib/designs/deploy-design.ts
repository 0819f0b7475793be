import { ACCOUNT_NOT_FOUND } from '../deployments/initiate-deployment';
import type { DeploymentPorts } from '../deployments/ports';
import { startDeployment } from '../deployments/start-deployment';
import { BadRequest, NotFound } from '../errors';
import type { TemplateCatalog } from '../ports/template-catalog';
import { composeOwnedDesign } from './compose-owned';
import type { DesignPorts } from './ports';

export interface DeployDesignPorts extends DesignPorts {
  catalog: Pick<TemplateCatalog, 'recordDeployment'>;
  deployments: DeploymentPorts;
  /** told when a template's counter could not be bumped (the deployment has started anyway) */
  onCountFailed?: (error: unknown) => void;
}

export interface DeployDesignRequest {
  design_id: string;
  stack_name: string;
  aws_account_id: string;
  region: string;
}

/**
 * POST /api/templates/deploy: the design's composed template as ONE stack, through the same start
 * (and so the same deploy workflow, with its validity gate) as deploy-direct. A design that does
 * not compose, or whose values CloudFormation would refuse, is answered 400 with every problem.
 */
export async function deployDesign(ports: DeployDesignPorts, userId: string, request: DeployDesignRequest) {
  const composed = await composeOwnedDesign(ports, userId, request.design_id);
  if (composed.loaded.length === 0) throw new BadRequest('The design has no templates to deploy');
  if (composed.problems.length > 0) throw new BadRequest(composed.problems.join('; '));
  const account = await ports.deployments.accounts.get(userId, request.aws_account_id);
  if (!account) throw new NotFound(ACCOUNT_NOT_FOUND);
  const record = await startDeployment(ports.deployments, account, {
    region: request.region,
    stackName: request.stack_name,
    template: composed.template,
    parameterValues: composed.parameterValues,
    designId: request.design_id,
  });
  for (const templateId of new Set(composed.loaded.map(({ template }) => template.template_id))) {
    try {
      await ports.catalog.recordDeployment(templateId);
    } catch (error) {
      // the stack is on its way: a missed count must not make the caller deploy it twice
      ports.onCountFailed?.(error);
    }
  }
  return { deployment_id: record.id, status: record.status };
}
