import { deploymentsChangeSetCreate } from '#shared/api/routes/deployments';
import { updateRequestPorts } from '../lib/compose/update-requests';
import { previewUpdate } from '../lib/deployments/update-requests';
import { httpHandler } from '../lib/http/middleware';

/** The change set of an update or a drift revert, worked out by CloudFormation, for review before anything changes. */
export const handler = httpHandler(deploymentsChangeSetCreate, ({ caller, params, body }) =>
  previewUpdate(updateRequestPorts(), caller.sub, params!.id, body!),
);
