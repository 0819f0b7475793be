import { EventEmitter } from 'node:events';
import type { LiveMessage, LiveUpdates } from '../../ports/live-updates';

export type LiveListener = (message: LiveMessage) => void;

/** The local publisher, plus what the local socket server listens with. */
export interface LocalLiveHub extends LiveUpdates {
  /** Starts listening to one user's topic; answers the function that stops. */
  subscribe(userId: string, topicId: string, listener: LiveListener): () => void;
  /** how many listeners a user's topic has (tests and the bench look) */
  listeners(userId: string, topicId: string): number;
}

/**
 * Live updates inside one process: the local runtime runs the handlers, the workflows and the
 * socket server in one process, so an event emitter carries what PostToConnection carries in AWS.
 * The key holds the user id, so a listener can only ever hear its own user's messages.
 */
export function createLocalLiveHub(): LocalLiveHub {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const key = (userId: string, topicId: string) => JSON.stringify([userId, topicId]);
  return {
    async publish(userId, topicId, message) {
      bus.emit(key(userId, topicId), message);
    },
    subscribe(userId, topicId, listener) {
      bus.on(key(userId, topicId), listener);
      return () => bus.off(key(userId, topicId), listener);
    },
    listeners: (userId, topicId) => bus.listenerCount(key(userId, topicId)),
  };
}

/** The process's one hub: the workflows publish to it and the local socket server reads it. */
export const localLiveHub: LocalLiveHub = createLocalLiveHub();
