import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storePorts } from '#functions/lib/compose/store';
import { dynamoSessionRepository } from '#functions/lib/store/session-repository';
import { routes } from '#shared/api/routes/index';
import { callRoute } from '#test/fixtures/accounts-api';
import { subscribedUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';
import { sessionRecord } from '#test/fixtures/sessions';

/**
 * kill -9 after a design run was counted and its session written, before its execution was
 * journalled: the next start of the product ends the session failed in plain words and gives the
 * run back, as the user sees through the API.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'sahab-unstarted-'));
let runtime: TestRuntime | undefined;
afterAll(async () => {
  await runtime?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a start of the product after a crash between a record and its journal', {
  timeout: 180_000,
}, () => {
  it('fails the session no execution will move and gives its run back', async () => {
    // Arrange: a subscribed user whose run was counted and whose session was written, nothing journalled
    runtime = await startRuntime({ dataDir });
    const user = await subscribedUser(runtime, 'crashed@unstarted.test');
    const { db, tableName, usage } = storePorts();
    const now = new Date();
    expect(await usage.claimRun(user.sub, now, 50, 'orphan-session')).toBe(1);
    await dynamoSessionRepository(db, tableName).create(
      sessionRecord({ userId: user.sub, id: 'orphan-session', createdAt: now.toISOString() }),
    );
    await runtime.dispose();

    // Act: the product starts again on the same data
    runtime = await startRuntime({ dataDir });

    // Assert
    const call = (route: Parameters<typeof callRoute>[1], params?: Record<string, string>) =>
      callRoute(runtime!, route, user.accessToken, { params });
    const session = await call(routes.sessionGet, { id: 'orphan-session' });
    expect(session.body.status).toBe('failed');
    expect(session.body.error).toMatch(/stopped before this run started/);
    expect((await call(routes.subscriptionsCurrent)).body.usage.runs).toBe(0);
  });
});
