/** The state machines in infra/workflows/, by file name without `.asl.json`. */
export type WorkflowName = 'deploy-stack' | 'delete-stack';

/** Starts a Step Functions execution (or its local counterpart). Does not wait for it to end. */
export interface WorkflowStarter {
  start(workflow: WorkflowName, executionName: string, input: Record<string, unknown>): Promise<void>;
}
