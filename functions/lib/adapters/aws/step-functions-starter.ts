import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { WorkflowName, WorkflowStarter } from '../../ports/workflow-starter';

/** StartExecution on the state machines CDK deployed (their ARNs come from the environment). */
export function stepFunctionsStarter(
  stateMachines: Record<WorkflowName, string>,
  client = new SFNClient({}),
): WorkflowStarter {
  return {
    async start(workflow, executionName, input) {
      await client.send(
        new StartExecutionCommand({
          stateMachineArn: stateMachines[workflow],
          // execution names are unique per state machine for 90 days: a retried start is refused
          name: executionName.replace(/[^\w-]/g, '-').slice(0, 80),
          input: JSON.stringify(input),
        }),
      );
    },
  };
}
