import { EXECUTION_ROLE_NAME } from '#shared/accounts/role-template';
import { findCatalogEntry } from '#shared/catalog/index';
import type { AwsAccountRepository } from '../ports/aws-account-repository';
import { isCloudError } from '../ports/cloud-error';
import type { RegionalTarget } from '../ports/cloud-target';
import type { StackDeployer, StackDescription } from '../ports/stack-deployer';
import { accountTarget, ownedAccount } from './owned-account';
import { type StackWait, waitForStack } from './wait-for-stack';

export const VPC_TEMPLATE_SLUG = 'vpc-network';

export interface CreateVpcInput {
  userId: string;
  accountId: string;
  region: string;
  vpcName: string;
  cidrBlock: string;
}

export interface CreateVpcAnswer {
  success: boolean;
  vpcId: string | null;
  subnetIds: string[];
  message: string;
  error: string | null;
}

export interface CreateVpcDeps {
  accounts: Pick<AwsAccountRepository, 'get'>;
  stacks: Pick<StackDeployer, 'createStack' | 'describeStack' | 'stackEvents'>;
  wait: Omit<StackWait, 'deadline'> & { maxWaitMs: number };
}

/** The execution role the role template creates beside the access role, in the same account. */
export function executionRoleArn(accessRoleArn: string): string {
  return accessRoleArn.replace(/:role\/.*$/, `:role/${EXECUTION_ROLE_NAME}`);
}

/**
 * 'Create compliant VPC': deploys the catalog's VPC network template as a stack named after the
 * VPC (so it shows in CloudFormation and can be deleted like any stack) and answers its VPC and
 * subnets once the stack is complete.
 *
 * SEAM: until the deployment workflow (issue 8 part 4) is on main, this drives the stack through
 * the stack-deployer port directly and waits within the request. When it lands, this should start
 * a tracked deployment through the deployments domain function and wait on that record instead.
 * A stack still in progress when the wait ends is reported as such, never as a failure.
 */
export async function createVpc(input: CreateVpcInput, deps: CreateVpcDeps): Promise<CreateVpcAnswer> {
  const account = await ownedAccount(deps.accounts, input.userId, input.accountId);
  const target = accountTarget(account, input.region);
  const entry = findCatalogEntry(VPC_TEMPLATE_SLUG);
  if (!entry) throw new Error(`the catalog has no ${VPC_TEMPLATE_SLUG} template`);
  const deadline = deps.wait.now() + deps.wait.maxWaitMs;
  let stackId: string;
  try {
    ({ stackId } = await deps.stacks.createStack(target, {
      stackName: input.vpcName,
      templateBody: entry.template,
      parameters: { VpcName: input.vpcName, VpcCidr: input.cidrBlock },
      tags: { 'sahab:template': VPC_TEMPLATE_SLUG, 'sahab:managed-by': 'sahab' },
      executionRoleArn: executionRoleArn(account.roleArn),
    }));
  } catch (error) {
    if (!isCloudError(error)) throw error;
    return failed(error.message);
  }
  const stack = await waitForStack(deps.stacks, target, stackId, { ...deps.wait, deadline });
  if (!stack) return failed(`Stack ${input.vpcName} disappeared while it was being created`);
  if (stack.status === 'CREATE_COMPLETE') return created(stack);
  if (stack.status === 'CREATE_IN_PROGRESS') {
    return {
      success: false,
      vpcId: null,
      subnetIds: [],
      message: `Stack ${input.vpcName} is still being created; the VPC will be listed when it completes.`,
      error: `Stack ${input.vpcName} is still CREATE_IN_PROGRESS`,
    };
  }
  return failed(await failureReason(deps.stacks, target, stack));
}

function failed(error: string): CreateVpcAnswer {
  return { success: false, vpcId: null, subnetIds: [], message: error, error };
}

/** Subnets zone by zone (public, then private, in each zone), as the stack outputs list them. */
function created(stack: StackDescription): CreateVpcAnswer {
  const split = (value = '') => value.split(',').filter(Boolean);
  const publicIds = split(stack.outputs.PublicSubnetIds);
  const privateIds = split(stack.outputs.PrivateSubnetIds);
  const subnetIds = publicIds.flatMap((id, i) => (privateIds[i] ? [id, privateIds[i]] : [id]));
  const vpcId = stack.outputs.VpcId ?? null;
  return {
    success: vpcId !== null,
    vpcId,
    subnetIds,
    message: `VPC ${vpcId} created with ${subnetIds.length} subnets by stack ${stack.stackName}`,
    error: vpcId ? null : `Stack ${stack.stackName} has no VpcId output`,
  };
}

/** The first resource that failed says why (the stack's own reason is a summary). */
async function failureReason(
  stacks: Pick<StackDeployer, 'stackEvents'>,
  target: RegionalTarget,
  stack: StackDescription,
): Promise<string> {
  const events = await stacks.stackEvents(target, stack.stackId).catch(() => []);
  const firstFailure = events
    .filter((event) => event.status.endsWith('_FAILED') && event.logicalId !== stack.stackName)
    .at(-1);
  const reason = firstFailure?.statusReason ?? stack.statusReason ?? 'no reason given';
  return `Stack ${stack.stackName} ended in ${stack.status}: ${reason}`;
}
