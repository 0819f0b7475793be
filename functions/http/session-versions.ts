import { sessionVersions } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { designVersions } from '../lib/generation/design-versions';
import { httpHandler } from '../lib/http/middleware';

/** The versions of the session's design, oldest first. */
export const handler = httpHandler(sessionVersions, async ({ caller, params }) =>
  designVersions(sessionPorts(), caller.sub, params.id),
);
