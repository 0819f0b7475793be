import { sessionGet } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { storePorts } from '../lib/compose/store';
import { httpHandler } from '../lib/http/middleware';
import { ownedSession } from '../lib/sessions/owned-session';
import { sessionView } from '../lib/sessions/session-view';

/** One session with its stages and progress. */
export const handler = httpHandler(
  sessionGet,
  async ({ caller, params }) => sessionView(await ownedSession(sessionPorts(), caller.sub, params.id)),
  { subscriptions: () => storePorts().subscriptions },
);
