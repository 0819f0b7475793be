import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest, Plugin } from 'vite';

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
  /** chunks the route's code imports dynamically (fetched after the first paint, or on demand) */
  later: string[];
  /** their gzip total, with what they import that the first load has not brought */
  laterGzip: number;
}

type ManifestChunk = Manifest[string];

function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const gzipSizes = new Map<string, number>();
/** gzip level 9 of one built file, whatever the serving side compresses with */
export function gzipSize(outDir: string, file: string): number {
  const path = join(outDir, file);
  let size = gzipSizes.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipSizes.set(path, size);
  }
  return size;
}

function manifestKey(manifest: Manifest, suffix: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
  if (!key) throw new Error(`${suffix} is not a chunk of the build`);
  return key;
}

/** The chunks `keys` load before running: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk: ManifestChunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/**
 * What a route downloads before it can paint: the entry, the lazy chunks of the route's modules
 * (the router loads a route and its layouts together) and everything they import statically.
 * Sizes are gzip level 9 of the built files, whatever the serving side compresses with.
 */
export function routeWeight(outDir: string, routeModules: readonly string[]): RouteWeight {
  const manifest = readManifest(outDir);
  const seen = staticClosure(manifest, ['index.html', ...routeModules.map((m) => manifestKey(manifest, m))]);
  const files = filesOf(manifest, seen);
  const weight: RouteWeight = { files: [...files].sort(), jsGzip: 0, cssGzip: 0, later: [], laterGzip: 0 };
  for (const file of weight.files) {
    if (file.endsWith('.css')) weight.cssGzip += gzipSize(outDir, file);
    else weight.jsGzip += gzipSize(outDir, file);
  }
  const later = new Set<string>();
  // the entry's own dynamic imports are the router's other pages, not this route's later code
  const entry = staticClosure(manifest, ['index.html']);
  for (const key of seen) {
    if (entry.has(key)) continue;
    for (const dynamic of manifest[key].dynamicImports ?? []) if (!seen.has(dynamic)) later.add(dynamic);
  }
  weight.later = [...later].sort();
  for (const file of filesOf(manifest, staticClosure(manifest, weight.later))) {
    if (!files.has(file)) weight.laterGzip += gzipSize(outDir, file);
  }
  return weight;
}

export { type RouteModules, routerRoutes } from '../web/build/router-routes';

export interface ChunkSize {
  file: string;
  gzip: number;
}

/** Every JS and CSS file of the build (workers too, which the manifest omits), largest first. */
export function chunkSizes(outDir: string): ChunkSize[] {
  const files = readdirSync(join(outDir, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `assets/${file}`);
  return files.map((file) => ({ file, gzip: gzipSize(outDir, file) })).sort((a, b) => b.gzip - a.gzip);
}

/** The gzip total of `keys`'s static closure, files shared with `baseline` left out. */
export function addedWeight(outDir: string, route: readonly string[], baseline: readonly string[]): number {
  const manifest = readManifest(outDir);
  const base = filesOf(
    manifest,
    staticClosure(manifest, ['index.html', ...baseline.map((m) => manifestKey(manifest, m))]),
  );
  const own = filesOf(
    manifest,
    staticClosure(manifest, ['index.html', ...route.map((m) => manifestKey(manifest, m))]),
  );
  let total = 0;
  for (const file of own) if (!base.has(file)) total += gzipSize(outDir, file);
  return total;
}

/** Beside the manifest: each chunk's file and the modules it holds, with their rendered bytes. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
type ChunkModules = Record<string, Record<string, number>>;

/** A build plugin that writes CHUNK_MODULES_FILE (the manifest names chunks, not their modules). */
export function recordChunkModules(): Plugin {
  let outDir = '';
  return {
    name: 'sahab-record-chunk-modules',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
        );
      }
      const file = join(outDir, CHUNK_MODULES_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(chunks));
    },
  };
}

/** The npm packages whose code is in `files` (a route's first load, say). */
export function packagesIn(outDir: string, files: readonly string[]): Set<string> {
  const chunks = JSON.parse(readFileSync(join(outDir, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;
  const names = new Set<string>();
  for (const file of files) {
    for (const [id, bytes] of Object.entries(chunks[file] ?? {})) {
      const name = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
      if (name && bytes > 0) names.add(name);
    }
  }
  return names;
}
