import { liveConnections } from '../lib/compose/live';
import { closeSocket } from '../lib/live/close-socket';

export interface SocketDisconnectEvent {
  requestContext: { connectionId: string };
}

/** $disconnect: forgets the socket. */
export async function handler(event: SocketDisconnectEvent) {
  await closeSocket(liveConnections(), event.requestContext.connectionId);
  return { statusCode: 200 };
}
