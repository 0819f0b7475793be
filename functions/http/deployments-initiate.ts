import { deploymentsInitiate } from '#shared/api/routes/deployments';
import { deploymentPorts } from '../lib/compose/deployments';
import { initiateDeployment } from '../lib/deployments/initiate-deployment';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Starts a deployment: 202 with its id while the deploy workflow runs. */
export const handler = httpHandler(deploymentsInitiate, async ({ caller, body }) => {
  // the middleware has validated the body against the route's schema (it is declared, so present)
  const request = body!;
  const answer = await initiateDeployment(deploymentPorts(), caller.sub, request.aws_account_id, {
    region: request.region,
    stackName: request.stack_name,
    template: request.template,
    parameterValues: request.parameter_values,
  });
  return new Reply(202, answer);
});
