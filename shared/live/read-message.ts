import type { LiveMessage } from './messages';
import { SCAN_LIVE_STATUSES } from './scan-statuses';

/**
 * The browser's side of the live messages: the server builds each one to its schema in
 * ./messages.ts. The page checks, without the schemas (zod stays out of every page that follows
 * something live), that a frame is a message of a known type whose fields the pages act on are
 * there and of the right kind; anything else is dropped, as the schemas would drop it.
 */

type FieldCheck = (value: unknown) => boolean;
const text: FieldCheck = (value) => typeof value === 'string';
const percent: FieldCheck = (value) => typeof value === 'number' && value >= 0 && value <= 100;
const oneOf =
  (values: readonly string[]): FieldCheck =>
  (value) =>
    typeof value === 'string' && values.includes(value);

/**
 * The fields each message type must carry for a page to act on it; `satisfies` makes a type added
 * to the union fail here until it is listed.
 */
const REQUIRED_FIELDS = {
  deployment: { deployment_id: text, stack_name: text, status: text },
  deployment_removed: { deployment_id: text },
  scan: { scan_id: text, status: oneOf(SCAN_LIVE_STATUSES), progress: percent },
  session: { session_id: text, status: text, progress: percent, stages: Array.isArray },
} satisfies Record<LiveMessage['type'], Record<string, FieldCheck>>;

/** One frame's text as a message; undefined for anything that is not a message of a known type. */
export function readLiveMessage(text: string): LiveMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const fields = json as Record<string, unknown>;
  const { type } = fields;
  if (typeof type !== 'string' || !Object.hasOwn(REQUIRED_FIELDS, type)) return undefined;
  const checks: Record<string, FieldCheck> = REQUIRED_FIELDS[type as LiveMessage['type']];
  for (const [field, valid] of Object.entries(checks)) if (!valid(fields[field])) return undefined;
  return json as LiveMessage;
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
