import type { WebhookSecretSource } from '../ports/webhook-secret-source';

/**
 * Remembers the first successful answer for the life of the process (one Lambda cold start), and
 * forgets a failure so the next request tries again instead of failing until the next cold start.
 */
export function cachedSecret(load: () => Promise<string>): WebhookSecretSource {
  let pending: Promise<string> | null = null;
  return {
    getSecret() {
      pending ??= load().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
  };
}
