/**
 * Prints what the landing route (`/`) downloads: the entry chunk, the landing page's lazy chunk and
 * every chunk they import statically, JS and CSS, raw and gzipped. Builds into a temporary folder
 * with a manifest, so dist/web is left alone.  Run: npx tsx web/scripts/landing-bundle-size.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'sahab-web-size-'));

await build({ configFile, logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** Manifest keys the page needs before it can paint: the entry and the landing chunk, plus static imports. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const landingKey = Object.keys(manifest).find((key) => key.endsWith('pages/landing/LandingPage.tsx'));
if (!landingKey) throw new Error('LandingPage chunk not found in the manifest');
const chunks = closure(['index.html', landingKey]);
const files = new Set<string>();
for (const key of chunks) {
  files.add(manifest[key].file);
  for (const css of manifest[key].css ?? []) files.add(css);
}

const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
for (const file of [...files].sort()) {
  const content = readFileSync(join(outDir, file));
  const kind = file.endsWith('.css') ? 'css' : 'js';
  const gzip = gzipSync(content, { level: 9 }).length;
  totals[kind].raw += content.length;
  totals[kind].gzip += gzip;
  console.log(
    `${file.padEnd(56)} ${(content.length / 1024).toFixed(1).padStart(8)} kB  gzip ${(gzip / 1024).toFixed(1).padStart(7)} kB`,
  );
}
for (const kind of ['js', 'css'] as const) {
  const { raw, gzip } = totals[kind];
  console.log(
    `landing ${kind.toUpperCase()}: ${(raw / 1024).toFixed(1)} kB, gzip ${(gzip / 1024).toFixed(1)} kB`,
  );
}
rmSync(outDir, { recursive: true, force: true });
