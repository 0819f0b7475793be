/**
 * Does a generation hold the local server's event loop? Starts the local runtime, runs one
 * generation to warm it (worker start, AWS's validator), then starts 4 generations at once through
 * POST /api/generate and, until all are completed, probes GET /health back to back. Prints the main
 * thread's event-loop delay (perf_hooks monitorEventLoopDelay, 10 ms resolution) and utilisation,
 * the /health latency, and each generation's time from request to completed (seen by polling
 * GET /api/session/{id} every 100 ms). Each mode runs in its own process (one runtime per process):
 * tasks on the main thread (SAHAB_GENERATION_WORKERS=0, as before worker threads) and in workers.
 *
 *   npm run bench:generation-event-loop                 both modes
 *   npm run bench:generation-event-loop -- 0 2          worker counts to compare (0 = main thread)
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { generate, sessionGet } from '#shared/api/routes/generation';
import { REQUEST_CASES } from '#test/fixtures/generation-requests';
import { subscribedUser } from '#test/fixtures/route-walker/users';
import { startRuntime } from '#test/fixtures/runtime';
import { median } from './timing';

const CONCURRENT = 4;
const CHILD = 'BENCH_EVENT_LOOP_MODE';

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function measureOneMode(): Promise<void> {
  const runtime = await startRuntime({ logLevel: 'ERROR' });
  let resets = 0;
  try {
    const user = await subscribedUser(runtime, 'bench-event-loop@example.com', 'premium');
    const api = async (path: string, init: RequestInit = {}) => {
      // a keep-alive socket the server closed while its loop was held fails the next request: GETs
      // are tried again, and the resets are counted (a symptom of a held loop in itself)
      for (let attempt = 0; ; attempt++) {
        try {
          const answer = await fetch(`${runtime.url}${path}`, {
            ...init,
            headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
          });
          const body = await answer.json();
          if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}`);
          return body;
        } catch (error) {
          if (init.method !== undefined || attempt >= 3 || !(error instanceof TypeError)) throw error;
          resets++;
        }
      }
    };
    /** resolves with the ms from request to completed */
    const run = async (prompt: string) => {
      const begun = performance.now();
      const { session_id: id } = await api(generate.path, {
        method: 'POST',
        body: JSON.stringify({ prompt }),
      });
      for (;;) {
        const view = await api(sessionGet.path.replace('{id}', id));
        if (view.status === 'completed') return performance.now() - begun;
        if (view.status === 'failed') throw new Error(`session ${id} failed: ${view.error}`);
        await sleep(100);
      }
    };

    const cold = await run(REQUEST_CASES[0]!.request.prompt);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    const elu = performance.eventLoopUtilization();
    const cpu = process.cpuUsage();
    const wallStart = performance.now();
    delay.enable();
    let running = true;
    const runs = Promise.all(
      REQUEST_CASES.slice(1, 1 + CONCURRENT).map((c) => run(c.request.prompt)),
    ).finally(() => {
      running = false;
    });
    const health: number[] = [];
    while (running) {
      const sent = performance.now();
      try {
        await (await fetch(`${runtime.url}/health`)).arrayBuffer();
        health.push(performance.now() - sent);
      } catch {
        resets++;
      }
      await sleep(10);
    }
    const times = await runs;
    delay.disable();
    const wall = performance.now() - wallStart;
    const used = process.cpuUsage(cpu);
    const utilisation = performance.eventLoopUtilization(elu).utilization;
    const ms = (ns: number) => (ns / 1e6).toFixed(0);
    console.log(
      JSON.stringify({
        cold: cold.toFixed(0),
        delayP50: ms(delay.percentile(50)),
        delayP99: ms(delay.percentile(99)),
        delayMax: ms(delay.max),
        mainThreadBusy: `${(100 * utilisation).toFixed(0)}%`,
        healthCount: health.length,
        healthP50: median(health).toFixed(0),
        healthP99: quantile(health, 0.99).toFixed(0),
        healthMax: Math.max(...health).toFixed(0),
        generationMedian: median(times).toFixed(0),
        generationMax: Math.max(...times).toFixed(0),
        wall: wall.toFixed(0),
        resets,
        cpuPerGeneration: ((used.user + used.system) / 1000 / CONCURRENT).toFixed(0),
      }),
    );
  } finally {
    await runtime.dispose();
  }
}

if (process.env[CHILD] !== undefined) {
  await measureOneMode();
} else {
  const counts = process.argv.slice(2).filter((a) => /^\d+$/.test(a));
  const modes = counts.length > 0 ? counts : ['0', ''];
  const script = fileURLToPath(import.meta.url);
  console.log(
    `${CONCURRENT} generations at once on the local runtime; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, ${availableParallelism()} cores`,
  );
  const header = [
    'tasks on',
    'loop delay p50/p99/max ms',
    'main busy',
    '/health n, p50/p99/max ms',
    'generation median/max ms',
    'wall ms',
    'CPU ms/gen',
    'cold ms',
    'resets',
  ];
  console.log(header.join(' | '));
  for (const mode of modes) {
    const env: NodeJS.ProcessEnv = { ...process.env, [CHILD]: mode, SAHAB_GENERATION_WORKERS: mode };
    if (mode === '') delete env.SAHAB_GENERATION_WORKERS;
    const child = spawnSync(process.execPath, [...process.execArgv, script], { env, encoding: 'utf8' });
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      console.error(child.stderr);
      throw new Error(`the ${mode || 'default'} run failed`);
    }
    const r = JSON.parse(line) as Record<string, string>;
    const label = mode === '0' ? 'main thread' : `${mode || 'default'} worker(s)`;
    console.log(
      [
        label,
        `${r.delayP50}/${r.delayP99}/${r.delayMax}`,
        r.mainThreadBusy,
        `${r.healthCount}, ${r.healthP50}/${r.healthP99}/${r.healthMax}`,
        `${r.generationMedian}/${r.generationMax}`,
        r.wall,
        r.cpuPerGeneration,
        r.cold,
        r.resets,
      ].join(' | '),
    );
  }
}
