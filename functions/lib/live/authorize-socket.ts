import type { VerifiedAccessToken } from './access-token';

/** Who may hear a topic until when, or why not (an unusable token, or a topic not theirs). */
export type SocketGrant =
  | { userId: string; topicId: string; expiresAt: number; refused?: undefined }
  | { refused: 'unauthorized' | 'not-found' };

/** A topic is the id of a deployment, scan or session: never a key separator or anything longer. */
const TOPIC_ID = /^[A-Za-z0-9_-]{1,128}$/;

export interface SocketRequest {
  token?: string;
  topic?: string;
}

/**
 * Who may open a live-update socket, and on what, in both runtimes (API Gateway's $connect
 * authorizer and the local socket server): a valid access token (the browser cannot set headers
 * on a WebSocket, so it comes as `?token=`), a well-formed topic id the caller owns (someone
 * else's id and an unknown one are refused alike). The socket is kept under the token's user, so
 * only that user's messages on the topic reach it, and only until the token expires.
 */
export async function authorizeSocket(
  request: SocketRequest,
  verify: (token: string) => Promise<VerifiedAccessToken | undefined>,
  ownsTopic: (userId: string, topicId: string) => Promise<boolean>,
): Promise<SocketGrant> {
  const { token, topic } = request;
  if (!token || !topic || !TOPIC_ID.test(topic)) return { refused: 'unauthorized' };
  const verified = await verify(token);
  if (!verified) return { refused: 'unauthorized' };
  if (!(await ownsTopic(verified.userId, topic))) return { refused: 'not-found' };
  return { userId: verified.userId, topicId: topic, expiresAt: verified.expiresAt };
}
