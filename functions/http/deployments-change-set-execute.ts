import { deploymentsChangeSetExecute } from '#shared/api/routes/deployments';
import { deploymentPorts } from '../lib/compose/deployments';
import { designPorts } from '../lib/compose/designs';
import { executeUpdate } from '../lib/deployments/update-requests';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Executes the reviewed change set (202); the update-stack workflow follows it live. */
export const handler = httpHandler(deploymentsChangeSetExecute, async ({ caller, params, body }) => {
  const ports = { deployments: deploymentPorts(), sources: designPorts() };
  return new Reply(202, await executeUpdate(ports, caller, params!.id, params!.name, body!));
});
