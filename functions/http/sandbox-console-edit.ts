import { sandboxConsoleEdit } from '#shared/api/routes/drift';
import { driftPorts } from '../lib/compose/drift';
import { editSandboxProperty } from '../lib/drift/sandbox-console';
import { httpHandler } from '../lib/http/middleware';

/** Sandbox only: changes a live property by hand (drift), and answers the resources as they now are. */
export const handler = httpHandler(sandboxConsoleEdit, ({ caller, params, body }) =>
  editSandboxProperty(driftPorts(), caller.sub, params!.id, body!),
);
