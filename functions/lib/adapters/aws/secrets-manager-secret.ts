import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { WebhookSecretSource } from '#functions/lib/ports/webhook-secret-source';
import { cachedSecret } from '../cached-secret';

/**
 * AWS adapter: reads the notification secret from Secrets Manager once per cold start. The
 * secret holds the key as plain text (what Paddle shows, `pdl_ntfset_...`); a JSON object with a
 * `secret` field is accepted too, for operators who store secrets as key/value pairs.
 */
export function secretsManagerSecret(client: SecretsManagerClient, secretId: string): WebhookSecretSource {
  return cachedSecret(async () => {
    const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    const text = answer.SecretString?.trim();
    if (!text) throw new Error(`secret ${secretId} has no string value`);
    return fromSecretString(text, secretId);
  });
}

function fromSecretString(text: string, secretId: string): string {
  if (!text.startsWith('{')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const value = (parsed as { secret?: unknown }).secret;
  if (typeof value !== 'string' || value.length === 0) {
    throw new Error(`secret ${secretId} is JSON without a "secret" string field`);
  }
  return value;
}
