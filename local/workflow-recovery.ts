import { join } from 'node:path';
import { fileWorkflowJournal, type WorkflowJournal } from '#functions/lib/adapters/local/workflow-journal';
import { installWorkflowJournal, workflowStarter } from '#functions/lib/compose/workflows';

/** Where the running executions are noted, inside the runtime's data directory. */
export const journalDirectory = (dataDir: string) => join(dataDir, 'workflows-running');

/**
 * Notes every execution the in-process runner starts, and starts again those a previous process
 * never finished (it was killed, or the machine stopped). Every workflow step is idempotent (a
 * step run twice does the same thing once), which is what Step Functions retries rely on too, so
 * starting from the top is safe: a deployment whose stack exists goes straight to watching it, a
 * scan is planned again from zero, a design run redoes its stages.
 */
export async function resumeInterruptedWorkflows(
  dataDir: string,
  log: (line: string) => void,
): Promise<{ journal: WorkflowJournal; resumed: number }> {
  const journal = fileWorkflowJournal(journalDirectory(dataDir));
  const interrupted = journal.unfinished();
  installWorkflowJournal(journal);
  for (const entry of interrupted) {
    try {
      await workflowStarter().start(entry.workflow, entry.name, entry.input);
      log(`[local] resumed ${entry.workflow} ${entry.name}, interrupted when Sahab last stopped`);
    } catch (error) {
      journal.settle(entry.workflow, entry.name);
      log(`[local] could not resume ${entry.workflow} ${entry.name}: ${(error as Error).message}`);
    }
  }
  return { journal, resumed: interrupted.length };
}
