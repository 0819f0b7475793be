import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startRuntime, type TestRuntime } from '#test/fixtures/runtime';

/**
 * The local runtime offers the sandbox checkout by default; a developer who switches it off gets
 * what an AWS deployment without Paddle gets: no route, and a config.json that offers nothing.
 */
let runtime: TestRuntime;
const saved = process.env.SAHAB_SANDBOX_CHECKOUT;

beforeAll(async () => {
  process.env.SAHAB_SANDBOX_CHECKOUT = 'false';
  runtime = await startRuntime();
});
afterAll(async () => {
  await runtime.dispose();
  if (saved === undefined) delete process.env.SAHAB_SANDBOX_CHECKOUT;
  else process.env.SAHAB_SANDBOX_CHECKOUT = saved;
});

describe('local runtime with SAHAB_SANDBOX_CHECKOUT=false', () => {
  it('has no sandbox checkout route and grants nothing', async () => {
    const { accessToken } = await signIn(runtime, 'no-sandbox@example.com');
    const res = await fetch(`${runtime.url}/api/billing/sandbox-checkout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{"tier":"premium"}',
    });
    expect(res.status).toBe(404);
    const current = await fetch(`${runtime.url}/api/subscriptions/current`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(current.status).toBe(402);
  });

  it('config.json offers no checkout and lists no billing simulator', async () => {
    const config = await (await fetch(`${runtime.url}/config.json`)).json();
    expect(config.billing).toEqual({ provider: 'none' });
    expect(config.simulated).not.toContain('billing');
  });
});
