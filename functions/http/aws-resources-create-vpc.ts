import { awsResourcesCreateVpc } from '#shared/api/routes/aws-resources';
import { createVpc } from '../lib/accounts/create-vpc';
import { requestClock } from '../lib/compose/accounts';
import { deploymentPorts } from '../lib/compose/deployments';
import { httpHandler } from '../lib/http/middleware';

/** Wait for the deployment a little less than the function's timeout (29 s), then answer as it stands. */
const MAX_WAIT_MS = 25_000;

export const handler = httpHandler(awsResourcesCreateVpc, async ({ caller, body }) => {
  const { aws_account_id, region, vpc_name, cidr_block } = body!;
  const answer = await createVpc(
    { userId: caller.sub, accountId: aws_account_id, region, vpcName: vpc_name, cidrBlock: cidr_block },
    { deployments: deploymentPorts(), wait: { ...requestClock, pollMs: 1_000, maxWaitMs: MAX_WAIT_MS } },
  );
  return {
    success: answer.success,
    vpc_id: answer.vpcId,
    subnet_ids: answer.subnetIds,
    message: answer.message,
    error: answer.error,
    deployment_id: answer.deploymentId,
  };
});
