import { stepFunctionsStarter } from '../adapters/aws/step-functions-starter';
import type { WorkflowJournal } from '../adapters/local/workflow-journal';
import type { WorkflowName, WorkflowStarter } from '../ports/workflow-starter';
import { cloudConfig } from '../simulators/sandbox-cloud/config';
import { workflowsConfig } from '../workflows/config';

/** CloudFormation's usual polling interval in the definitions; locally divided by the sandbox speed. */
const WAIT_SECONDS = 10;

let starter: WorkflowStarter | undefined;
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
      local ??= import('../adapters/local/local-workflow-starter').then((m) =>
        m.localWorkflowStarter({
          waitMilliseconds,
          onSettled: (execution) => {
            const key = executionKey(execution.workflow, execution.name);
            recordedIn.get(key)?.settle(execution.workflow, execution.name);
            recordedIn.delete(key);
          },
        }),
      );
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
