import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoDeploymentRepository } from '#functions/lib/store/deployment-repository';
import { dynamoSessionRepository } from '#functions/lib/store/session-repository';
import { reconcileUnstartedRecords } from '#functions/lib/store/unstarted-records';
import { dynamoUsageStore } from '#functions/lib/store/usage-store';
import { startTestTable, T0, type TestTable } from '#test/fixtures/billing';
import { pendingDeployment } from '#test/fixtures/deployments';
import { sessionRecord } from '#test/fixtures/sessions';

/**
 * kill -9 between the database write and the workflow journal left sessions 'running' and
 * deployments 'pending' for ever, and a run counted for a session never recorded. At start, every
 * such record with no execution is ended in plain words, and no run is counted for it.
 */
let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(() => table.stop());

const USER = 'crashed-user';
const account = {
  userId: USER,
  id: 'acct-1',
  accountNumber: '111122223333',
  roleArn: 'arn:aws:iam::111122223333:role/SahabAccess',
  cloud: 'sandbox' as const,
};

describe('reconcileUnstartedRecords', () => {
  it('fails records no execution will move, gives their runs back and leaves running ones alone', async () => {
    // Arrange: three runs claimed; one session recorded and journalled, one recorded only, one never recorded
    const usage = dynamoUsageStore(table.db, table.tableName);
    const sessions = dynamoSessionRepository(table.db, table.tableName);
    const deployments = dynamoDeploymentRepository(table.db, table.tableName);
    for (const id of ['journalled', 'unjournalled', 'never-recorded']) {
      expect(await usage.claimRun(USER, T0, 10, id)).not.toBeNull();
    }
    await sessions.create(sessionRecord({ userId: USER, id: 'journalled' }));
    await sessions.create(sessionRecord({ userId: USER, id: 'unjournalled' }));
    await deployments.create(pendingDeployment(account, 'orphan'));
    await deployments.create(pendingDeployment(account, 'journalled-stack'));
    const running = [
      {
        workflow: 'generate-design' as const,
        name: 'generate-journalled',
        input: { userId: USER, sessionId: 'journalled' },
        startedAt: T0.toISOString(),
      },
      {
        workflow: 'deploy-stack' as const,
        name: 'deploy-dep-journalled-stack',
        input: { userId: USER, deploymentId: 'dep-journalled-stack' },
        startedAt: T0.toISOString(),
      },
    ];

    // Act
    const outcome = await reconcileUnstartedRecords(
      { db: table.db, tableName: table.tableName },
      running,
      T0,
    );

    // Assert: only the journalled run is still counted, the orphans ended with a reason
    expect(outcome).toEqual({ sessions: 1, deployments: 1, runsReturned: 2 });
    expect((await usage.read(USER, T0)).runs).toBe(1);
    const orphan = await sessions.get(USER, 'unjournalled');
    expect(orphan?.status).toBe('failed');
    expect(orphan?.error).toMatch(/stopped before/i);
    expect((await sessions.get(USER, 'journalled'))?.status).toBe('running');
    const deployment = await deployments.get(USER, 'dep-orphan');
    expect(deployment?.status).toBe('CREATE_FAILED');
    expect(deployment?.statusReason).toMatch(/stopped before/i);
    expect((await deployments.get(USER, 'dep-journalled-stack'))?.status).toBe('pending');

    // a second start finds nothing more to do and gives nothing back twice
    expect(
      await reconcileUnstartedRecords({ db: table.db, tableName: table.tableName }, running, T0),
    ).toEqual({
      sessions: 0,
      deployments: 0,
      runsReturned: 0,
    });
    expect((await usage.read(USER, T0)).runs).toBe(1);
  });

  it('gives a claimed run back only once, whoever asks', async () => {
    const usage = dynamoUsageStore(table.db, table.tableName);
    await usage.claimRun('twice', T0, 5, 'run-a');
    await Promise.all([
      usage.releaseRun('twice', '2026-03', 'run-a'),
      usage.releaseRun('twice', '2026-03', 'run-a'),
    ]);
    await usage.releaseRun('twice', '2026-03', 'never-claimed');
    expect((await usage.read('twice', T0)).runs).toBe(0);
  });
});
