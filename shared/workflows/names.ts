/**
 * The state machines in `infra/workflows/`, by file name without `.asl.json`. CDK deploys one state
 * machine per name; the local runner runs the same file. Owners add their workflow here.
 */
export const WORKFLOW_NAMES = [
  'deploy-stack',
  'update-stack',
  'delete-stack',
  'compliance-scan',
  'generate-design',
] as const;
export type WorkflowName = (typeof WORKFLOW_NAMES)[number];

/**
 * The variable that carries a state machine's ARN to the functions allowed to start it
 * (`deploy-stack` -> `DEPLOY_STACK_STATE_MACHINE_ARN`).
 */
export function stateMachineArnVariable(workflow: WorkflowName): string {
  return `${workflow.toUpperCase().replaceAll('-', '_')}_STATE_MACHINE_ARN`;
}

/**
 * A Task state names its function with a substitution, `${ObserveStackFunctionArn}`, and the task
 * it names is `functions/tasks/observe-stack.ts`: one rule for CDK (which fills in the deployed
 * function's ARN) and the local runner (which calls the handler file). Several states may call one
 * task (PublishUpdate and PublishFailure both publish).
 */
export const TASK_SUBSTITUTION = /\$\{(\w+)FunctionArn\}/g;

/** `ObserveStack` -> `observe-stack`: the handler file under functions/tasks/ of a task. */
export function taskFileName(task: string): string {
  return task.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The tasks an ASL definition's text calls (`ObserveStack`, ...), each once, in order of use. */
export function workflowTasks(definitionText: string): string[] {
  return [...new Set([...definitionText.matchAll(TASK_SUBSTITUTION)].map((match) => match[1] as string))];
}
