import { templateConnectionsCreate } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { createConnection } from '../lib/designs/connections';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Feeds an output of one instance into a parameter of another: 201. */
export const handler = httpHandler(
  templateConnectionsCreate,
  async ({ caller, query, body }) =>
    new Reply(201, await createConnection(designPorts(), caller.sub, query!.design_id, body!)),
);
