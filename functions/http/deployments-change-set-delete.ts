import { deploymentsChangeSetDelete } from '#shared/api/routes/deployments';
import { deploymentPorts } from '../lib/compose/deployments';
import { cancelChange } from '../lib/deployments/change-sets';
import { httpHandler } from '../lib/http/middleware';

/** Cancels a reviewed update: its change set is deleted, the stack stays as it is. */
export const handler = httpHandler(deploymentsChangeSetDelete, async ({ caller, params }) => {
  await cancelChange(deploymentPorts(), caller.sub, params!.id, params!.name);
  return { deleted: true as const };
});
