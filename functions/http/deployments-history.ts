import { deploymentsHistory } from '#shared/api/routes/deployments';
import { deploymentPorts } from '../lib/compose/deployments';
import { deploymentHistory } from '../lib/deployments/update-requests';
import { httpHandler } from '../lib/http/middleware';

/** Every create, update, fix, drift check, revert and delete of the deployment, oldest first. */
export const handler = httpHandler(deploymentsHistory, ({ caller, params }) =>
  deploymentHistory(deploymentPorts(), caller, params!.id),
);
