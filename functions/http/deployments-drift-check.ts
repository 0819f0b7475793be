import { deploymentsDriftCheck } from '#shared/api/routes/drift';
import { driftPorts } from '../lib/compose/drift';
import { checkDrift } from '../lib/drift/check-drift';
import { personOf } from '../lib/http/caller';
import { httpHandler } from '../lib/http/middleware';

/** Checks the deployment's stack for drift now and answers the report. */
export const handler = httpHandler(deploymentsDriftCheck, ({ caller, params }) =>
  checkDrift(driftPorts(), caller.sub, params!.id, 'manual', personOf(caller)),
);
