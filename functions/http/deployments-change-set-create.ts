import { deploymentsChangeSetCreate } from '#shared/api/routes/deployments';
import { deploymentPorts } from '../lib/compose/deployments';
import { designPorts } from '../lib/compose/designs';
import { previewUpdate } from '../lib/deployments/update-requests';
import { httpHandler } from '../lib/http/middleware';

/** The change set of an update, worked out by CloudFormation, for review before anything changes. */
export const handler = httpHandler(deploymentsChangeSetCreate, ({ caller, params, body }) =>
  previewUpdate({ deployments: deploymentPorts(), sources: designPorts() }, caller.sub, params!.id, body!),
);
