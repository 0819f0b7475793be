import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretsManagerSecret } from '../adapters/aws/secrets-manager-secret';
import { fixedSecret } from '../adapters/fixed-secret';
import { fileSecret } from '../adapters/local/file-secret';
import { httpDelivery } from '../adapters/local/http-webhook-delivery';
import { type BillingConfig, readBillingConfig } from '../billing/config';
import type { SubscriptionRepository } from '../ports/subscription-repository';
import type { SubscriptionWriter } from '../ports/subscription-writer';
import type { WebhookDelivery } from '../ports/webhook-delivery';
import type { WebhookEventStore } from '../ports/webhook-event-store';
import type { WebhookSecretSource } from '../ports/webhook-secret-source';
import { dynamoSubscriptionWriter } from '../store/subscription-writer';
import { dynamoWebhookEventStore } from '../store/webhook-event-store';
import { storePorts } from './store';

/** Billing's ports, wired once per execution environment from configuration read at cold start. */
export interface BillingPorts {
  config: BillingConfig;
  secret: WebhookSecretSource;
  events: WebhookEventStore;
  subscriptionWriter: SubscriptionWriter;
  /** the store's repository (reads) */
  subscriptions: SubscriptionRepository;
}

let ports: BillingPorts | undefined;

export function billingPorts(): BillingPorts {
  if (ports) return ports;
  const config = readBillingConfig();
  const store = storePorts();
  ports = {
    config,
    secret: webhookSecretSource(config),
    events: dynamoWebhookEventStore(store.db, store.tableName),
    subscriptionWriter: dynamoSubscriptionWriter(store.db, store.tableName),
    subscriptions: store.subscriptions,
  };
  return ports;
}

function webhookSecretSource(config: BillingConfig): WebhookSecretSource {
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
 * How the sandbox's events reach the production webhook handler: over HTTP when
 * SAHAB_PUBLIC_API_URL names the app's own API (exercises the local server or API Gateway too),
 * otherwise `inProcess`, which the sandbox checkout handler builds around the webhook handler.
 */
export function sandboxDelivery(config: BillingConfig, inProcess: () => WebhookDelivery): WebhookDelivery {
  return config.publicApiUrl ? httpDelivery(config.publicApiUrl) : inProcess();
}
