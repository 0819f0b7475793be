import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
 * With `--warm`, each run also waits for the warm-ups `npm start` reports ('Design runs ready',
 * 'Template checks ready': what the browser suite waits for) and prints when each line came and
 * the CPU the server's processes had used by the last one (Linux: read from /proc).
 * Runs on a fresh data directory, then again on the same one (tables and keys already there).
 * The SPA build is part of the first figure only when dist/web is missing or stale.
 * With `--generate`, each run also times two design runs through the API (POST /api/generate to
 * 'completed'), the first one `delay` seconds after /health answers: the first user's wait beside
 * the next one's (the worker threads are readied in the background after start-up).
 * Usage: npx tsx bench/local-startup.ts [runs=3] [--generate [delay=0]] [--warm]
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const generateAt = process.argv.indexOf('--generate');
const generateDelay = generateAt < 0 ? undefined : Number(process.argv[generateAt + 1] ?? 0) || 0;
const PROMPT = REQUEST_CASES[0]!.request.prompt;
const WARM_LINES = ['Design runs ready', 'Template checks ready'] as const;
const warm = process.argv.includes('--warm');

/** CPU seconds (user + system) used so far by the processes of group `pgid`. */
function groupCpuSeconds(pgid: number): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

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
): Promise<{
  ready: number;
  stopped: number;
  generations?: [number, number];
  warmed?: { line: string; at: number }[];
  cpu?: number;
}> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), SAHAB_DATA_DIR: dataDir },
    stdio: ['ignore', warm ? 'pipe' : 'ignore', 'ignore'],
    detached: true, // own process group, so SIGINT reaches npm and tsx as Ctrl-C would
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const warmed: { line: string; at: number }[] = [];
  const allWarm = new Promise<void>((resolve) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      for (const line of WARM_LINES) {
        if (text.includes(line) && !warmed.some((w) => w.line === line)) {
          warmed.push({ line, at: performance.now() - started });
          if (warmed.length === WARM_LINES.length) resolve();
        }
      }
    });
  });
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
  let cpu: number | undefined;
  if (warm) {
    await allWarm;
    cpu = groupCpuSeconds(child.pid!);
  }
  let generations: [number, number] | undefined;
  if (generateDelay !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, generateDelay * 1000));
    generations = await timeGenerations(`http://localhost:${port}`, dataDir);
  }
  const stopping = performance.now();
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  return { ready, stopped: performance.now() - stopping, generations, ...(warm && { warmed, cpu }) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'sahab-bench-'));
const port = 20000 + Math.floor(Math.random() * 20000);
try {
  for (let run = 1; run <= runs; run++) {
    const { ready, stopped, generations, warmed, cpu } = await once(dataDir, port);
    const label = run === 1 ? 'fresh data dir' : 'existing data dir';
    const design = generations
      ? `; design run ${generateDelay} s after /health: first ${(generations[0] / 1000).toFixed(1)} s, next ${(generations[1] / 1000).toFixed(1)} s`
      : '';
    const warmUps = warmed
      ? `; ${warmed.map((w) => `${w.line} after ${(w.at / 1000).toFixed(1)} s`).join(', ')} (server CPU by then ${cpu?.toFixed(1)} s)`
      : '';
    console.log(
      `run ${run} (${label}): first /health after ${(ready / 1000).toFixed(2)} s${warmUps}${design}; exit ${stopped.toFixed(0)} ms after SIGINT`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
