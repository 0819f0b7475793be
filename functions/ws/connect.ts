import { liveConnections } from '../lib/compose/live';
import { openSocket } from '../lib/live/open-socket';

/** The part of a $connect event read here: the socket and what the authorizer established. */
export interface SocketConnectEvent {
  requestContext: {
    connectionId: string;
    authorizer?: { userId?: string; topicId?: string; expiresAt?: number | string } | null;
  };
}

/** $connect (after the authorizer): stores the socket so publishes for its user and topic find it. */
export async function handler(event: SocketConnectEvent) {
  const { connectionId, authorizer } = event.requestContext;
  // the route has the authorizer; without its context nothing says whose socket this is
  if (!authorizer?.userId || !authorizer.topicId) return { statusCode: 401 };
  await openSocket(
    liveConnections(),
    { connectionId, userId: authorizer.userId, topicId: authorizer.topicId },
    new Date(),
    Number(authorizer.expiresAt) || undefined,
  );
  return { statusCode: 200 };
}
