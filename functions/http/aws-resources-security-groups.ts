import { awsResourcesSecurityGroups } from '#shared/api/routes/aws-resources';
import { listSecurityGroups } from '../lib/accounts/list-networks';
import { networkListingPorts } from '../lib/compose/accounts';
import { listingAnswer } from '../lib/http/listing-answer';
import { httpHandler } from '../lib/http/middleware';

export const handler = httpHandler(awsResourcesSecurityGroups, async ({ caller, query }) => {
  const { aws_account_id, vpc_id, region } = query!;
  const listing = await listSecurityGroups(
    { userId: caller.sub, accountId: aws_account_id, region, vpcId: vpc_id },
    await networkListingPorts(),
  );
  return listingAnswer('security_groups', listing, (group) => ({
    group_id: group.groupId,
    group_name: group.groupName,
    description: group.description,
  }));
});
