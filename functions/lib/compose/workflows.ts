import { stepFunctionsStarter } from '../adapters/aws/step-functions-starter';
import type { LocalRunner } from '../adapters/local/local-runner';
import type { WorkflowJournal } from '../adapters/local/workflow-journal';
import { cloudConfig } from '../config';
import type { WorkflowStarter } from '../ports/workflow-starter';
import { workflowsConfig } from '../workflows/config';
import { liveUpdates } from './live';

/** CloudFormation's usual polling interval in the definitions; locally divided by the sandbox speed. */
const WAIT_SECONDS = 10;

let starter: WorkflowStarter | undefined;
let local: Promise<LocalRunner> | undefined;
let journal: WorkflowJournal | undefined;

/**
 * The local runtime's record of running executions (its data directory), or none. Only the
 * in-process runner uses it: Step Functions keeps its own executions through a crash.
 */
export function installWorkflowJournal(next: WorkflowJournal | undefined): void {
  journal = next;
}

/**
 * Step Functions where CDK deployed the state machines (their ARNs are in the environment), else
 * the same definitions run in this process (adapters/local/local-runner.ts). The local runner is
 * imported only when used, so it is never bundled into a Lambda's start-up path.
 */
export function workflowStarter(): WorkflowStarter {
  if (starter) return starter;
  const { stateMachines, runner } = workflowsConfig();
  starter =
    runner === 'step-functions'
      ? stepFunctionsStarter(stateMachines)
      : { start: async (...execution) => (await localRunner()).start(...execution) };
  return starter;
}

function localRunner(): Promise<LocalRunner> {
  local ??= import('../adapters/local/local-runner').then((module) => {
    const cloud = cloudConfig();
    return module.localRunner({
      waitMilliseconds: cloud.cloud === 'sandbox' ? (WAIT_SECONDS * 1000) / cloud.sandboxSpeed : undefined,
      generationWorkers: workflowsConfig().generationWorkers,
      publish: (...message) => liveUpdates().publish(...message),
      journal: () => journal,
    });
  });
  return local;
}

/**
 * Readies the local runner's worker threads (the generation's handlers and AWS's validator in
 * each), for the local runtime to call once it serves; nothing to do where Step Functions runs.
 */
export async function warmWorkflowWorkers(): Promise<void> {
  if (workflowsConfig().runner === 'step-functions') return;
  await (await localRunner()).warm();
}

/** Ends the local runner's worker threads (the local runtime's stop); later runs start new ones. */
export async function stopWorkflowWorkers(): Promise<void> {
  await (await local)?.stop();
}
