import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type WebBuildOutcome = 'up-to-date' | 'built' | 'skipped';

/** Newest modification time of the files under `paths` (directories walked, node_modules skipped). */
function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

/**
 * Builds the SPA with Vite's JS API when `dist/web/index.html` is missing or older than its
 * sources (web/ and the shared/ code it imports), so `npm start` always serves current code.
 */
export async function ensureWebBuilt(
  repoRoot: string,
  log: (line: string) => void,
): Promise<WebBuildOutcome> {
  const configFile = join(repoRoot, 'web', 'vite.config.ts');
  if (!existsSync(configFile)) {
    log('web/vite.config.ts not found: skipping the SPA build (only the API and sign-in are served).');
    return 'skipped';
  }
  const index = join(repoRoot, 'dist', 'web', 'index.html');
  const sources = newestMtime([join(repoRoot, 'web'), join(repoRoot, 'shared')]);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return 'up-to-date';
  log(existsSync(index) ? 'Web sources changed: rebuilding the SPA...' : 'Building the SPA (first run)...');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile, logLevel: 'warn' });
  log(`SPA built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 'built';
}
