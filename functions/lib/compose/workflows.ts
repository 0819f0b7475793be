import { availableParallelism } from 'node:os';
import { stepFunctionsStarter } from '../adapters/aws/step-functions-starter';
import type { LocalWorkflowOptions } from '../adapters/local/local-workflow-starter';
import type { TaskWorkerPool } from '../adapters/local/task-worker-pool';
import type { WorkflowJournal } from '../adapters/local/workflow-journal';
import type { WorkflowName, WorkflowStarter } from '../ports/workflow-starter';
import { cloudConfig } from '../simulators/sandbox-cloud/config';
import { workflowsConfig } from '../workflows/config';
import { liveUpdates } from './live';

/** CloudFormation's usual polling interval in the definitions; locally divided by the sandbox speed. */
const WAIT_SECONDS = 10;

let starter: WorkflowStarter | undefined;
let pool: TaskWorkerPool | undefined;
let journal: WorkflowJournal | undefined;
/** the journal each running local execution was recorded in, so it is settled there */
const recordedIn = new Map<string, WorkflowJournal>();
const executionKey = (workflow: WorkflowName, name: string) => `${workflow}/${name}`;

/**
 * The local runtime's record of running executions (its data directory), or none. Only the
 * in-process runner uses it: Step Functions keeps its own executions through a crash.
 */
export function installWorkflowJournal(next: WorkflowJournal | undefined): void {
  journal = next;
}

/**
 * Step Functions where CDK deployed the state machines (their ARNs are in the environment), else
 * the same definitions run in this process. The local runner is imported only when used, so it is
 * never bundled into a Lambda.
 */
export function workflowStarter(): WorkflowStarter {
  if (starter) return starter;
  const { stateMachines, runner } = workflowsConfig();
  if (runner === 'step-functions') {
    starter = stepFunctionsStarter(stateMachines);
    return starter;
  }
  const cloud = cloudConfig();
  const waitMilliseconds = cloud.cloud === 'sandbox' ? (WAIT_SECONDS * 1000) / cloud.sandboxSpeed : undefined;
  let local: Promise<WorkflowStarter> | undefined;
  starter = {
    async start(workflow, name, input) {
      local ??= localStarter({
        waitMilliseconds,
        onSettled: (execution) => {
          const key = executionKey(execution.workflow, execution.name);
          recordedIn.get(key)?.settle(execution.workflow, execution.name);
          recordedIn.delete(key);
        },
      });
      const runner = await local;
      if (journal) {
        journal.record({ workflow, name, input, startedAt: new Date().toISOString() });
        recordedIn.set(executionKey(workflow, name), journal);
      }
      try {
        await runner.start(workflow, name, input);
      } catch (error) {
        recordedIn.get(executionKey(workflow, name))?.settle(workflow, name);
        recordedIn.delete(executionKey(workflow, name));
        throw error;
      }
    },
  };
  return starter;
}

/**
 * The local runner. The generation's agents are CPU-bound for hundreds of milliseconds per run
 * (AWS's validator, the engine, diagram layout), so their tasks run in worker threads and the
 * server keeps answering other users meanwhile; the other workflows mostly wait on the (simulated)
 * cloud and share in-process state with it, so they stay here.
 */
async function localStarter(options: LocalWorkflowOptions): Promise<WorkflowStarter> {
  const { localWorkflowStarter } = await import('../adapters/local/local-workflow-starter');
  const size = generationWorkerCount();
  if (size === 0) return localWorkflowStarter(options);
  const { taskWorkerPool } = await import('../adapters/local/task-worker-pool');
  pool ??= taskWorkerPool({ size, publish: (...message) => liveUpdates().publish(...message) });
  return localWorkflowStarter({ ...options, offThread: { workflows: ['generate-design'], run: pool.run } });
}

/**
 * SAHAB_GENERATION_WORKERS, else one thread fewer than the machine offers (the main thread serves
 * HTTP and the database), at least 1 and at most 4; 0 runs the tasks on the main thread.
 */
function generationWorkerCount(): number {
  const configured = workflowsConfig().generationWorkers;
  return configured ?? Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** Ends the local runner's worker threads (the local runtime's stop); later runs start new ones. */
export async function stopWorkflowWorkers(): Promise<void> {
  await pool?.stop();
}
