import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Where the Paddle notification secret comes from: Secrets Manager in AWS, a file or env locally. */
export interface WebhookSecretSource {
  getSecret(): Promise<string>;
}

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

export function fixedSecret(value: string): WebhookSecretSource {
  return { getSecret: async () => value };
}

/**
 * Local runs: a secret generated once and kept under the data folder, so restarts keep verifying
 * events signed before them. `wx` makes concurrent first starts agree on one file.
 */
export function fileSecret(path: string): WebhookSecretSource {
  return cachedSecret(async () => {
    const existing = await readSecretFile(path);
    if (existing) return existing;
    const generated = `pdl_ntfset_local_${randomBytes(24).toString('hex')}`;
    await mkdir(dirname(path), { recursive: true });
    try {
      await writeFile(path, `${generated}\n`, { flag: 'wx', mode: 0o600 });
      return generated;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const winner = await readSecretFile(path);
      if (!winner) throw new Error(`webhook secret file ${path} is empty`);
      return winner;
    }
  });
}

async function readSecretFile(path: string): Promise<string | null> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    return text.length > 0 ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
