import { sessionAudit } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { auditTrail } from '../lib/generation/audit-trail';
import { httpHandler } from '../lib/http/middleware';

/** The session's audit trail: prompt, model and every agent's verdict with its time. */
export const handler = httpHandler(sessionAudit, async ({ caller, params }) =>
  auditTrail(sessionPorts(), caller.sub, params.id),
);
