import { awsResourcesSubnets } from '#shared/api/routes/aws-resources';
import { listSubnets } from '../lib/accounts/list-networks';
import { networkListingPorts } from '../lib/compose/accounts';
import { listingAnswer } from '../lib/http/listing-answer';
import { httpHandler } from '../lib/http/middleware';

export const handler = httpHandler(awsResourcesSubnets, async ({ caller, query }) => {
  const { aws_account_id, vpc_id, region } = query!;
  const listing = await listSubnets(
    { userId: caller.sub, accountId: aws_account_id, region, vpcId: vpc_id },
    await networkListingPorts(),
  );
  return listingAnswer('subnets', listing, (subnet) => ({
    subnet_id: subnet.subnetId,
    name: subnet.name ?? null,
    cidr_block: subnet.cidrBlock,
    availability_zone: subnet.availabilityZone,
    available_ip_count: subnet.availableIpCount,
  }));
});
