import { prepareDeployment } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { prepareDeployment as prepare } from '../lib/generation/prepare-deployment';
import { httpHandler } from '../lib/http/middleware';

/** A completed session's template into the caller's library, ready for the builder's deploy. */
export const handler = httpHandler(prepareDeployment, async ({ caller, body }) =>
  prepare(sessionPorts(), caller.sub, body!.session_id),
);
