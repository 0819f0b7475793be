import { deploymentsList } from '#shared/api/routes/deployments';
import { deploymentPorts } from '../lib/compose/deployments';
import { listDeployments } from '../lib/deployments/list-deployments';
import { httpHandler } from '../lib/http/middleware';

/** The caller's deployments, newest first: active ones, or `?filter=deleted|all`. */
export const handler = httpHandler(deploymentsList, ({ caller, query }) =>
  listDeployments(deploymentPorts(), caller.sub, query?.filter),
);
