import { sandboxConsoleGet } from '#shared/api/routes/drift';
import { driftPorts } from '../lib/compose/drift';
import { sandboxConsoleResources } from '../lib/drift/sandbox-console';
import { httpHandler } from '../lib/http/middleware';

/** Sandbox only: the stack's resources with their live properties. */
export const handler = httpHandler(sandboxConsoleGet, ({ caller, params }) =>
  sandboxConsoleResources(driftPorts(), caller.sub, params!.id),
);
