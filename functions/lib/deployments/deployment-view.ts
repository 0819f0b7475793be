import type { DeploymentDetail, DeploymentSummary } from '#shared/api/deployments';
import { templateResourceCount } from '#shared/cfn/resource-count';
import type { DeploymentRecord } from '../ports/deployment-repository';
import { retainedResources } from './retained-resources';

/** The stack's page in the AWS console; the sandbox has no console, so it has no URL. */
export function consoleUrl(record: DeploymentRecord): string {
  if (record.cloud === 'sandbox' || !record.stackId) return '';
  const { region } = record;
  return `https://${region}.console.aws.amazon.com/cloudformation/home?region=${region}#/stacks/stackinfo?stackId=${encodeURIComponent(record.stackId)}`;
}

export function deploymentSummary(record: DeploymentRecord): DeploymentSummary {
  return {
    deployment_id: record.id,
    stack_name: record.stackName,
    status: record.status,
    status_reason: record.statusReason ?? '',
    region: record.region,
    created_at: record.createdAt,
    template: record.template,
    outputs: record.outputs,
    deployment_url: consoleUrl(record),
    stack_id: record.stackId ?? '',
    aws_account_id: record.awsAccountId,
    account_number: record.accountNumber,
    sandbox: record.cloud === 'sandbox',
    ...(record.designId !== undefined && { design_id: record.designId }),
  };
}

export function deploymentDetail(record: DeploymentRecord): DeploymentDetail {
  const total = templateResourceCount(record.template);
  return {
    ...deploymentSummary(record),
    resources: record.resources,
    ...(total !== undefined && { resource_total: total }),
    events: record.events,
    retained: retainedResources(record),
  };
}
