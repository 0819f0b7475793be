import type { WebhookSecretSource } from '../ports/webhook-secret-source';

/** A secret given as configuration (PADDLE_WEBHOOK_SECRET), anywhere. */
export function fixedSecret(value: string): WebhookSecretSource {
  return { getSecret: async () => value };
}
