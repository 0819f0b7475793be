import { apiGatewayLiveUpdates, managementApiClient } from '../adapters/aws/api-gateway-live-updates';
import { localLiveHub } from '../adapters/local/in-process-live-updates';
import { liveConfig } from '../live/config';
import type { LiveConnectionStore } from '../ports/live-connection-store';
import type { LiveUpdates } from '../ports/live-updates';
import { dynamoLiveConnectionStore } from '../store/live-connection-store';
import { storePorts } from './store';

let live: LiveUpdates | undefined;
let connections: LiveConnectionStore | undefined;

/**
 * THE composition root, live-updates part. In AWS (CDK sets the WebSocket API's management
 * endpoint) PostToConnection to the sockets stored at $connect; locally the in-process hub that
 * feeds the `ws` server on the API host.
 */
export function liveUpdates(): LiveUpdates {
  if (live) return live;
  const { endpoint } = liveConfig();
  live = endpoint ? apiGatewayLiveUpdates(liveConnections(), managementApiClient(endpoint)) : localLiveHub;
  return live;
}

/** The WebSocket API's open sockets, in the table ($connect and $disconnect write them). */
export function liveConnections(): LiveConnectionStore {
  if (!connections) {
    const { db, tableName } = storePorts();
    connections = dynamoLiveConnectionStore(db, tableName);
  }
  return connections;
}

/** Tests put their own publisher where the handlers and tasks will look for it. */
export function installLiveUpdates(replacement: LiveUpdates | undefined): void {
  live = replacement;
}
