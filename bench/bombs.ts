/**
 * Template bombs against the product running as `npm start` runs it (a child process on a fresh
 * data folder, the sandbox cloud): each bomb shape of issue 32 sent to each path that reads a
 * template, while /health is asked every 50 ms. Prints each bomb's answer and its time, and the
 * /health latency during it (goal: under 1 s, every request answered).
 *
 *   npm run bench:bombs
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { LocalRuntime } from '#local/runtime';
import { awsAccountsLink, sandboxRole } from '#shared/api/routes/accounts';
import { deploymentsInitiate } from '#shared/api/routes/deployments';
import { templatesImport } from '#shared/api/routes/templates';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { mintAccessToken } from '#test/fixtures/runtime';
import { TEMPLATE_BOMBS } from '#test/fixtures/template-bombs';

const CHILD = new URL('../test/fixtures/runtime-process.ts', import.meta.url).pathname;
const USER = 'bench-bombs-user';
const dataDir = mkdtempSync(join(tmpdir(), 'sahab-bombs-'));
const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, USER], {
  env: { ...process.env, RUNTIME_LOG_LEVEL: 'ERROR' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const runtime = await new Promise<LocalRuntime>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`the product exited (${code})`)));
  createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});

async function call(method: string, path: string, body?: unknown) {
  const token = await mintAccessToken(runtime, { sub: USER, username: USER });
  const response = await fetch(`${runtime.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, text: await response.text() };
}

/** /health every 50 ms until `done` settles: each latency in ms, and how many went unanswered. */
async function healthDuring(done: Promise<unknown>) {
  const latencies: number[] = [];
  let failed = 0;
  let settled = false;
  void done.finally(() => {
    settled = true;
  });
  while (!settled) {
    const started = performance.now();
    const ok = await fetch(`${runtime.url}/health`, { signal: AbortSignal.timeout(60_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) latencies.push(performance.now() - started);
    else failed++;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { latencies, failed };
}

try {
  const role = JSON.parse((await call('POST', sandboxRole.path)).text);
  const linked = await call(
    'POST',
    awsAccountsLink.path,
    linkAccountRequest({ alias: 'bench', role_arn: role.role_arn }),
  );
  const accountId = JSON.parse(linked.text).id;
  let n = 0;
  const paths: Record<string, (template: string) => Promise<{ status: number; text: string }>> = {
    'deployments/initiate': (template) =>
      call('POST', deploymentsInitiate.path, {
        aws_account_id: accountId,
        region: 'us-east-1',
        stack_name: `bomb-${++n}`,
        template,
      }),
    'templates/import': (template_body) =>
      call('POST', templatesImport.path, { name: `bomb ${++n}`, template_body }),
  };
  console.log('path | bomb | bytes | answer | answer s | /health n | max ms | median ms | unanswered');
  for (const [path, sendBomb] of Object.entries(paths)) {
    for (const [name, make] of Object.entries(TEMPLATE_BOMBS)) {
      const text = make();
      const started = performance.now();
      const answer = sendBomb(text);
      const { latencies, failed } = await healthDuring(answer);
      const { status } = await answer;
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      const sorted = latencies.sort((a, b) => a - b);
      const max = sorted.at(-1)?.toFixed(0) ?? '-';
      const median = sorted[Math.floor(sorted.length / 2)]?.toFixed(0) ?? '-';
      console.log(
        `${path} | ${name} | ${Buffer.byteLength(text)} | ${status} | ${seconds} | ${latencies.length} | ${max} | ${median} | ${failed}`,
      );
    }
  }
} finally {
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
