import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { storeConfig } from '../config';
import type { SubscriptionRepository } from '../ports/subscription-repository';
import type { UsageStore } from '../ports/usage-store';
import { createDocumentClient } from '../store/document-client';
import { DynamoSubscriptionRepository } from '../store/subscription-repository';
import { dynamoUsageStore } from '../store/usage-store';

/**
 * THE composition root, store part: the one DynamoDB client of this process and the single-table
 * repositories on it. Each area of the root (compose/<area>.ts) is built lazily at first use, so a
 * handler bundles and wires only the areas it calls, and modules that never touch the table need
 * no TABLE_NAME. Handlers never construct adapters themselves: the same handler code runs in
 * Lambda and in the local runtime, where only the configuration differs.
 */
export interface StorePorts {
  /** the process's only DocumentClient; every repository of every area shares it */
  db: DynamoDBDocumentClient;
  tableName: string;
  subscriptions: SubscriptionRepository;
  usage: UsageStore;
}

let ports: StorePorts | undefined;

export function storePorts(): StorePorts {
  if (!ports) {
    const config = storeConfig();
    const db = createDocumentClient(config);
    ports = {
      db,
      tableName: config.tableName,
      subscriptions: new DynamoSubscriptionRepository(db, config.tableName),
      usage: dynamoUsageStore(db, config.tableName),
    };
  }
  return ports;
}
