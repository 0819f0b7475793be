import type { LiveConnectionStore } from '../ports/live-connection-store';

/** API Gateway closes a WebSocket after two hours; the item outlives it a little, then expires. */
export const SOCKET_LIFETIME_SECONDS = 2 * 60 * 60 + 5 * 60;

/**
 * $connect: remembers the authorised socket under its user and topic until it closes, or until
 * its token expires (`tokenExpiresAt`, seconds): publishing then closes it instead of sending.
 */
export async function openSocket(
  connections: LiveConnectionStore,
  socket: { connectionId: string; userId: string; topicId: string },
  now: Date,
  tokenExpiresAt?: number,
): Promise<void> {
  const lifetime = Math.floor(now.getTime() / 1000) + SOCKET_LIFETIME_SECONDS;
  await connections.add({ ...socket, expiresAt: Math.min(lifetime, tokenExpiresAt ?? lifetime) });
}
