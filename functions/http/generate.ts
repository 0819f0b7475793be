import { generate } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { startGeneration } from '../lib/generation/start-generation';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Starts a generation run: 202 with the session id while the agents work. */
export const handler = httpHandler(
  generate,
  async ({ caller, subscription, body }) =>
    new Reply(202, await startGeneration(sessionPorts(), { userId: caller.sub, subscription }, body!)),
);
