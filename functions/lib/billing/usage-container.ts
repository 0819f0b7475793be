import { storeConfig } from '../config';
import { createDocumentClient } from '../store/document-client';
import { dynamoUsageStore, type UsageStore } from './usage-store';

let usage: UsageStore | undefined;

/**
 * The usage counters on their own, so readers such as `subscriptions-current` do not bundle the
 * webhook, Secrets Manager and sandbox code that the full billing container wires.
 */
export function usageStore(): UsageStore {
  if (!usage) {
    const config = storeConfig();
    usage = dynamoUsageStore(createDocumentClient(config), config.tableName);
  }
  return usage;
}
