import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { LiveConnectionStore } from '../../ports/live-connection-store';
import type { LiveUpdates } from '../../ports/live-updates';
import { fitFrame } from './live-frame';

/** API Gateway's word for a socket that has closed since its item was written. */
const GONE = 'GoneException';

/**
 * Live updates through API Gateway's WebSocket API: the user's open sockets on the topic (from the
 * table, written at $connect), one PostToConnection each. A socket that is gone (410) loses its
 * item; any other refusal is raised after every socket has been tried, so one bad socket never
 * keeps a message from the others. A deployment message too big for one WebSocket message goes
 * without its bulky fields (see fitFrame).
 */
export function apiGatewayLiveUpdates(
  connections: LiveConnectionStore,
  client: ApiGatewayManagementApiClient,
  now: () => Date = () => new Date(),
): LiveUpdates {
  return {
    async publish(userId, topicId, message) {
      const seconds = Math.floor(now().getTime() / 1000);
      const listed = await connections.list(userId, topicId);
      // a socket whose token has expired hears no more: it is closed and forgotten
      const expired = listed.filter((connection) => connection.expiresAt <= seconds);
      await Promise.allSettled(
        expired.map(async (connection) => {
          await connections.remove(connection);
          await client.send(new DeleteConnectionCommand({ ConnectionId: connection.connectionId }));
        }),
      );
      const open = listed.filter((connection) => connection.expiresAt > seconds);
      // a message over API Gateway's 128 KB would be refused and lost: big ones go without their template
      const data = fitFrame(message);
      const results = await Promise.allSettled(
        open.map(async (connection) => {
          try {
            await client.send(
              new PostToConnectionCommand({ ConnectionId: connection.connectionId, Data: data }),
            );
          } catch (error) {
            if ((error as Error).name !== GONE) throw error;
            await connections.remove(connection);
          }
        }),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}

/** The management API of one deployed stage (`https://<api>.execute-api.<region>.amazonaws.com/<stage>`). */
export function managementApiClient(endpoint: string): ApiGatewayManagementApiClient {
  return new ApiGatewayManagementApiClient({ endpoint });
}
