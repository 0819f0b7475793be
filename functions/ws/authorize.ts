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

function policy(principalId: string, effect: 'Allow' | 'Deny', methodArn: string) {
  return {
    principalId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: methodArn }],
    },
  };
}

/**
 * The WebSocket API's $connect authorizer: `?token=<access token>&topic=<id>`, decided by the same
 * code as the local socket server. Allowed sockets carry the user and topic to $connect in the
 * authorizer context. A refusal happens before a connection exists, so it can carry no close code:
 * what the local server closes with 4401 (no usable token) is thrown as 'Unauthorized', which API
 * Gateway answers 401; what it closes with 4404 (a topic id the caller does not own: another
 * user's, an unknown one or a malformed one, alike) is denied, which API Gateway answers 403.
 */
export async function handler(event: SocketAuthorizerEvent) {
  verify ??= accessTokenVerifier(socketAuthConfig());
  const query = event.queryStringParameters ?? {};
  const grant = await authorizeSocket({ token: query.token, topic: query.topic }, verify, liveTopicOwnedBy);
  if (grant.refused) {
    // never the token itself: only whether one came, which topic was asked for and why it was refused
    logger.warn('live socket refused', {
      reason: grant.refused,
      hasToken: Boolean(query.token),
      topic: query.topic?.slice(0, 140),
    });
    if (grant.refused === 'unauthorized') throw new Error('Unauthorized');
    return policy(grant.userId, 'Deny', event.methodArn);
  }
  return {
    ...policy(grant.userId, 'Allow', event.methodArn),
    context: { userId: grant.userId, topicId: grant.topicId, expiresAt: grant.expiresAt },
  };
}
