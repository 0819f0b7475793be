import { sessionRefine } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { refineDesign } from '../lib/generation/refine-design';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** "Change this design": 202 with the new version's session while the agents work. */
export const handler = httpHandler(
  sessionRefine,
  async ({ caller, subscription, params, body }) =>
    new Reply(
      202,
      await refineDesign(sessionPorts(), { userId: caller.sub, subscription }, params.id, body!),
    ),
);
