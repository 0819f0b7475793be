import { templateInstanceDelete } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { deleteInstance } from '../lib/designs/instances';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Removes an instance and the connections that touch it: 204. */
export const handler = httpHandler(templateInstanceDelete, async ({ caller, params }) => {
  await deleteInstance(designPorts(), caller.sub, params.id);
  return new Reply(204);
});
