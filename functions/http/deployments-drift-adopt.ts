import { deploymentsDriftAdopt } from '#shared/api/routes/drift';
import { driftPorts } from '../lib/compose/drift';
import { adoptDrift } from '../lib/drift/resolve-drift';
import { personOf } from '../lib/http/caller';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Adopts a drifted property's live value into a new template version: 202 while it deploys. */
export const handler = httpHandler(
  deploymentsDriftAdopt,
  async ({ caller, params, body }) =>
    new Reply(202, await adoptDrift(driftPorts(), caller.sub, params!.id, body!, personOf(caller))),
);
