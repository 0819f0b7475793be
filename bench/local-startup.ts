import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalRuntime } from '#local/runtime';
import { billingSandboxCheckout } from '#shared/api/routes/billing';
import { generate, sessionGet } from '#shared/api/routes/generation';
import { REQUEST_CASES } from '#test/fixtures/generation-requests';
import { mintAccessToken } from '#test/fixtures/runtime';

/**
 * Time from `npm start` to the first 200 from /health, and from Ctrl-C (SIGINT) to exit.
 * Runs on a fresh data directory, then again on the same one (tables and keys already there).
 * The SPA build is part of the first figure only when dist/web is missing or stale.
 * With `--generate`, each run also times two design runs through the API (POST /api/generate to
 * 'completed'), the first one `delay` seconds after /health answers: the first user's wait beside
 * the next one's (the worker threads are readied in the background after start-up).
 * Usage: npx tsx bench/local-startup.ts [runs=3] [--generate [delay=0]]
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const generateAt = process.argv.indexOf('--generate');
const generateDelay = generateAt < 0 ? undefined : Number(process.argv[generateAt + 1] ?? 0) || 0;
const PROMPT = REQUEST_CASES[0]!.request.prompt;

/** Two design runs as a newly subscribed user, timed from request to completed. */
async function timeGenerations(url: string, dataDir: string): Promise<[number, number]> {
  const config = (await (await fetch(`${url}/config.json`)).json()) as {
    authority: string;
    clientId: string;
  };
  const runtime = { dataDir, issuer: config.authority, clientId: config.clientId } as LocalRuntime;
  const token = await mintAccessToken(runtime, { sub: `bench-${Date.now()}`, username: 'bench' });
  const api = async (path: string, body?: unknown) => {
    const answer = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  };
  await api(billingSandboxCheckout.path, { tier: 'premium' });
  const one = async () => {
    const begun = performance.now();
    const { session_id: id } = await api(generate.path, { prompt: PROMPT });
    for (;;) {
      const view = await api(sessionGet.path.replace('{id}', id));
      if (view.status === 'completed') return performance.now() - begun;
      if (view.status === 'failed') throw new Error(`session ${id} failed: ${view.error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return [await one(), await one()];
}

async function once(
  dataDir: string,
  port: number,
): Promise<{ ready: number; stopped: number; generations?: [number, number] }> {
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
  let generations: [number, number] | undefined;
  if (generateDelay !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, generateDelay * 1000));
    generations = await timeGenerations(`http://localhost:${port}`, dataDir);
  }
  const stopping = performance.now();
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  return { ready, stopped: performance.now() - stopping, generations };
}

const dataDir = mkdtempSync(join(tmpdir(), 'sahab-bench-'));
const port = 20000 + Math.floor(Math.random() * 20000);
try {
  for (let run = 1; run <= runs; run++) {
    const { ready, stopped, generations } = await once(dataDir, port);
    const label = run === 1 ? 'fresh data dir' : 'existing data dir';
    const design = generations
      ? `; design run ${generateDelay} s after /health: first ${(generations[0] / 1000).toFixed(1)} s, next ${(generations[1] / 1000).toFixed(1)} s`
      : '';
    console.log(
      `run ${run} (${label}): first /health after ${(ready / 1000).toFixed(2)} s${design}; exit ${stopped.toFixed(0)} ms after SIGINT`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
