import type { AwsAccountRepository } from '../ports/aws-account-repository';
import { isCloudError } from '../ports/cloud-error';
import type { NetworkReader, SecurityGroupSummary, SubnetSummary, VpcSummary } from '../ports/network-reader';
import { accountTarget, ownedAccount } from './owned-account';

interface NetworkDeps {
  accounts: Pick<AwsAccountRepository, 'get'>;
  networks: NetworkReader;
}

export type Listing<T> =
  | { success: true; items: T[]; error: null }
  | { success: false; items: []; error: string };

/** A cloud refusal (no access, unknown VPC, ...) is an answer with AWS's words; other errors stay errors. */
async function listing<T>(read: () => Promise<T[]>): Promise<Listing<T>> {
  try {
    return { success: true, items: await read(), error: null };
  } catch (error) {
    if (!isCloudError(error)) throw error;
    return { success: false, items: [], error: error.message };
  }
}

/** The VPCs of the caller's account `accountId` in `region`, through its role. */
export async function listVpcs(
  input: { userId: string; accountId: string; region: string },
  deps: NetworkDeps,
): Promise<Listing<VpcSummary>> {
  const account = await ownedAccount(deps.accounts, input.userId, input.accountId);
  return listing(() => deps.networks.vpcs(accountTarget(account, input.region)));
}

/** The subnets of one VPC of the caller's account. */
export async function listSubnets(
  input: { userId: string; accountId: string; region: string; vpcId: string },
  deps: NetworkDeps,
): Promise<Listing<SubnetSummary>> {
  const account = await ownedAccount(deps.accounts, input.userId, input.accountId);
  return listing(() => deps.networks.subnets(accountTarget(account, input.region), input.vpcId));
}

/** The security groups of one VPC of the caller's account. */
export async function listSecurityGroups(
  input: { userId: string; accountId: string; region: string; vpcId: string },
  deps: NetworkDeps,
): Promise<Listing<SecurityGroupSummary>> {
  const account = await ownedAccount(deps.accounts, input.userId, input.accountId);
  return listing(() => deps.networks.securityGroups(accountTarget(account, input.region), input.vpcId));
}
