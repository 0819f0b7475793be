import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivateTemplate } from '#functions/lib/ports/private-templates';
import { dynamoPrivateTemplates } from '#functions/lib/store/private-templates';
import { dynamoSessionRepository } from '#functions/lib/store/session-repository';
import { startTestTable, type TestTable } from '#test/fixtures/billing';
import { sessionRecord } from '#test/fixtures/sessions';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(() => table.stop());

const AT = '2026-03-10T09:01:00.000Z';

describe('session repository', () => {
  it('creates a session once; a second create with the same id writes nothing', async () => {
    const sessions = dynamoSessionRepository(table.db, table.tableName);
    expect(await sessions.create(sessionRecord({ id: 'once' }))).toBe(true);
    expect(await sessions.create(sessionRecord({ id: 'once', prompt: 'other' }))).toBe(false);
    expect((await sessions.get('user-1', 'once'))?.prompt).toBe(sessionRecord().prompt);
  });

  it('keeps both stages and every audit line when two agents write at the same moment', async () => {
    const sessions = dynamoSessionRepository(table.db, table.tableName);
    await sessions.create(sessionRecord({ id: 'parallel' }));
    await Promise.all([
      sessions.updateStage(
        'user-1',
        'parallel',
        'security',
        { status: 'completed', summary: 'safe' },
        [{ at: AT, actor: 'security', event: 'verdict', detail: 'approved' }],
        AT,
      ),
      sessions.updateStage(
        'user-1',
        'parallel',
        'cost',
        { status: 'completed', summary: 'cheap' },
        [{ at: AT, actor: 'cost', event: 'verdict', detail: '$10' }],
        AT,
      ),
    ]);
    const after = await sessions.get('user-1', 'parallel');
    expect(after?.stages.security).toEqual({ status: 'completed', summary: 'safe' });
    expect(after?.stages.cost).toEqual({ status: 'completed', summary: 'cheap' });
    expect(after?.stages['chief-architect']).toEqual({ status: 'pending' });
    expect(after?.audit.map((line) => line.actor).sort()).toEqual(['cost', 'security', 'user']);
  });

  it('ends a session only once, and not a missing one', async () => {
    const sessions = dynamoSessionRepository(table.db, table.tableName);
    await sessions.create(sessionRecord({ id: 'ending' }));
    const failed = await sessions.finish('user-1', 'ending', { status: 'failed', error: 'no' }, [], AT);
    expect(failed).toMatchObject({ status: 'failed', error: 'no' });
    expect(await sessions.finish('user-1', 'ending', { status: 'completed' }, [], AT)).toBeUndefined();
    expect((await sessions.get('user-1', 'ending'))?.status).toBe('failed');
    expect(await sessions.finish('user-1', 'missing', { status: 'completed' }, [], AT)).toBeUndefined();
    expect(
      await sessions.updateStage('user-1', 'missing', 'cost', { status: 'running' }, [], AT),
    ).toBeUndefined();
  });

  it("lists a user's sessions newest first without their work products, and no one else's", async () => {
    const sessions = dynamoSessionRepository(table.db, table.tableName);
    await sessions.create(
      sessionRecord({ userId: 'lister', id: 'old', createdAt: '2026-03-01T00:00:00.000Z' }),
    );
    await sessions.create(
      sessionRecord({ userId: 'lister', id: 'new', createdAt: '2026-03-02T00:00:00.000Z' }),
    );
    await sessions.create(sessionRecord({ userId: 'someone-else', id: 'theirs' }));
    await sessions.putWork('lister', 'new', 'plan', { blocks: [{ deep: { deeper: [1, 2, 3] } }] });
    expect((await sessions.list('lister')).map((s) => s.id)).toEqual(['new', 'old']);
    expect(await sessions.getWork('lister', 'new', 'plan')).toEqual({
      blocks: [{ deep: { deeper: [1, 2, 3] } }],
    });
    expect(await sessions.getWork('someone-else', 'new', 'plan')).toBeUndefined();
  });

  it('records the prepared template once: the same id again is fine, another id is refused', async () => {
    const sessions = dynamoSessionRepository(table.db, table.tableName);
    await sessions.create(sessionRecord({ id: 'prepared' }));
    expect(await sessions.setTemplate('user-1', 'prepared', 'utpl-a', AT)).toBe(true);
    expect(await sessions.setTemplate('user-1', 'prepared', 'utpl-a', AT)).toBe(true);
    expect(await sessions.setTemplate('user-1', 'prepared', 'utpl-b', AT)).toBe(false);
    expect((await sessions.get('user-1', 'prepared'))?.templateId).toBe('utpl-a');
  });
});

describe('private templates', () => {
  const template = (id: string, slug: string, createdAt: string) =>
    ({
      template_id: id,
      slug,
      name: slug,
      is_private: true,
      session_id: id,
      created_at: createdAt,
      template_body: 'Resources: {}',
    }) as unknown as PrivateTemplate;

  it('writes a template once and finds it by id or slug, only in its owner library', async () => {
    const store = dynamoPrivateTemplates(table.db, table.tableName);
    await store.create('owner', template('utpl-1', 'first-design', '2026-03-01T00:00:00.000Z'));
    const again = await store.create('owner', {
      ...template('utpl-1', 'renamed', '2026-03-05T00:00:00.000Z'),
    });
    expect(again.slug).toBe('first-design');
    await store.create('owner', template('utpl-2', 'second-design', '2026-03-02T00:00:00.000Z'));
    expect((await store.find('owner', 'utpl-1'))?.slug).toBe('first-design');
    expect((await store.find('owner', 'second-design'))?.template_id).toBe('utpl-2');
    expect(await store.find('stranger', 'utpl-1')).toBeUndefined();
    expect((await store.list('owner')).map((t) => t.template_id)).toEqual(['utpl-2', 'utpl-1']);
  });
});
