import './with-resolvers';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { StateMachine } from 'aws-local-stepfunctions';
import type { WorkflowName, WorkflowStarter } from '../../ports/workflow-starter';

const REPO = new URL('../../../../', import.meta.url);
const LOCAL_FUNCTION_ARN = 'arn:aws:lambda:us-east-1:000000000000:function:sahab-local-';

/** `ObserveStack` -> `observe-stack`: the task handler file of a Task state. */
export const taskFileName = (stateName: string) =>
  stateName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The definition CDK deploys, with its `${XFunctionArn}` substitutions filled with local names. */
export async function localDefinition(workflow: WorkflowName) {
  const text = await readFile(new URL(`infra/workflows/${workflow}.asl.json`, REPO), 'utf8');
  return JSON.parse(
    text.replace(
      /\$\{(\w+)FunctionArn\}/g,
      (_, state: string) => `${LOCAL_FUNCTION_ARN}${taskFileName(state)}`,
    ),
  );
}

type TaskHandler = (payload: unknown) => Promise<unknown>;

async function taskHandler(stateName: string): Promise<TaskHandler> {
  const file = new URL(`functions/tasks/${taskFileName(stateName)}.ts`, REPO);
  const module = (await import(pathToFileURL(file.pathname).href)) as { handler: TaskHandler };
  return module.handler;
}

export interface LocalWorkflowOptions {
  /** Wait states last this many milliseconds instead of their Seconds (the sandbox's speed) */
  waitMilliseconds?: number;
  /** called with each execution's outcome; tests wait on it */
  onSettled?: (execution: {
    workflow: WorkflowName;
    name: string;
    output?: unknown;
    error?: unknown;
  }) => void;
}

/**
 * Runs the same ASL definitions in this process with aws-local-stepfunctions. Each Task state
 * calls `functions/tasks/<state-name>.ts` as Lambda would, and answers Lambda's invoke envelope
 * `{StatusCode, Payload}` so the definition's ResultSelectors read it as in AWS.
 */
export function localWorkflowStarter(options: LocalWorkflowOptions = {}): WorkflowStarter {
  return {
    async start(workflow, name, input) {
      const definition = await localDefinition(workflow);
      const taskStates = Object.entries(definition.States as Record<string, { Type: string }>)
        .filter(([, state]) => state.Type === 'Task')
        .map(([stateName]) => stateName);
      const handlers = Object.fromEntries(
        taskStates.map((stateName) => [
          stateName,
          async (invoke: unknown) => {
            const { Payload } = invoke as { Payload: unknown };
            const run = await taskHandler(stateName);
            return { StatusCode: 200, Payload: (await run(Payload)) ?? null };
          },
        ]),
      );
      const waits = Object.entries(definition.States as Record<string, { Type: string }>)
        .filter(([, state]) => state.Type === 'Wait')
        .map(([stateName]) => [stateName, options.waitMilliseconds]);
      const machine = new StateMachine(definition, { validationOptions: { checkArn: true } });
      const execution = machine.run(input as never, {
        overrides: {
          taskResourceLocalHandlers: handlers as never,
          ...(options.waitMilliseconds !== undefined && { waitTimeOverrides: Object.fromEntries(waits) }),
        },
      });
      execution.result.then(
        (output) => options.onSettled?.({ workflow, name, output }),
        (error) => {
          console.error(
            `workflow ${workflow} ${name} failed:`,
            error instanceof Error ? error.message : error,
          );
          options.onSettled?.({ workflow, name, error });
        },
      );
    },
  };
}
