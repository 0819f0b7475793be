import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What every `cdk deploy` pays before it uploads anything: `cdk synth` of the whole app into a fresh
 * folder, timed, with the peak memory of the process tree's largest member (GNU time), the total
 * size of the assets written, and the five largest function packages (unzipped).
 * Usage: npm run bench:synth
 * The web app is built first when it is missing or stale (bin/app.ts does it); run once before
 * measuring if the figure should be the synth alone.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const outdir = mkdtempSync(join(tmpdir(), 'sahab-synth-bench-'));

function folderBytes(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((sum, entry) => sum + folderBytes(join(path, entry)), 0);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-v', 'npx', 'cdk', 'synth', '--quiet', '--output', outdir], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    throw new Error(`cdk synth exited with ${run.status}`);
  }
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? Number.NaN);

  const assets = readdirSync(outdir)
    .filter((name) => name.startsWith('asset.'))
    .map((name) => ({ name, bytes: folderBytes(join(outdir, name)) }));
  const total = assets.reduce((sum, asset) => sum + asset.bytes, 0);

  // Which assets are function packages: the Code of every AWS::Lambda::Function in the templates.
  const functionAssets = new Map<string, number>();
  for (const file of readdirSync(outdir).filter((name) => name.endsWith('.template.json'))) {
    const template = JSON.parse(readFileSync(join(outdir, file), 'utf8'));
    for (const resource of Object.values<{ Type: string; Properties?: { Code?: { S3Key?: string } } }>(
      template.Resources ?? {},
    )) {
      const key = resource.Properties?.Code?.S3Key;
      if (resource.Type !== 'AWS::Lambda::Function' || typeof key !== 'string') continue;
      const name = `asset.${key.replace(/\.zip$/, '')}`;
      functionAssets.set(name, (functionAssets.get(name) ?? 0) + 1);
    }
  }
  const packages = assets
    .filter((asset) => functionAssets.has(asset.name) && existsSync(join(outdir, asset.name)))
    .sort((a, b) => b.bytes - a.bytes);

  console.log(`cdk synth: ${seconds.toFixed(1)} s, peak memory ${megabytes(peakKb * 1024)}`);
  console.log(`assets: ${assets.length} folders, ${megabytes(total)} in all`);
  console.log(
    `function packages: ${packages.length} for ${[...functionAssets.values()].reduce((a, b) => a + b, 0)} functions`,
  );
  for (const asset of packages.slice(0, 5))
    console.log(
      `  ${megabytes(asset.bytes).padStart(9)}  ${asset.name} (${functionAssets.get(asset.name)} functions)`,
    );
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
