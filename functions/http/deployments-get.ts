import { deploymentsGet } from '#shared/api/routes/deployments';
import { deploymentPorts } from '../lib/compose/deployments';
import { getDeployment } from '../lib/deployments/get-deployment';
import { httpHandler } from '../lib/http/middleware';

/** One deployment of the caller with its stack resources and recent events; 404 for anyone else's. */
export const handler = httpHandler(deploymentsGet, ({ caller, params }) =>
  getDeployment(deploymentPorts(), caller.sub, params!.id),
);
