import { isStackSettled } from '#shared/api/deployment-status';
import { findCatalogEntry } from '#shared/catalog/index';
import { vpcSubnetIds } from '#shared/catalog/vpc-outputs';
import type { DeploymentPorts } from '../deployments/ports';
import { startDeployment } from '../deployments/start-deployment';
import { Conflict, NotFound } from '../errors';
import type { DeploymentRecord } from '../ports/deployment-repository';
import { ACCOUNT_NOT_FOUND } from './owned-account';

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
  /** the tracked deployment of the VPC's stack (null when none was started) */
  deploymentId: string | null;
}

export interface CreateVpcDeps {
  deployments: DeploymentPorts;
  /** how long the request may wait for the workflow, and how it waits */
  wait: { now: () => number; sleep: (ms: number) => Promise<void>; pollMs: number; maxWaitMs: number };
}

/**
 * 'Create compliant VPC': deploys the catalog's VPC network template (3 zones, public and private
 * subnets, internet gateway, route tables, flow logs) as a deployment named after the VPC, through
 * the deploy-stack workflow like any deployment (so it is listed, followed live and removable),
 * then waits for that deployment within the request. Complete: the spec's answer with the VPC and
 * its subnets. Failed: AWS's reason. Still in progress when the wait ends: not a failure, said as
 * such, with the deployment id to follow.
 */
export async function createVpc(input: CreateVpcInput, deps: CreateVpcDeps): Promise<CreateVpcAnswer> {
  const ports = deps.deployments;
  const account = await ports.accounts.get(input.userId, input.accountId);
  if (!account) throw new NotFound(ACCOUNT_NOT_FOUND);
  const entry = findCatalogEntry(VPC_TEMPLATE_SLUG);
  if (!entry) throw new Error(`the catalog has no ${VPC_TEMPLATE_SLUG} template`);
  const deadline = deps.wait.now() + deps.wait.maxWaitMs;
  let started: DeploymentRecord;
  try {
    started = await startDeployment(ports, account, {
      region: input.region,
      stackName: input.vpcName,
      template: entry.template,
      parameterValues: { VpcName: input.vpcName, VpcCidr: input.cidrBlock },
    });
  } catch (error) {
    if (error instanceof Conflict) return failed(error.message, null);
    throw error;
  }
  const record = await waitForDeployment(ports, started, { ...deps.wait, deadline });
  if (!record)
    return failed(`The deployment of ${input.vpcName} disappeared while it was being created`, null);
  if (record.status === 'CREATE_COMPLETE') return created(record);
  if (!isStackSettled(record.status)) {
    return {
      success: false,
      vpcId: null,
      subnetIds: [],
      message: `Stack ${input.vpcName} is still being created; the VPC will be listed when it completes.`,
      error: `Stack ${input.vpcName} is still ${record.status}`,
      deploymentId: record.id,
    };
  }
  const reason = record.statusReason || 'no reason given';
  return failed(`Stack ${input.vpcName} ended in ${record.status}: ${reason}`, record.id);
}

/** Reads the deployment (the workflow records every step) until it settles or the deadline passes. */
async function waitForDeployment(
  ports: DeploymentPorts,
  started: DeploymentRecord,
  wait: CreateVpcDeps['wait'] & { deadline: number },
): Promise<DeploymentRecord | undefined> {
  for (;;) {
    const record = await ports.deployments.get(started.userId, started.id);
    if (!record || isStackSettled(record.status)) return record;
    const left = wait.deadline - wait.now();
    if (left <= 0) return record;
    await wait.sleep(Math.min(wait.pollMs, left));
  }
}

function failed(error: string, deploymentId: string | null): CreateVpcAnswer {
  return { success: false, vpcId: null, subnetIds: [], message: error, error, deploymentId };
}

/** Subnets zone by zone (public, then private, in each zone), as the stack outputs list them. */
function created(record: DeploymentRecord): CreateVpcAnswer {
  const subnetIds = vpcSubnetIds(record.outputs);
  const vpcId = record.outputs.VpcId ?? null;
  return {
    success: vpcId !== null,
    vpcId,
    subnetIds,
    message: `VPC ${vpcId} created with ${subnetIds.length} subnets by stack ${record.stackName}`,
    error: vpcId ? null : `Stack ${record.stackName} has no VpcId output`,
    deploymentId: record.id,
  };
}
