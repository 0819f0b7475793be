import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '#functions/lib/generation/audit-trail';
import { sessionView } from '#functions/lib/generation/session-view';
import { startGeneration } from '#functions/lib/generation/start-generation';
import { dynamoUsageStore } from '#functions/lib/store/usage-store';
import { generate } from '#shared/api/routes/generation';
import { startTestTable, type TestTable } from '#test/fixtures/billing';
import { putSubscription, recordingStarter, sessionPortsOn } from '#test/fixtures/sessions';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(() => table.stop());

describe('POST /api/generate', () => {
  it('accepts a brief up to 4,000 characters and refuses an empty or longer one', () => {
    const parse = (prompt: string) => generate.body?.safeParse({ prompt }).success;
    expect(parse('A web app')).toBe(true);
    expect(parse('x'.repeat(4000))).toBe(true);
    expect(parse('x'.repeat(4001))).toBe(false);
    expect(parse('')).toBe(false);
    expect(parse('  \n ')).toBe(false);
  });

  it('records a running session with every stage pending and starts the generation workflow', async () => {
    const caller = await putSubscription(table, 'starter-user', 'starter');
    const workflows = recordingStarter();
    const ports = sessionPortsOn(table, { workflows });
    const answer = await startGeneration(ports, caller, {
      prompt: 'A cheap API',
      region: 'me-south-1',
      frameworks: ['SAMA'],
    });
    expect(answer.status).toBe('running');
    expect(workflows.started).toEqual([
      {
        workflow: 'generate-design',
        name: `generate-${answer.session_id}`,
        input: { userId: 'starter-user', sessionId: answer.session_id },
      },
    ]);
    const view = sessionView((await ports.sessions.get('starter-user', answer.session_id))!);
    expect(view).toMatchObject({
      status: 'running',
      progress: 0,
      prompt: 'A cheap API',
      model_id: 'offline-planner',
    });
    expect(view.options).toEqual({ region: 'me-south-1', frameworks: ['SAMA'] });
    expect(view.stages.every((stage) => stage.status === 'pending')).toBe(true);
    const audit = await auditTrail(ports, 'starter-user', answer.session_id);
    expect(audit.entries.map((entry) => entry.event)).toEqual(['prompt', 'options', 'model']);
  });

  it("refuses the run past the plan's monthly limit with 403 naming the plan and the limit", async () => {
    const caller = await putSubscription(table, 'busy-starter', 'starter');
    const ports = sessionPortsOn(table, { workflows: recordingStarter() });
    const starts = await Promise.allSettled(
      Array.from({ length: 7 }, (_, i) => startGeneration(ports, caller, { prompt: `run ${i}` })),
    );
    expect(starts.filter((start) => start.status === 'fulfilled')).toHaveLength(5);
    const refused = starts.filter((start) => start.status === 'rejected').map((start) => start.reason);
    expect(refused).toHaveLength(2);
    for (const reason of refused) {
      expect(reason).toMatchObject({ statusCode: 403 });
      expect(reason.message).toContain('Starter plan includes 5 generation runs per month');
    }
    expect((await ports.sessions.list('busy-starter')).length).toBe(5);
  });

  it('gives the run back and ends the session failed when the workflow cannot start', async () => {
    const caller = await putSubscription(table, 'unlucky', 'pro');
    const ports = sessionPortsOn(table, { workflows: recordingStarter(new Error('Step Functions is down')) });
    await expect(startGeneration(ports, caller, { prompt: 'anything' })).rejects.toThrow(
      'Step Functions is down',
    );
    const [session] = await ports.sessions.list('unlucky');
    expect(session).toMatchObject({ status: 'failed', error: 'Step Functions is down' });
    expect((await dynamoUsageStore(table.db, table.tableName).read('unlucky', new Date())).runs).toBe(0);
  });
});

describe('a session the table cannot keep', () => {
  it('gives the run back when the session cannot be recorded', async () => {
    const caller = await putSubscription(table, 'unstorable', 'pro');
    const ports = sessionPortsOn(table, { workflows: recordingStarter() });
    // a budget DynamoDB cannot store (below 1e-130): the HTTP contract refuses it, the domain
    // must still not charge for a session it never wrote
    await expect(
      startGeneration(ports, caller, { prompt: 'A queue', monthly_budget_usd: 1e-131 }),
    ).rejects.toThrow();
    expect(await ports.sessions.list('unstorable')).toEqual([]);
    expect((await dynamoUsageStore(table.db, table.tableName).read('unstorable', new Date())).runs).toBe(0);
  });
});
