import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretsManagerSecret } from '../adapters/aws/secrets-manager-secret';
import { fixedSecret } from '../adapters/fixed-secret';
import { fileSecret } from '../adapters/local/file-secret';
import { httpDelivery } from '../adapters/local/http-webhook-delivery';
import { type BillingConfig, readBillingConfig, type WebhookSecretSetting } from '../billing/config';
import type { PriceTiers } from '../billing/subscription-change';
import type { PlanChangeLock } from '../ports/plan-change-lock';
import type { SandboxBillingLedger } from '../ports/sandbox-billing-ledger';
import type { SubscriptionRepository } from '../ports/subscription-repository';
import type { SubscriptionWriter } from '../ports/subscription-writer';
import type { WebhookDelivery } from '../ports/webhook-delivery';
import type { WebhookEventStore } from '../ports/webhook-event-store';
import type { WebhookSecretSource } from '../ports/webhook-secret-source';
import { sandboxPriceTiers } from '../simulators/paddle/sandbox-events';
import { dynamoPlanChangeLock } from '../store/plan-change-lock';
import { dynamoSandboxBillingLedger } from '../store/sandbox-billing-ledger';
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
  /** the sandbox's simulated Paddle state (used only where the sandbox is the provider) */
  sandboxLedger: SandboxBillingLedger;
  planChangeLock: PlanChangeLock;
  /** price id -> tier the webhook grants: configured prices, and the sandbox's where it plays Paddle */
  priceTiers: PriceTiers;
}

let ports: BillingPorts | undefined;

export function billingPorts(): BillingPorts {
  if (ports) return ports;
  const config = readBillingConfig();
  const store = storePorts();
  ports = {
    config,
    secret: secretSource(config.webhookSecret),
    events: dynamoWebhookEventStore(store.db, store.tableName),
    subscriptionWriter: dynamoSubscriptionWriter(store.db, store.tableName),
    subscriptions: store.subscriptions,
    sandboxLedger: dynamoSandboxBillingLedger(store.db, store.tableName),
    planChangeLock: dynamoPlanChangeLock(store.db, store.tableName),
    priceTiers:
      config.provider === 'sandbox'
        ? { ...sandboxPriceTiers(config.priceIds), ...config.priceTiers }
        : config.priceTiers,
  };
  return ports;
}

/** A secret from its setting: the webhook secret, and Paddle's API key the same way. */
export function secretSource(setting: WebhookSecretSetting): WebhookSecretSource {
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
