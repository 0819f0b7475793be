import { NotFound } from '../errors';
import type { SessionRecord } from '../ports/session-repository';
import type { SessionPorts } from './ports';

export const SESSION_NOT_FOUND = 'Session not found';

/** The caller's session, or 404 (another user's id reads as missing, so ids cannot be probed). */
export async function ownedSession(
  ports: Pick<SessionPorts, 'sessions'>,
  userId: string,
  id: string,
): Promise<SessionRecord> {
  const record = await ports.sessions.get(userId, id);
  if (!record) throw new NotFound(SESSION_NOT_FOUND);
  return record;
}
