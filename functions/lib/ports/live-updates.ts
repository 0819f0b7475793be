import type { LiveMessage } from '#shared/live/messages';

export type { LiveMessage };

/**
 * Live updates to whoever watches a topic (a deployment, scan or generation session id) as the
 * user who owns it. In AWS: API Gateway's WebSocket API; locally: the in-process socket server.
 * A message reaches only sockets opened by `userId` on `topicId`.
 */
export interface LiveUpdates {
  publish(userId: string, topicId: string, message: LiveMessage): Promise<void>;
}
