import { apiGatewayLiveUpdates, managementApiClient } from '../adapters/aws/api-gateway-live-updates';
import { localLiveHub } from '../adapters/local/in-process-live-updates';
import { liveConfig } from '../live/config';
import { ownsTopic, type TopicLookup } from '../live/topic-owner';
import type { LiveConnectionStore } from '../ports/live-connection-store';
import type { LiveUpdates } from '../ports/live-updates';
import { dynamoDeploymentRepository } from '../store/deployment-repository';
import { dynamoLiveConnectionStore } from '../store/live-connection-store';
import { dynamoScanRepository } from '../store/scan-repository';
import { dynamoSessionRepository } from '../store/session-repository';
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

let topicLookups: readonly TopicLookup[] | undefined;

/** Whether the user owns the deployment, scan or session id a socket asks for (checked at connect). */
export function liveTopicOwnedBy(userId: string, topicId: string): Promise<boolean> {
  if (!topicLookups) {
    const { db, tableName } = storePorts();
    const deployments = dynamoDeploymentRepository(db, tableName);
    const scans = dynamoScanRepository(db, tableName);
    const sessions = dynamoSessionRepository(db, tableName);
    topicLookups = [deployments.get, scans.get, sessions.get];
  }
  return ownsTopic(topicLookups, userId, topicId);
}

/** Tests of the socket authorizer put their own lookups (the table's items) in place. */
export function installLiveTopicLookups(replacement: readonly TopicLookup[] | undefined): void {
  topicLookups = replacement;
}

/** Tests put their own publisher where the handlers and tasks will look for it. */
export function installLiveUpdates(replacement: LiveUpdates | undefined): void {
  live = replacement;
}
