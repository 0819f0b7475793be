import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { readJson, writeJson } from './json-file';

export interface OidcSecrets {
  /** RS256 private JWK with `kid`; signs ID and access tokens */
  signingKey: JWK;
  /** keys that sign the provider's cookies */
  cookieKeys: string[];
}

/**
 * Created once per data directory and reused, so tokens and sessions issued before a restart
 * still verify after it. Stored with owner-only permissions; it is a local development key.
 */
export async function loadOrCreateSecrets(dir: string): Promise<OidcSecrets> {
  const file = join(dir, 'secrets.json');
  const existing = readJson<OidcSecrets>(file);
  if (existing?.signingKey && existing.cookieKeys?.length) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const secrets: OidcSecrets = {
    signingKey: { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  writeJson(file, secrets);
  return secrets;
}
