import { sessionChanges } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { versionChanges } from '../lib/generation/design-versions';
import { httpHandler } from '../lib/http/middleware';

/** What this version changed from the one it was made from. */
export const handler = httpHandler(sessionChanges, async ({ caller, params }) =>
  versionChanges(sessionPorts(), caller.sub, params.id),
);
