import { deploymentsDriftRevert } from '#shared/api/routes/drift';
import { driftPorts } from '../lib/compose/drift';
import { revertDrift } from '../lib/drift/resolve-drift';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Reverts the drift through a drift-reverting change set: 202 while the update-stack workflow runs. */
export const handler = httpHandler(
  deploymentsDriftRevert,
  async ({ caller, params }) => new Reply(202, await revertDrift(driftPorts(), caller.sub, params!.id)),
);
