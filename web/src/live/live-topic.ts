import type { LiveMessage } from '#shared/live/messages';
import { liveMessageTopic, readLiveMessage } from '#shared/live/read-message';

/** The spec's two live channels: `/ws/{id}` on the API host, the scan socket on the page's host. */
export type LiveChannel = 'ws' | 'compliance';

/**
 * The socket address of a topic, or undefined where this environment has no live channel (an
 * empty `wsUrl`): the caller then keeps polling. The token rides as a query parameter because
 * browsers cannot set headers on a WebSocket.
 */
export function liveTopicUrl(
  base: { wsUrl: string; pageOrigin: string },
  channel: LiveChannel,
  topicId: string,
  token: string,
): string | undefined {
  if (!base.wsUrl) return undefined;
  const id = encodeURIComponent(topicId);
  // API Gateway's WebSocket path is fixed, so its address carries the topic as `?topic={topic}`
  const socket = base.wsUrl.includes('{topic}')
    ? base.wsUrl.replace('{topic}', id)
    : `${base.wsUrl.replace(/\/+$/, '')}/${id}`;
  const url =
    channel === 'ws'
      ? new URL(socket)
      : new URL(`/api/compliance/ws/${id}`, base.pageOrigin.replace(/^http/, 'ws'));
  url.searchParams.set('token', token);
  return url.href;
}

/** The part of the browser's WebSocket this needs (the `ws` package offers the same). */
export interface LiveSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number): void;
}

export interface WatchOptions {
  topicId: string;
  /** the address to open with the current token; undefined: no socket possible now */
  url: (token: string) => string | undefined;
  getToken: () => string | undefined;
  onMessage: (message: LiveMessage) => void;
  onConnectedChange: (connected: boolean) => void;
  openSocket?: (url: string) => LiveSocket;
  /** the wait before reconnect number `attempt` (1, 2, ...) */
  retryDelayMs?: (attempt: number) => number;
}

/** 1 s, 2 s, 4 s ... capped at 30 s: a restarted server is found again quickly, a dead one rarely. */
export const defaultRetryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/**
 * Keeps one socket open on a topic, reconnecting (with a fresh token) after any close, and hands
 * on the messages that parse and belong to the topic. Answers the function that stops watching.
 */
export function watchLiveTopic(options: WatchOptions): () => void {
  const open = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as LiveSocket);
  const delay = options.retryDelayMs ?? defaultRetryDelay;
  let stopped = false;
  let socket: LiveSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const retry = () => {
    if (stopped) return;
    attempt += 1;
    timer = setTimeout(connect, delay(attempt));
  };

  function connect() {
    const token = options.getToken();
    const url = token ? options.url(token) : undefined;
    if (!url) return retry();
    const current = open(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      options.onConnectedChange(true);
    };
    current.onmessage = (event) => {
      const message = typeof event.data === 'string' ? readLiveMessage(event.data) : undefined;
      if (message && liveMessageTopic(message) === options.topicId) options.onMessage(message);
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      options.onConnectedChange(false);
      retry();
    };
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    const current = socket;
    socket = undefined;
    current?.close(1000);
  };
}
