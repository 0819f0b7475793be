import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** Newest modification time under `paths` (node_modules skipped): decides whether to rebuild. */
export function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else newest = Math.max(newest, stats.mtimeMs);
  };
  for (const path of paths) visit(path);
  return newest;
}

export interface RouteWeight {
  files: string[];
  jsGzip: number;
  cssGzip: number;
}

/**
 * What a route downloads before it can paint: the entry, the lazy chunks of the route's modules
 * (the router loads a route and its layouts together) and everything they import statically.
 * Sizes are gzip level 9 of the built files, whatever the serving side compresses with.
 */
export function routeWeight(outDir: string, routeModules: readonly string[]): RouteWeight {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const keys = routeModules.map((suffix) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
    if (!key) throw new Error(`${suffix} is not a chunk of the build`);
    return key;
  });
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...keys]) visit(key);
  const files = new Set<string>();
  for (const key of seen) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  const weight: RouteWeight = { files: [...files].sort(), jsGzip: 0, cssGzip: 0 };
  for (const file of weight.files) {
    const gzip = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) weight.cssGzip += gzip;
    else weight.jsGzip += gzip;
  }
  return weight;
}
