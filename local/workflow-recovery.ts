import { join } from 'node:path';
import { fileWorkflowJournal, type WorkflowJournal } from '#functions/lib/adapters/local/workflow-journal';
import { storePorts } from '#functions/lib/compose/store';
import { installWorkflowJournal, workflowStarter } from '#functions/lib/compose/workflows';
import { reconcileUnstartedRecords } from '#functions/lib/store/unstarted-records';

/** Where the running executions are noted, inside the runtime's data directory. */
export const journalDirectory = (dataDir: string) => join(dataDir, 'workflows-running');

/**
 * Notes every execution the in-process runner starts, and starts again those a previous process
 * never finished (it was killed, or the machine stopped). Every workflow step is idempotent (a
 * step run twice does the same thing once), which is what Step Functions retries rely on too, so
 * starting from the top is safe: a deployment whose stack exists goes straight to watching it, a
 * scan is planned again from zero, a design run redoes its stages. Records written just before a
 * crash whose execution was never journalled end failed, and their runs are given back.
 */
export async function resumeInterruptedWorkflows(
  dataDir: string,
  log: (line: string) => void,
): Promise<{ journal: WorkflowJournal; resumed: number }> {
  const journal = fileWorkflowJournal(journalDirectory(dataDir));
  const interrupted = journal.unfinished();
  const { db, tableName } = storePorts();
  const ended = await reconcileUnstartedRecords({ db, tableName }, interrupted, new Date());
  if (ended.sessions + ended.deployments > 0) {
    log(
      `[local] ended ${ended.sessions} design run(s) and ${ended.deployments} deployment(s) that Sahab stopped before they started`,
    );
  }
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
