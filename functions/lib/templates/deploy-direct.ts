import {
  checkParameterValues,
  subnetParameter,
  VPC_TEMPLATE_SLUGS,
  vpcParameter,
} from '#shared/catalog/parameter-values';
import { VALIDATION } from '#shared/messages/feedback';
import { ACCOUNT_NOT_FOUND } from '../deployments/initiate-deployment';
import type { DeploymentPorts } from '../deployments/ports';
import { startDeployment } from '../deployments/start-deployment';
import { BadRequest, NotFound } from '../errors';
import type { PrivateTemplate, PrivateTemplateStore } from '../ports/private-templates';
import type { StoredTemplate, TemplateCatalog } from '../ports/template-catalog';
import { findTemplate as findUsable } from './find-template';

/** Spec section 3, "Deploy request". */
export interface DeployDirectRequest {
  template_id?: string;
  template_slug?: string;
  stack_name: string;
  aws_account_id: string;
  region: string;
  parameter_values: Record<string, string | number | boolean>;
  vpc_id?: string | null;
  subnet_ids?: string[] | null;
}

export interface DeployDirectPorts {
  catalog: TemplateCatalog;
  /** the caller's own templates (prepared from generation sessions) deploy the same way */
  privateTemplates: Pick<PrivateTemplateStore, 'find'>;
  deployments: DeploymentPorts;
  /** told when the template's counter could not be bumped (the deployment has started anyway) */
  onCountFailed?: (error: unknown) => void;
}

/**
 * POST /api/templates/deploy-direct: a catalog template deployed with the builder's values through
 * the same start as /api/deployments/initiate, then the template's deployment_count bumped.
 */
export async function deployDirect(ports: DeployDirectPorts, userId: string, request: DeployDirectRequest) {
  const template = await findTemplate(ports, userId, request);
  const parameterValues = valuesFor(template, request);
  const account = await ports.deployments.accounts.get(userId, request.aws_account_id);
  if (!account) throw new NotFound(ACCOUNT_NOT_FOUND);
  const record = await startDeployment(ports.deployments, account, {
    region: request.region,
    stackName: request.stack_name,
    template: template.template_body,
    parameterValues,
    templateId: template.template_id,
  });
  try {
    await ports.catalog.recordDeployment(template.template_id);
  } catch (error) {
    // the stack is on its way: a missed count must not make the caller deploy it twice
    ports.onCountFailed?.(error);
  }
  return { deployment_id: record.id, status: record.status };
}

type UsableTemplate = StoredTemplate | PrivateTemplate;

async function findTemplate(
  ports: DeployDirectPorts,
  userId: string,
  request: DeployDirectRequest,
): Promise<UsableTemplate> {
  const asked = request.template_id ?? request.template_slug ?? '';
  const template = await findUsable(ports, userId, asked);
  if (!template) throw new NotFound(`Template '${asked}' not found`);
  if (request.template_slug && request.template_slug !== template.slug) {
    throw new BadRequest(
      `template_slug '${request.template_slug}' is not the slug of ${template.template_id}`,
    );
  }
  return template;
}

/**
 * The values CloudFormation receives: the builder's map as text, blanks left out (the template's
 * defaults apply), the picked VPC and subnets in the template's VPC and subnet parameters. Every
 * problem is answered at once, so nothing the user typed has to be guessed again.
 */
function valuesFor(template: UsableTemplate, request: DeployDirectRequest): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.parameter_values)) {
    const text = String(value).trim();
    if (text !== '') values[name] = text;
  }
  const problems: string[] = [];
  const vpc = vpcParameter(template.parameters);
  const subnets = subnetParameter(template.parameters);
  const vpcId = request.vpc_id?.trim();
  const subnetIds = (request.subnet_ids ?? []).map((id) => id.trim()).filter(Boolean);
  if (vpcId) {
    if (vpc) values[vpc.name] ??= vpcId;
    else problems.push(`${template.name} takes no VPC`);
  }
  if (subnetIds.length > 0) {
    if (subnets) values[subnets.name] ??= subnetIds.join(',');
    else problems.push(`${template.name} takes no subnets`);
  }
  if (VPC_TEMPLATE_SLUGS.includes(template.slug)) {
    if (vpc && !values[vpc.name]) problems.push(VALIDATION.selectVpc);
    const chosen = subnets ? (values[subnets.name] ?? '').split(',').filter(Boolean) : [];
    if (chosen.length < 2) problems.push(VALIDATION.selectSubnets);
  }
  problems.push(...checkParameterValues(template.parameters, values).map((p) => p.message));
  if (problems.length > 0) throw new BadRequest([...new Set(problems)].join('; '));
  return values;
}
