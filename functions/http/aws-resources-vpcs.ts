import { awsResourcesVpcs } from '#shared/api/routes/aws-resources';
import { listVpcs } from '../lib/accounts/list-networks';
import { accountsPorts } from '../lib/compose/accounts';
import { httpHandler } from '../lib/http/middleware';

export const handler = httpHandler(awsResourcesVpcs, async ({ caller, query }) => {
  const ports = accountsPorts();
  const { aws_account_id, region } = query!;
  const listing = await listVpcs(
    { userId: caller.sub, accountId: aws_account_id, region },
    { accounts: ports.accounts, networks: (await ports.cloud()).networks },
  );
  return {
    success: listing.success,
    vpcs: listing.items.map((vpc) => ({
      vpc_id: vpc.vpcId,
      name: vpc.name ?? null,
      cidr_block: vpc.cidrBlock,
      is_default: vpc.isDefault,
    })),
    error: listing.error,
  };
});
