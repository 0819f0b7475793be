import { describe, expect, it } from 'vitest';
import { generationWorkerCount, localRunner } from '#functions/lib/adapters/local/local-runner';
import type { JournalEntry, WorkflowJournal } from '#functions/lib/adapters/local/workflow-journal';
import type { WorkflowName } from '#functions/lib/ports/workflow-starter';

/** An in-memory journal: what the runner records and settles, in order. */
function memoryJournal() {
  const events: string[] = [];
  const journal: WorkflowJournal = {
    record: (entry: JournalEntry) => void events.push(`record ${entry.workflow} ${entry.name}`),
    settle: (workflow, name) => void events.push(`settle ${workflow} ${name}`),
    unfinished: () => [],
  };
  return { journal, events };
}

describe('the local runner', () => {
  it('sizes the generation threads to the machine, one core left for the server, 1 to 4', () => {
    expect(generationWorkerCount(undefined, 1)).toBe(1);
    expect(generationWorkerCount(undefined, 3)).toBe(2);
    expect(generationWorkerCount(undefined, 16)).toBe(4);
    expect(generationWorkerCount(0, 16)).toBe(0);
    expect(generationWorkerCount(7, 2)).toBe(7);
  });

  it('journals an execution before it starts and settles it when starting fails', async () => {
    const { journal, events } = memoryJournal();
    const runner = localRunner({ generationWorkers: 0, publish: async () => {}, journal: () => journal });
    // a workflow without a definition file fails in start, after the journal has the entry
    const missing = 'no-such-workflow' as WorkflowName;
    await expect(runner.start(missing, 'run-1', {})).rejects.toThrow();
    expect(events).toEqual(['record no-such-workflow run-1', 'settle no-such-workflow run-1']);
    await runner.stop();
  });

  it('journals nothing while no journal is installed', async () => {
    const { journal, events } = memoryJournal();
    let installed: WorkflowJournal | undefined;
    const runner = localRunner({ generationWorkers: 0, publish: async () => {}, journal: () => installed });
    await expect(runner.start('no-such-workflow' as WorkflowName, 'run-2', {})).rejects.toThrow();
    installed = journal;
    await expect(runner.start('no-such-workflow' as WorkflowName, 'run-3', {})).rejects.toThrow();
    expect(events).toEqual(['record no-such-workflow run-3', 'settle no-such-workflow run-3']);
  });
});
