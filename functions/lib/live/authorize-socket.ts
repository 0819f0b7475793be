import type { VerifiedAccessToken } from './access-token';

/**
 * Who may hear a topic until when, or why not: no usable token ('unauthorized'), or a topic that is
 * not one of the user's ('not-found': someone else's, unknown, or no id at all).
 */
export type SocketGrant =
  | { userId: string; topicId: string; expiresAt: number; refused?: undefined }
  | { refused: 'unauthorized' }
  | { refused: 'not-found'; userId: string };

/** A topic is the id of a deployment, scan or session: never a key separator or anything longer. */
const TOPIC_ID = /^[A-Za-z0-9_-]{1,128}$/;

export interface SocketRequest {
  token?: string;
  topic?: string;
}

/**
 * Who may open a live-update socket, and on what, in both runtimes (API Gateway's $connect
 * authorizer and the local socket server): a valid access token (the browser cannot set headers
 * on a WebSocket, so it comes as `?token=`), then a topic id the caller owns. The token is checked
 * first, so a caller without one learns nothing about ids; with one, someone else's id, an unknown
 * one and one no deployment, scan or session could have are refused alike, as not found (as the
 * HTTP routes answer 401 before 404). The socket is kept under the token's user, so only that
 * user's messages on the topic reach it, and only until the token expires.
 */
export async function authorizeSocket(
  request: SocketRequest,
  verify: (token: string) => Promise<VerifiedAccessToken | undefined>,
  ownsTopic: (userId: string, topicId: string) => Promise<boolean>,
): Promise<SocketGrant> {
  const { token, topic } = request;
  if (!token) return { refused: 'unauthorized' };
  const verified = await verify(token);
  if (!verified) return { refused: 'unauthorized' };
  const { userId } = verified;
  // a malformed id is never looked up: it could not name a record (nor be a key separator)
  if (!topic || !TOPIC_ID.test(topic) || !(await ownsTopic(userId, topic))) {
    return { refused: 'not-found', userId };
  }
  return { userId, topicId: topic, expiresAt: verified.expiresAt };
}
