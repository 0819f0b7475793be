import { deploymentsChangeSetExecute } from '#shared/api/routes/deployments';
import { updateRequestPorts } from '../lib/compose/update-requests';
import { executeUpdate } from '../lib/deployments/update-requests';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Executes the reviewed change set (202); the update-stack workflow follows it live. */
export const handler = httpHandler(
  deploymentsChangeSetExecute,
  async ({ caller, params, body }) =>
    new Reply(202, await executeUpdate(updateRequestPorts(), caller, params!.id, params!.name, body!)),
);
