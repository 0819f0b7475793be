import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Time from `npm start` to the first 200 from /health, and from Ctrl-C (SIGINT) to exit.
 * Runs on a fresh data directory, then again on the same one (tables and keys already there).
 * The SPA build is part of the first figure only when dist/web is missing or stale.
 * Usage: npx tsx bench/local-startup.ts [runs=3]
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 3);

async function once(dataDir: string, port: number): Promise<{ ready: number; stopped: number }> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), SAHAB_DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true, // own process group, so SIGINT reaches npm and tsx as Ctrl-C would
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    const ok = await fetch(`http://localhost:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 180_000) throw new Error('no /health within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ready = performance.now() - started;
  const stopping = performance.now();
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  return { ready, stopped: performance.now() - stopping };
}

const dataDir = mkdtempSync(join(tmpdir(), 'sahab-bench-'));
const port = 20000 + Math.floor(Math.random() * 20000);
try {
  for (let run = 1; run <= runs; run++) {
    const { ready, stopped } = await once(dataDir, port);
    const label = run === 1 ? 'fresh data dir' : 'existing data dir';
    console.log(
      `run ${run} (${label}): first /health after ${(ready / 1000).toFixed(2)} s; exit ${stopped.toFixed(0)} ms after SIGINT`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
