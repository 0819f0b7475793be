import type { LiveConnectionStore } from '../ports/live-connection-store';

/** $disconnect: forgets the socket (API Gateway gives only its connection id). */
export async function closeSocket(connections: LiveConnectionStore, connectionId: string): Promise<void> {
  await connections.removeById(connectionId);
}
