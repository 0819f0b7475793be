import { sessionGet } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { ownedSession } from '../lib/generation/owned-session';
import { sessionView } from '../lib/generation/session-view';
import { httpHandler } from '../lib/http/middleware';

/** One session with its stages and progress. */
export const handler = httpHandler(sessionGet, async ({ caller, params }) =>
  sessionView(await ownedSession(sessionPorts(), caller.sub, params.id)),
);
