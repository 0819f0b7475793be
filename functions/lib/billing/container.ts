import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { storeConfig } from '../config';
import type { SubscriptionRepository } from '../ports/subscriptions';
import { createDocumentClient } from '../store/document-client';
import { DynamoSubscriptionRepository } from '../store/subscriptions';
import type { SubscriptionWriter, WebhookEventStore } from './billing-store';
import { type BillingConfig, readBillingConfig } from './config';
import { dynamoSubscriptionWriter, dynamoWebhookEventStore } from './dynamo-billing-store';
import { secretsManagerSecret } from './secrets-manager-secret';
import { httpDelivery, inProcessDelivery, type WebhookDelivery } from './webhook-delivery';
import { fileSecret, fixedSecret, type WebhookSecretSource } from './webhook-secret';

/** Billing's ports, wired once per execution environment from configuration read at cold start. */
export interface BillingPorts {
  config: BillingConfig;
  secret: WebhookSecretSource;
  events: WebhookEventStore;
  subscriptionWriter: SubscriptionWriter;
  /** the shared repository (reads) */
  subscriptions: SubscriptionRepository;
  delivery: WebhookDelivery;
}

let ports: BillingPorts | undefined;

export function billingContainer(): BillingPorts {
  if (ports) return ports;
  const config = readBillingConfig();
  const store = storeConfig();
  const db = createDocumentClient(store);
  ports = {
    config,
    secret: webhookSecretSource(config),
    events: dynamoWebhookEventStore(db, store.tableName),
    subscriptionWriter: dynamoSubscriptionWriter(db, store.tableName),
    subscriptions: new DynamoSubscriptionRepository(db, store.tableName),
    delivery: webhookDelivery(config),
  };
  return ports;
}

export function webhookSecretSource(config: BillingConfig): WebhookSecretSource {
  const setting = config.webhookSecret;
  switch (setting.kind) {
    case 'secrets-manager':
      return secretsManagerSecret(new SecretsManagerClient({}), setting.secretId);
    case 'value':
      return fixedSecret(setting.value);
    case 'file':
      return fileSecret(setting.path);
  }
}

/**
 * The sandbox's events go through the production webhook handler. By default in-process (the
 * handler module itself, so it works in a Lambda with no URL to call); over HTTP when
 * SAHAB_PUBLIC_API_URL names the app's own API, to exercise API Gateway or the local server too.
 */
function webhookDelivery(config: BillingConfig): WebhookDelivery {
  if (config.publicApiUrl) return httpDelivery(config.publicApiUrl);
  return inProcessDelivery(async () => (await import('#functions/http/billing-webhook')).handler);
}
