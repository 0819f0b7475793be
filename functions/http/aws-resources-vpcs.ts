import { awsResourcesVpcs } from '#shared/api/routes/aws-resources';
import { listVpcs } from '../lib/accounts/list-networks';
import { networkListingPorts } from '../lib/compose/accounts';
import { listingAnswer } from '../lib/http/listing-answer';
import { httpHandler } from '../lib/http/middleware';

export const handler = httpHandler(awsResourcesVpcs, async ({ caller, query }) => {
  const { aws_account_id, region } = query!;
  const listing = await listVpcs(
    { userId: caller.sub, accountId: aws_account_id, region },
    await networkListingPorts(),
  );
  return listingAnswer('vpcs', listing, (vpc) => ({
    vpc_id: vpc.vpcId,
    name: vpc.name ?? null,
    cidr_block: vpc.cidrBlock,
    is_default: vpc.isDefault,
  }));
});
