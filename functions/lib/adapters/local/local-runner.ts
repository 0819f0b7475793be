import { availableParallelism } from 'node:os';
import type { LiveUpdates } from '../../ports/live-updates';
import type { WorkflowName, WorkflowStarter } from '../../ports/workflow-starter';
import { localWorkflowStarter, workflowTaskFiles } from './local-workflow-starter';
import { type TaskWorkerPool, taskWorkerPool } from './task-worker-pool';
import type { WorkflowJournal } from './workflow-journal';

/** The workflow whose tasks run in worker threads: the generation's CPU-bound agents. */
const OFF_THREAD_WORKFLOW = 'generate-design';

export interface LocalRunnerOptions {
  /** Wait states last this many milliseconds instead of their Seconds (the sandbox's speed) */
  waitMilliseconds?: number;
  /** SAHAB_GENERATION_WORKERS when set; otherwise sized to the machine (generationWorkerCount) */
  generationWorkers?: number;
  /** where the worker threads' live messages go (the main thread owns the sockets) */
  publish: LiveUpdates['publish'];
  /** the journal in force now (the local runtime installs one after start-up), if any */
  journal: () => WorkflowJournal | undefined;
}

export interface LocalRunner extends WorkflowStarter {
  /**
   * Readies the generation's worker threads in the background after start-up (each imports the
   * workflow's task handlers and creates AWS's validator), so the first user's run waits no
   * longer than the next one's. Without worker threads there is nothing to ready here.
   */
  warm(): Promise<void>;
  /** Ends the worker threads (the local runtime's stop); later runs start new ones. */
  stop(): Promise<void>;
}

/**
 * Threads for the generation's tasks: one fewer than the machine offers (the main thread serves
 * HTTP and the database), at least 1 and at most 4, unless configured; 0 keeps them on the main
 * thread.
 */
export function generationWorkerCount(
  configured: number | undefined,
  cores = availableParallelism(),
): number {
  return configured ?? Math.max(1, Math.min(4, cores - 1));
}

/**
 * The in-process runner the local runtime uses where AWS has Step Functions. Each execution is
 * written to the journal before it runs and removed when it ends, so a crash leaves a note the
 * next start resumes from. The generation's agents are CPU-bound for hundreds of milliseconds per
 * run (AWS's validator, the engine, diagram layout), so their tasks run in worker threads and the
 * server keeps answering other users; the other workflows mostly wait on the (simulated) cloud and
 * share in-process state with it, so they stay in this thread.
 */
export function localRunner(options: LocalRunnerOptions): LocalRunner {
  /** the journal each running execution was recorded in, so it is settled there */
  const recordedIn = new Map<string, WorkflowJournal>();
  const key = (workflow: WorkflowName, name: string) => `${workflow}/${name}`;
  const settle = (workflow: WorkflowName, name: string) => {
    recordedIn.get(key(workflow, name))?.settle(workflow, name);
    recordedIn.delete(key(workflow, name));
  };
  const size = generationWorkerCount(options.generationWorkers);
  let pool: TaskWorkerPool | undefined;
  const workers = () => {
    pool ??= taskWorkerPool({ size, publish: options.publish });
    return pool;
  };
  const runner = localWorkflowStarter({
    waitMilliseconds: options.waitMilliseconds,
    onSettled: (execution) => settle(execution.workflow, execution.name),
    ...(size > 0 && {
      offThread: {
        workflows: [OFF_THREAD_WORKFLOW],
        run: (file, payload) => workers().run(file, payload),
      },
    }),
  });
  return {
    async start(workflow, name, input) {
      const journal = options.journal();
      if (journal) {
        journal.record({ workflow, name, input, startedAt: new Date().toISOString() });
        recordedIn.set(key(workflow, name), journal);
      }
      try {
        await runner.start(workflow, name, input);
      } catch (error) {
        settle(workflow, name);
        throw error;
      }
    },
    async warm() {
      if (size === 0) return;
      await workers().warm(await workflowTaskFiles(OFF_THREAD_WORKFLOW));
    },
    async stop() {
      // aborted executions stay in the journal, so the next start resumes them; the tasks
      // mid-call settle (those in worker threads when the pool stops) before the store closes
      const drained = runner.drain();
      await pool?.stop();
      pool = undefined;
      await drained;
    },
  };
}
