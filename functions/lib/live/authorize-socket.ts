/** A topic is the id of a deployment, scan or session: never a key separator or anything longer. */
const TOPIC_ID = /^[A-Za-z0-9_-]{1,128}$/;

export interface SocketRequest {
  token?: string;
  topic?: string;
}

/**
 * Who may open a live-update socket, and on what: a valid access token (the browser cannot set
 * headers on a WebSocket, so it comes as `?token=`) and a well-formed topic id. The authorizer
 * then checks that the caller owns the topic; the socket is also stored under the token's user,
 * so only that user's messages on the topic can ever reach it.
 */
export async function authorizeSocket(
  request: SocketRequest,
  verify: (token: string) => Promise<string | undefined>,
): Promise<{ userId: string; topicId: string } | undefined> {
  const { token, topic } = request;
  if (!token || !topic || !TOPIC_ID.test(topic)) return undefined;
  const userId = await verify(token);
  return userId ? { userId, topicId: topic } : undefined;
}
