import { liveTopicOwnedBy } from '../lib/compose/live';
import { accessTokenVerifier, type VerifiedAccessToken } from '../lib/live/access-token';
import { authorizeSocket } from '../lib/live/authorize-socket';
import { socketAuthConfig } from '../lib/live/config';
import { logger } from '../lib/logger';

/** What API Gateway hands a WebSocket REQUEST authorizer (the part read here). */
export interface SocketAuthorizerEvent {
  methodArn: string;
  queryStringParameters?: Record<string, string | undefined> | null;
}

let verify: ((token: string) => Promise<VerifiedAccessToken | undefined>) | undefined;

/**
 * The WebSocket API's $connect authorizer: `?token=<access token>&topic=<id>`. Allowed sockets
 * carry the user and topic to $connect in the authorizer context; anything else, including a topic
 * id the caller does not own (another user's or none at all, alike), is refused before a
 * connection exists (API Gateway answers 401 to the thrown 'Unauthorized').
 */
export async function handler(event: SocketAuthorizerEvent) {
  verify ??= accessTokenVerifier(socketAuthConfig());
  const query = event.queryStringParameters ?? {};
  const allowed = await authorizeSocket({ token: query.token, topic: query.topic }, verify, liveTopicOwnedBy);
  if (allowed.refused) {
    // never the token itself: only whether one came and which topic was asked for
    logger.warn('live socket refused', { hasToken: Boolean(query.token), topic: query.topic?.slice(0, 140) });
    throw new Error('Unauthorized');
  }
  return {
    principalId: allowed.userId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: { userId: allowed.userId, topicId: allowed.topicId, expiresAt: allowed.expiresAt },
  };
}
