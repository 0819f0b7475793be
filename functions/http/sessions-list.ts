import { sessionsList } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { sessionSummary } from '../lib/generation/session-view';
import { httpHandler } from '../lib/http/middleware';

/** The caller's generation sessions, newest first. */
export const handler = httpHandler(sessionsList, async ({ caller }) =>
  (await sessionPorts().sessions.list(caller.sub)).map(sessionSummary),
);
