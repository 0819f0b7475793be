import type { AuditTrail } from '#shared/api/sessions';
import { ownedSession } from './owned-session';
import type { SessionPorts } from './ports';

/** GET /api/session/{id}/audit: prompt, model, and each agent's verdict with its time. */
export async function auditTrail(
  ports: Pick<SessionPorts, 'sessions'>,
  userId: string,
  id: string,
): Promise<AuditTrail> {
  const session = await ownedSession(ports, userId, id);
  return {
    session_id: session.id,
    prompt: session.prompt,
    model_id: session.modelId,
    created_at: session.createdAt,
    entries: [...session.audit].sort((a, b) => a.at.localeCompare(b.at)),
  };
}
