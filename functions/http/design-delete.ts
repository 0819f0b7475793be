import { designDelete } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { deleteDesign } from '../lib/designs/designs';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Removes a design with its instances and connections: 204. */
export const handler = httpHandler(designDelete, async ({ caller, params }) => {
  await deleteDesign(designPorts(), caller.sub, params.id);
  return new Reply(204);
});
