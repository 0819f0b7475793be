import { stepFunctionsStarter } from '../adapters/aws/step-functions-starter';
import type { WorkflowStarter } from '../ports/workflow-starter';
import { cloudConfig } from '../simulators/sandbox-cloud/config';
import { workflowsConfig } from '../workflows/config';

/** CloudFormation's usual polling interval in the definitions; locally divided by the sandbox speed. */
const WAIT_SECONDS = 10;

let starter: WorkflowStarter | undefined;

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
        m.localWorkflowStarter({ waitMilliseconds }),
      );
      await (await local).start(workflow, name, input);
    },
  };
  return starter;
}
