/**
 * Cold start of the installable scanner: builds packages/scanner, then times fresh processes of
 * `node dist/sahab-scanner.mjs scan <template>` (process start to exit, median of --runs, default
 * 7) for a small and a large template, and one `diff` of two versions. Goal: under 2 s per scan.
 *
 *   npm run bench:scanner [-- --runs 7]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const flag = process.argv.indexOf('--runs');
const runs = flag > 0 ? Number(process.argv[flag + 1]) : 7;
execFileSync(process.execPath, ['--import', 'tsx', 'bin/build-scanner.ts'], { cwd: root, stdio: 'inherit' });
const bin = join(root, 'packages/scanner/dist/sahab-scanner.mjs');

const small = join(root, 'test/fixtures/templates/serverless-api.yaml');
const large = join(root, 'test/fixtures/templates/web-app.yaml');
const dir = mkdtempSync(join(tmpdir(), 'sahab-bench-scanner-'));
const edited = join(dir, 'web-app-edited.yaml');
writeFileSync(
  edited,
  readFileSync(large, 'utf8')
    .replaceAll('EnableKeyRotation: true', 'EnableKeyRotation: false')
    .replaceAll('BlockPublicAcls: true', 'BlockPublicAcls: false'),
);

function median(args: string[]): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
    times.push(performance.now() - t0);
    if (r.status !== 0 && r.status !== 1) throw new Error(`exit ${r.status}: ${r.stderr}`);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

console.log(`node ${process.version}, median of ${runs} fresh processes each:`);
console.log(`  scan serverless-api.yaml  ${Math.round(median(['scan', small]))} ms`);
console.log(`  scan web-app.yaml         ${Math.round(median(['scan', large]))} ms`);
console.log(`  diff web-app.yaml edited  ${Math.round(median(['diff', large, edited]))} ms`);
