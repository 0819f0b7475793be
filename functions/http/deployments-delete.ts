import { deploymentsDelete } from '#shared/api/routes/deployments';
import { deploymentPorts } from '../lib/compose/deployments';
import { requestDeploymentDeletion } from '../lib/deployments/delete-deployment';
import { personOf } from '../lib/http/caller';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Starts deleting the deployment's stack (202); the deployment goes once the stack is gone. */
export const handler = httpHandler(deploymentsDelete, async ({ caller, params, query }) => {
  const id = params!.id;
  const status = await requestDeploymentDeletion(deploymentPorts(), caller.sub, id, personOf(caller), {
    retainFailed: query?.retain_failed === 'true',
  });
  return new Reply(202, { deployment_id: id, status });
});
