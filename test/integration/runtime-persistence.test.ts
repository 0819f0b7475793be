import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storePorts } from '#functions/lib/compose/store';
import { refreshTokens, signIn, startRuntime, type TestRuntime } from '../fixtures/runtime';

/** `npm start` keeps its data: the table, the signing key and the sign-in sessions survive a restart. */
const dataDir = mkdtempSync(join(tmpdir(), 'sahab-persist-'));
let runtime: TestRuntime | undefined;

afterAll(async () => {
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stop and start with the same data directory', () => {
  it('keeps table items, token validity and refresh tokens', async () => {
    // Arrange: a user with a subscription, signed in before the restart
    runtime = await startRuntime({ dataDir });
    const tokens = await signIn(runtime, 'persistent@example.com');
    await storePorts().subscriptions.put({
      userId: tokens.sub,
      status: 'trialing',
      tier: 'starter',
      updatedAt: new Date().toISOString(),
    });
    await runtime.stop();
    // a folder someone made readable to everyone (NoEcho parameter values are in it, in clear)
    chmodSync(dataDir, 0o755);

    // Act
    runtime = await startRuntime({ dataDir });

    // Assert: only its owner may read the data folder
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    // the old access token still verifies and finds the stored subscription
    const response = await fetch(`${runtime.url}/api/subscriptions/current`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'trialing', tier: 'starter' });
    const renewed = await refreshTokens(runtime, tokens.refreshToken);
    expect(renewed.sub).toBe(tokens.sub);
  });

  it('refuses a second runtime in the same process while one is running', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'sahab-second-'));
    try {
      await expect(startRuntime({ dataDir: otherDir })).rejects.toThrow(/one per process/);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
