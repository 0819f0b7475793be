import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { WebhookSecretSource } from '#functions/lib/ports/webhook-secret-source';
import { cachedSecret } from '../cached-secret';

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
