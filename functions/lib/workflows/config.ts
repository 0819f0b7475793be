import { z } from 'zod';
import { stateMachineArnVariable, WORKFLOW_NAMES, type WorkflowName } from '#shared/workflows/names';
import { envSection } from '../config';

const arnVariables = Object.fromEntries(
  WORKFLOW_NAMES.map((workflow) => [stateMachineArnVariable(workflow), z.string().min(1).optional()]),
);

/**
 * Where the workflows run. CDK gives each function the ARN of exactly the state machines it may
 * start (`<NAME>_STATE_MACHINE_ARN`). In Lambda, or wherever one ARN is set, executions go to Step
 * Functions; only a process outside Lambda with none set (the local runtime) runs them in-process.
 */
export const workflowsSchema = z
  .object({
    AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
    /** local runner only: worker threads for the generation's tasks (0 = on the main thread) */
    SAHAB_GENERATION_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
    ...arnVariables,
  })
  .transform((env) => {
    const stateMachines: Partial<Record<WorkflowName, string>> = {};
    for (const workflow of WORKFLOW_NAMES) {
      const arn = (env as Record<string, string | undefined>)[stateMachineArnVariable(workflow)];
      if (arn) stateMachines[workflow] = arn;
    }
    const inLambda = Boolean(env.AWS_LAMBDA_FUNCTION_NAME);
    return {
      stateMachines,
      generationWorkers: env.SAHAB_GENERATION_WORKERS,
      runner:
        inLambda || Object.keys(stateMachines).length > 0 ? ('step-functions' as const) : ('local' as const),
    };
  });

export const workflowsConfig = envSection('workflows', workflowsSchema);
