import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { WorkflowName, WorkflowStarter } from '../../ports/workflow-starter';

/**
 * StartExecution on the state machines CDK deployed. Their ARNs come from the environment, and a
 * function only has those it is allowed to start: any other is a deployment mistake, said plainly.
 */
export function stepFunctionsStarter(
  stateMachines: Partial<Record<WorkflowName, string>>,
  client = new SFNClient({}),
): WorkflowStarter {
  return {
    async start(workflow, executionName, input) {
      const stateMachineArn = stateMachines[workflow];
      if (!stateMachineArn) {
        throw new Error(`This function is not configured to start the ${workflow} workflow`);
      }
      await client.send(
        new StartExecutionCommand({
          stateMachineArn,
          // execution names are unique per state machine for 90 days: a retried start is refused
          name: executionName.replace(/[^\w-]/g, '-').slice(0, 80),
          input: JSON.stringify(input),
        }),
      );
    },
  };
}
