import { templateInstancesCreate } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { createInstance } from '../lib/designs/instances';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Adds a template to a design (creating the design for the caller when its id is new): 201. */
export const handler = httpHandler(
  templateInstancesCreate,
  async ({ caller, query, body }) =>
    new Reply(201, await createInstance(designPorts(), caller.sub, query!.design_id, body!)),
);
