import type { WorkflowName } from '#shared/workflows/names';

export type { WorkflowName };

/** Starts a Step Functions execution (or its local counterpart). Does not wait for it to end. */
export interface WorkflowStarter {
  start(workflow: WorkflowName, executionName: string, input: Record<string, unknown>): Promise<void>;
}
