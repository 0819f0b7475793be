import { useEffect, useRef, useState } from 'react';
import type { LiveMessage } from '#shared/live/messages';
import { getAccessToken } from '../api/token';
import { useConfig } from '../config/ConfigContext';
import { type LiveChannel, liveTopicUrl, watchLiveTopic } from './live-topic';

/**
 * Live messages for several topics at once (one socket each). `connected` is true only while every
 * topic has an open socket: until then the page keeps its polling, so a socket that cannot connect
 * (or an environment without one) costs nothing but the socket's retries.
 */
export function useLiveTopics(
  topicIds: readonly string[],
  onMessage: (message: LiveMessage) => void,
  channel: LiveChannel = 'ws',
): { connected: boolean } {
  const { wsUrl } = useConfig();
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const key = [...new Set(topicIds)].sort().join('\n');

  useEffect(() => {
    const ids = key ? key.split('\n') : [];
    const base = { wsUrl, pageOrigin: window.location.origin };
    const stops = ids.map((topicId) =>
      watchLiveTopic({
        topicId,
        url: (token) => liveTopicUrl(base, channel, topicId, token),
        getToken: getAccessToken,
        onMessage: (message) => handler.current(message),
        onConnectedChange: (connected) =>
          setOpen((previous) => {
            const next = new Set(previous);
            if (connected) next.add(topicId);
            else next.delete(topicId);
            return next;
          }),
      }),
    );
    return () => {
      for (const stop of stops) stop();
      setOpen(new Set());
    };
  }, [key, wsUrl, channel]);

  const ids = key ? key.split('\n') : [];
  return { connected: ids.length > 0 && ids.every((id) => open.has(id)) };
}

/** Live messages for one topic (a deployment, scan or session id); undefined watches nothing. */
export function useLiveTopic(
  topicId: string | undefined,
  onMessage: (message: LiveMessage) => void,
  channel: LiveChannel = 'ws',
): { connected: boolean } {
  return useLiveTopics(topicId ? [topicId] : [], onMessage, channel);
}
