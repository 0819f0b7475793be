import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileWorkflowJournal } from '#functions/lib/adapters/local/workflow-journal';

const dirs: string[] = [];
const journalDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sahab-journal-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the local workflow journal', () => {
  it('lists what started and did not settle, oldest first, across a new journal on the same directory', () => {
    const dir = journalDir();
    const journal = fileWorkflowJournal(dir);
    journal.record({
      workflow: 'deploy-stack',
      name: 'deploy-b',
      input: { n: 2 },
      startedAt: '2026-11-24T10:00:02Z',
    });
    journal.record({
      workflow: 'delete-stack',
      name: 'delete/a',
      input: { n: 1 },
      startedAt: '2026-11-24T10:00:01Z',
    });
    journal.record({
      workflow: 'generate-design',
      name: 'gen-c',
      input: { n: 3 },
      startedAt: '2026-11-24T10:00:03Z',
    });
    journal.settle('generate-design', 'gen-c');

    const unfinished = fileWorkflowJournal(dir).unfinished();

    expect(unfinished.map((e) => [e.workflow, e.name, e.input])).toEqual([
      ['delete-stack', 'delete/a', { n: 1 }],
      ['deploy-stack', 'deploy-b', { n: 2 }],
    ]);
  });

  it('skips a torn or foreign file instead of failing the start', () => {
    const dir = journalDir();
    const journal = fileWorkflowJournal(dir);
    writeFileSync(join(dir, 'deploy-stack--half.json'), '{"workflow":"deploy-st');
    writeFileSync(
      join(dir, 'other--x.json'),
      JSON.stringify({ workflow: 'mine-bitcoin', name: 'x', input: {} }),
    );
    journal.record({ workflow: 'deploy-stack', name: 'ok', input: {}, startedAt: '2026-11-24T10:00:00Z' });

    expect(journal.unfinished().map((e) => e.name)).toEqual(['ok']);
  });
});
