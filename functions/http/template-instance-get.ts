import { templateInstanceGet } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { ownedInstance } from '../lib/designs/instances';
import { httpHandler } from '../lib/http/middleware';

/** One instance of the caller's designs. */
export const handler = httpHandler(templateInstanceGet, async ({ caller, params }) =>
  ownedInstance(designPorts(), caller.sub, params.id),
);
