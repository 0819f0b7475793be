import { sessionDeployments } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { sessionDeployments as deploymentsOf } from '../lib/generation/session-deployments';
import { httpHandler } from '../lib/http/middleware';

/** Deployments of the template prepared from the session. */
export const handler = httpHandler(sessionDeployments, async ({ caller, params }) =>
  deploymentsOf(sessionPorts(), caller.sub, params.id),
);
