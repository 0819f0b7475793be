import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) of any file under `dir`; 0 when it does not exist. */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Makes sure `<root>/dist/web` holds a build of the current web sources, so `cdk synth` and
 * `cdk deploy` never ship a missing or stale app. Builds with Vite's JS API when the build is
 * missing or older than `web/` or `shared/`; returns the folder.
 */
export async function ensureWebBuild(root: string): Promise<string> {
  const outDir = join(root, 'dist', 'web');
  const configFile = join(root, 'web', 'vite.config.ts');
  const builtAt = existsSync(join(outDir, 'index.html')) ? statSync(join(outDir, 'index.html')).mtimeMs : 0;
  const sourcesAt = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'shared')));
  if (builtAt > 0 && builtAt >= sourcesAt) return outDir;

  if (!existsSync(configFile)) {
    const state = builtAt ? 'A stale web build' : 'No web build';
    throw new Error(`${state} in ${outDir} and no ${configFile} to build it; run npm run build:web`);
  }
  console.error(builtAt ? 'Web sources changed; rebuilding dist/web' : 'Building dist/web (first synth)');
  const { build } = await import('vite');
  await build({ configFile, logLevel: 'warn' });
  return outDir;
}
