import type { LiveMessage } from './messages';

/**
 * The browser's side of the live messages: the server builds each one to its schema in
 * ./messages.ts, so the page takes a frame as sent once it is a message of a known type, and the
 * schemas (and zod) stay out of every page that follows something live.
 */
/** Every message type; `satisfies` makes a type added to the union fail here until it is listed. */
const LIVE_MESSAGE_TYPES = Object.keys({
  deployment: true,
  deployment_removed: true,
  scan: true,
  session: true,
} satisfies Record<LiveMessage['type'], true>);

/** One frame's text as a message; undefined for anything that is not a message of a known type. */
export function readLiveMessage(text: string): LiveMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const { type } = json as { type?: unknown };
  return typeof type === 'string' && LIVE_MESSAGE_TYPES.includes(type) ? (json as LiveMessage) : undefined;
}

/** The topic a message belongs to: the id of the deployment, scan or session it is about. */
export function liveMessageTopic(message: LiveMessage): string {
  switch (message.type) {
    case 'deployment':
    case 'deployment_removed':
      return message.deployment_id;
    case 'scan':
      return message.scan_id;
    case 'session':
      return message.session_id;
  }
}
