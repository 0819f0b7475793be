import { templateInstanceUpdate } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { updateInstance } from '../lib/designs/instances';
import { httpHandler } from '../lib/http/middleware';

/** Renames, re-values or moves an instance. */
export const handler = httpHandler(templateInstanceUpdate, async ({ caller, params, body }) =>
  updateInstance(designPorts(), caller.sub, params.id, body!),
);
