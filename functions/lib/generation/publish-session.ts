import { logger } from '../logger';
import type { SessionRecord } from '../ports/session-repository';
import type { SessionPorts } from './ports';
import { sessionView } from './session-view';

/**
 * Sends the session as GET /api/session/{id} answers it to whoever watches it. A missed update
 * must never fail a run: the studio also polls, so a publishing error is only logged.
 */
export async function publishSession(ports: Pick<SessionPorts, 'live'>, record: SessionRecord | undefined) {
  if (!record) return;
  try {
    await ports.live.publish(record.userId, record.id, { type: 'session', ...sessionView(record) });
  } catch (error) {
    logger.warn('session update not published', { session_id: record.id, error: error as Error });
  }
}
