import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  addedWeight,
  CHUNK_MODULES_FILE,
  chunkSizes,
  newestMtime,
  packagesIn,
  recordChunkModules,
  routerRoutes,
  routeWeight,
} from './web-bundle';

/**
 * The gzipped JS and CSS each route of web/src/router.tsx downloads before it paints (its first
 * load), what its page adds to the entry and layouts, and what it fetches later (its dynamic
 * imports); the largest files of the build. Then Lighthouse 12.8 (Debian's Chromium, headless) on
 * `/`, `/pricing` and `/terms-and-conditions` in the mobile and desktop presets, against the local product (`npm start`'s
 * runtime on a free port).
 *   npm run bench:web                    weights, then one Lighthouse run per page and preset
 *   npm run bench:web -- --runs 3        the median of three (by performance score)
 *   npm run bench:web -- --weights-only  the weights alone (no server, no browser)
 * The site is built with a manifest into dist/bench-web/, again only when web/ or shared/ changed.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(repoRoot, 'dist', 'bench-web');
const runsFlag = process.argv.indexOf('--runs');
const weightsOnly = process.argv.includes('--weights-only');
const runs = runsFlag >= 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 1;
const lighthouseBin = join(repoRoot, 'node_modules', '.bin', 'lighthouse');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PAGES = ['/', '/pricing', '/terms-and-conditions'];
const PRESETS = ['mobile', 'desktop'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Result {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
}

async function buildIfNeeded(): Promise<void> {
  const manifest = join(outDir, '.vite', 'manifest.json');
  const sources = newestMtime([join(repoRoot, 'web'), join(repoRoot, 'shared')]);
  const built = [manifest, join(outDir, CHUNK_MODULES_FILE)];
  if (built.every((file) => existsSync(file) && statSync(file).mtimeMs >= sources)) return;
  console.log('Building the web app into dist/bench-web ...');
  const { build } = await import('vite');
  await build({
    configFile: join(repoRoot, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [recordChunkModules()],
    build: { outDir, manifest: true, emptyOutDir: true },
  });
}

async function lighthouse(url: string, preset: (typeof PRESETS)[number]): Promise<Result> {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  // Lighthouse's CLI takes the browser from CHROME_PATH (it has no --chrome-path flag).
  const { stdout } = await promisify(execFile)(lighthouseBin, args, {
    env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { message: string };
  };
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Result['scores'];
  return { scores, lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN };
}

function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Goals of issue 21: /app's first load at most 250 kB, each page's own code at most 150 kB. */
const FIRST_LOAD_GOAL = 250 * 1024;
/** the schema library: the server validates; a page loads it only for a form that checks with it */
const WATCHED_PACKAGES = ['zod'];
const PAGE_GOAL = 150 * 1024;

function printWeights(): void {
  const routes = routerRoutes(readFileSync(join(repoRoot, 'web', 'src', 'router.tsx'), 'utf8'));
  console.log('First load per route (gzip -9): what a route downloads before it paints');
  console.log('route                     JS kB  CSS kB  total kB   page kB   later: chunks, kB');
  for (const route of routes) {
    const weight = routeWeight(outDir, route.modules);
    const total = weight.jsGzip + weight.cssGzip;
    // the page's own code: what it adds to the entry and its layouts
    const own = addedWeight(outDir, route.modules, route.modules.slice(0, -1));
    const flag = (route.path === '/app' && total > FIRST_LOAD_GOAL) || own > PAGE_GOAL ? '  over goal' : '';
    console.log(
      `${route.path.padEnd(24)} ${kb(weight.jsGzip).padStart(6)} ${kb(weight.cssGzip).padStart(7)} ${kb(total).padStart(9)} ${kb(own).padStart(9)}   ${String(weight.later.length).padStart(2)}, ${kb(weight.laterGzip)}${flag}`,
    );
  }
  // packages that belong to later or server-side work, not to what a page needs to paint
  console.log(`\nIn the first load of (${WATCHED_PACKAGES.join(', ')}):`);
  for (const name of WATCHED_PACKAGES) {
    const holding = routes.filter((route) =>
      packagesIn(outDir, routeWeight(outDir, route.modules).files).has(name),
    );
    console.log(
      `  ${name.padEnd(8)} ${holding.length > 0 ? holding.map((route) => route.path).join(' ') : 'none'}`,
    );
  }
  console.log('\nLargest files of the build (gzip -9):');
  for (const chunk of chunkSizes(outDir).slice(0, 12))
    console.log(`${kb(chunk.gzip).padStart(7)}  ${chunk.file}`);
  // elkjs belongs in the diagram's layout worker alone
  const worker = chunkSizes(outDir).find((chunk) => chunk.file.includes('layout.worker'));
  console.log(
    worker ? `layout worker (elkjs): ${kb(worker.gzip)}  ${worker.file}` : 'no layout worker in the build',
  );
}

await buildIfNeeded();
printWeights();
if (weightsOnly) process.exit(0);
// the runtime is loaded only when Lighthouse runs
const { startLocalRuntime } = await import('#local/runtime');
const dataDir = mkdtempSync(join(tmpdir(), 'sahab-bench-web-'));
const runtime = await startLocalRuntime({ port: 0, dataDir, webDir: outDir, buildWeb: false, log: false });
try {
  console.log(`Lighthouse ${runs} run(s) per page and preset against ${runtime.url}`);
  console.log('page       preset   perf  a11y  best-practices  seo   LCP');
  for (const path of PAGES) {
    for (const preset of PRESETS) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) results.push(await lighthouse(`${runtime.url}${path}`, preset));
      const { scores, lcpMs } = median(results);
      console.log(
        `${path.padEnd(10)} ${preset.padEnd(8)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(14)}  ${String(scores.seo).padStart(3)}  ${(lcpMs / 1000).toFixed(1)} s`,
      );
    }
  }
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
