import { randomUUID } from 'node:crypto';
import { EXECUTION_ROLE_NAME } from '#shared/accounts/role-template';
import { BadRequest, Conflict } from '../errors';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { DeploymentAccount } from '../ports/linked-account-reader';
import { isRefused } from '../ports/template-checker';
import { recordHistory } from './history';
import type { DeploymentPorts, WorkflowInput } from './ports';
import { refuseBeyondStackLimits } from './template-limits';

export interface DeploymentRequest {
  region: string;
  stackName: string;
  /** YAML or JSON text */
  template: string;
  parameterValues?: Record<string, string>;
  /** the catalog or private template this is a deployment of (a session's deployments list it) */
  templateId?: string;
  /** the design whose composed template this is */
  designId?: string;
  /** who asked, for the history (the owner's id when not said) */
  actor?: string;
}

/** The execution role the role template creates beside the access role, in the same account. */
const executionRoleArn = (accountNumber: string) =>
  `arn:aws:iam::${accountNumber}:role/${EXECUTION_ROLE_NAME}`;

/**
 * A template bomb (functions that would build more text than the resolver allows, or more of
 * something than CloudFormation's quotas) is refused before anything is recorded, by a check off
 * the serving thread, and so is a role trusting a principal outside the account it is deployed to.
 * Other problems are the validity gate's to report, in CloudFormation's words.
 */
export async function refuseTemplateBombs(
  ports: Pick<DeploymentPorts, 'templates'>,
  template: string,
  parameters: Record<string, string> = {},
  accountId?: string,
): Promise<void> {
  const check = await ports.templates.check({ text: template, parameters, ...(accountId && { accountId }) });
  if (isRefused(check)) throw new BadRequest(check.refused);
}

/**
 * Records a pending deployment (claiming its stack name in the account and region) and starts the
 * deploy workflow. The deploy API and the builder's deploy-direct both come here.
 */
export async function startDeployment(
  ports: DeploymentPorts,
  account: DeploymentAccount,
  request: DeploymentRequest,
): Promise<DeploymentRecord> {
  refuseBeyondStackLimits(request.template, request.parameterValues);
  await refuseTemplateBombs(ports, request.template, request.parameterValues, account.accountNumber);
  const now = ports.now();
  const record: DeploymentRecord = {
    userId: account.userId,
    id: randomUUID(),
    awsAccountId: account.id,
    accountNumber: account.accountNumber,
    roleArn: account.roleArn,
    executionRoleArn: executionRoleArn(account.accountNumber),
    cloud: account.cloud,
    stackName: request.stackName,
    region: request.region,
    status: 'pending',
    template: request.template,
    ...(request.templateId !== undefined && { templateId: request.templateId }),
    ...(request.designId !== undefined && { designId: request.designId }),
    parameterValues: request.parameterValues ?? {},
    outputs: {},
    resources: [],
    events: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  if (!(await ports.deployments.create(record))) {
    throw new Conflict(
      `A deployment named ${request.stackName} already exists in this account and region (${request.region})`,
    );
  }
  const input: WorkflowInput = {
    userId: record.userId,
    deploymentId: record.id,
    deadline: new Date(now.getTime() + ports.timeoutSeconds * 1000).toISOString(),
  };
  try {
    await ports.workflows.start('deploy-stack', `deploy-${record.id}`, { ...input });
  } catch (error) {
    // never leave a deployment pending that no workflow will ever move
    const reason = error instanceof Error ? error.message : String(error);
    await ports.deployments.update(
      record.userId,
      record.id,
      { status: 'CREATE_FAILED', statusReason: reason },
      now.toISOString(),
    );
    throw error;
  }
  await recordHistory(ports, {
    deployment: record,
    action: 'create',
    actor: request.actor ?? record.userId,
    summary: `Created stack ${record.stackName} in ${record.region}`,
  });
  return record;
}
