import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import type { LocalRuntime } from '#local/runtime';
import { journalDirectory } from '#local/workflow-recovery';
import { awsAccountsLink, awsAccountsValidate, sandboxRole } from '#shared/api/routes/accounts';
import { deploymentsGet, deploymentsInitiate } from '#shared/api/routes/deployments';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { BROWSER_TEMPLATE } from '#test/fixtures/browser-api';
import { mintAccessToken } from '#test/fixtures/runtime';

/**
 * kill -9 of `npm start` while a deployment is being created: the next start picks the deployment's
 * workflow up again and it reaches its final status, instead of showing 'Deploying' for ever.
 */
const CHILD = new URL('../fixtures/runtime-process.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'sahab-crash-'));
const USER = 'crash-recovery-user';
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the product in a child process; resolves with its addresses once it serves. */
function startProduct(): Promise<{ child: ChildProcess; runtime: LocalRuntime }> {
  // A slower sandbox than the product's default 20, so the stack is still being created when the
  // process is killed: at 10 it is about 12 s from its first event to its end, and the kill comes
  // within a poll (100 ms) of the first. Not slower: the stack's timeline runs on through the
  // restart, so its length is what the test waits for.
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, USER], {
    env: { ...process.env, SAHAB_SANDBOX_SPEED: '10', RUNTIME_LOG_LEVEL: 'ERROR' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the product exited (${code}): ${errors.join('')}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      resolve({ child, runtime: JSON.parse(line) as LocalRuntime });
    });
  });
}

async function call<T>(runtime: LocalRuntime, method: string, path: string, body?: unknown): Promise<T> {
  const token = await mintAccessToken(runtime, { sub: USER, username: USER });
  const response = await fetch(`${runtime.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const deploymentStatus = async (runtime: LocalRuntime, id: string) =>
  (await call<{ status: string }>(runtime, 'GET', deploymentsGet.path.replace('{id}', id))).status;

async function waitForStatus(runtime: LocalRuntime, id: string, wanted: (status: string) => boolean) {
  for (let seen = ''; ; await new Promise((r) => setTimeout(r, 100))) {
    seen = await deploymentStatus(runtime, id);
    if (wanted(seen)) return seen;
  }
}

describe('a crash of the local product', { timeout: 240_000 }, () => {
  it('resumes a deployment that was being created when the process was killed', async () => {
    // Arrange: a linked sandbox account and a deployment whose stack is being created
    const first = await startProduct();
    const role = await call<{ role_arn: string }>(first.runtime, sandboxRole.method, sandboxRole.path);
    const account = await call<{ id: string }>(
      first.runtime,
      awsAccountsLink.method,
      awsAccountsLink.path,
      linkAccountRequest({ alias: 'Crash test', role_arn: role.role_arn }),
    );
    await call(first.runtime, 'POST', awsAccountsValidate.path.replace('{id}', account.id));
    const { deployment_id: id } = await call<{ deployment_id: string }>(
      first.runtime,
      deploymentsInitiate.method,
      deploymentsInitiate.path,
      {
        aws_account_id: account.id,
        region: 'me-south-1',
        stack_name: 'crash-queue',
        template: BROWSER_TEMPLATE,
      },
    );
    await waitForStatus(first.runtime, id, (status) => status === 'CREATE_IN_PROGRESS');
    expect(readdirSync(journalDirectory(dataDir))).toHaveLength(1);

    // Act: kill -9, then start again on the same data
    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;
    const second = await startProduct();

    // Assert: the same deployment is watched again to its end, and nothing is left running
    const final = await waitForStatus(
      second.runtime,
      id,
      (status) => status.endsWith('_COMPLETE') || status.endsWith('_FAILED'),
    );
    expect(final).toBe('CREATE_COMPLETE');
    await expect.poll(() => readdirSync(journalDirectory(dataDir)).length).toBe(0);
  });
});
