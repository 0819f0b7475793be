import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKFLOW_NAMES, type WorkflowName } from '#shared/workflows/names';

/** An execution the local runner started and has not yet seen end. */
export interface JournalEntry {
  workflow: WorkflowName;
  name: string;
  input: Record<string, unknown>;
  startedAt: string;
}

export interface WorkflowJournal {
  record(entry: JournalEntry): void;
  settle(workflow: WorkflowName, name: string): void;
  /** what was still running when the process last stopped, oldest first */
  unfinished(): JournalEntry[];
}

const fileName = (workflow: WorkflowName, name: string) => `${workflow}--${encodeURIComponent(name)}.json`;

function readEntry(path: string): JournalEntry | undefined {
  try {
    const entry = JSON.parse(readFileSync(path, 'utf8')) as JournalEntry;
    const known = (WORKFLOW_NAMES as readonly string[]).includes(entry.workflow);
    return known && typeof entry.name === 'string' && entry.input && typeof entry.input === 'object'
      ? entry
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Step Functions keeps an execution going when a Lambda dies; the local runner lives in the
 * server's process, so a crash (kill -9, power loss) would leave deployments "in progress" forever.
 * Each execution is written here when it starts and removed when it ends, one small file per
 * execution written by rename (a crash mid-write leaves the old file or none, never half of one),
 * so the next start can pick up what was interrupted.
 */
export function fileWorkflowJournal(directory: string): WorkflowJournal {
  mkdirSync(directory, { recursive: true });
  return {
    record(entry) {
      const path = join(directory, fileName(entry.workflow, entry.name));
      writeFileSync(`${path}.tmp`, JSON.stringify(entry));
      renameSync(`${path}.tmp`, path);
    },
    settle(workflow, name) {
      rmSync(join(directory, fileName(workflow, name)), { force: true });
    },
    unfinished() {
      return readdirSync(directory)
        .filter((file) => file.endsWith('.json'))
        .map((file) => readEntry(join(directory, file)))
        .filter((entry): entry is JournalEntry => entry !== undefined)
        .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    },
  };
}
