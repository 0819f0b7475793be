import { templateConnectionDelete } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { deleteConnection } from '../lib/designs/connections';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Removes one connection: 204. */
export const handler = httpHandler(templateConnectionDelete, async ({ caller, params }) => {
  await deleteConnection(designPorts(), caller.sub, params.id);
  return new Reply(204);
});
