import { deploymentsUpdateOptions } from '#shared/api/routes/deployments';
import { deploymentPorts } from '../lib/compose/deployments';
import { designPorts } from '../lib/compose/designs';
import { updateOptions } from '../lib/deployments/deployment-source';
import { httpHandler } from '../lib/http/middleware';

/** The update form's parameters and values, and whether the deployment's source has a newer version. */
export const handler = httpHandler(deploymentsUpdateOptions, ({ caller, params }) =>
  updateOptions(deploymentPorts(), designPorts(), caller.sub, params!.id),
);
