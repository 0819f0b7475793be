import { storeConfig } from './config';
import type { SubscriptionRepository } from './ports/subscriptions';
import { createDocumentClient } from './store/document-client';
import { DynamoSubscriptionRepository } from './store/subscriptions';

/**
 * Composition root: the ports every handler receives, wired once per execution environment.
 * Handlers never construct adapters themselves, so the same handler code runs in Lambda and in
 * the local runtime (where only the configuration differs).
 */
export interface Ports {
  subscriptions: SubscriptionRepository;
}

let ports: Ports | undefined;

/** Built at first use rather than at import, so modules that never touch the store need no TABLE_NAME. */
export function container(): Ports {
  if (!ports) {
    const config = storeConfig();
    const documentClient = createDocumentClient(config);
    ports = {
      subscriptions: new DynamoSubscriptionRepository(documentClient, config.tableName),
    };
  }
  return ports;
}
