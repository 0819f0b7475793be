import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { ExecutionAbortedError, StateMachine } from 'aws-local-stepfunctions';
import { TASK_SUBSTITUTION, taskFileName } from '#shared/workflows/names';
import type { WorkflowName, WorkflowStarter } from '../../ports/workflow-starter';
import type { TaskRunner } from './task-worker-pool';

const REPO = new URL('../../../../', import.meta.url);
const LOCAL_FUNCTION_ARN = 'arn:aws:lambda:us-east-1:000000000000:function:sahab-local-';

/** The definition CDK deploys, with its `${XFunctionArn}` substitutions filled with local names. */
export async function localDefinition(workflow: WorkflowName) {
  return JSON.parse(await localDefinitionText(workflow));
}

async function localDefinitionText(workflow: WorkflowName): Promise<string> {
  const text = await readFile(new URL(`infra/workflows/${workflow}.asl.json`, REPO), 'utf8');
  return text.replace(TASK_SUBSTITUTION, (_, task: string) => `${LOCAL_FUNCTION_ARN}${taskFileName(task)}`);
}

/**
 * One validated state machine per definition text. The runner checks a definition against the
 * States Language schemas when a machine is made, compiling them afresh each time (a new Ajv with
 * fifteen schemas: a tenth of a second or more of CPU); runs take their handlers and waits as
 * options, so a machine serves every execution of its definition. Keyed by the text, not the
 * workflow's name, so an edited definition file is read and checked again.
 */
const machines = new Map<string, { definition: Definition; machine: StateMachine }>();
async function stateMachine(workflow: WorkflowName) {
  const text = await localDefinitionText(workflow);
  let made = machines.get(text);
  if (!made) {
    const definition = JSON.parse(text);
    made = { definition, machine: new StateMachine(definition, { validationOptions: { checkArn: true } }) };
    machines.set(text, made);
  }
  return made;
}

type TaskHandler = (payload: unknown) => Promise<unknown>;

interface StateDefinition {
  Type: string;
  ItemProcessor?: Definition;
  Iterator?: Definition;
  Branches?: Definition[];
}
interface Definition {
  States: Record<string, StateDefinition>;
}

/**
 * The states of `type` by name, also inside Map and Parallel states: the runner's overrides are
 * keyed by state name at every depth (a scan's collectors run inside two Maps).
 */
export function statesOfType(definition: Definition, type: string): [string, StateDefinition][] {
  return Object.entries(definition.States).flatMap(([name, state]) => [
    ...(state.Type === type ? [[name, state] as [string, StateDefinition]] : []),
    ...[state.ItemProcessor, state.Iterator, ...(state.Branches ?? [])]
      .filter((inner): inner is Definition => inner !== undefined)
      .flatMap((inner) => statesOfType(inner, type)),
  ]);
}
export interface TaskState {
  Type: 'Task';
  Parameters: { FunctionName: string };
}

/** The handler file a Task state calls: the one its `FunctionName` names (states may share one). */
export function taskHandlerFile(state: TaskState): URL {
  const name = state.Parameters.FunctionName.slice(LOCAL_FUNCTION_ARN.length);
  return new URL(`functions/tasks/${name}.ts`, REPO);
}

/** Every handler file the workflow's Task states call, each once. */
export async function workflowTaskFiles(workflow: WorkflowName): Promise<URL[]> {
  const states = statesOfType(await localDefinition(workflow), 'Task') as [string, TaskState][];
  const files = new Map(states.map(([, state]) => [taskHandlerFile(state).href, taskHandlerFile(state)]));
  return [...files.values()];
}

/** A task's handler run in this thread, as the tests' harnesses (which install their own ports) want it. */
const inProcess: TaskRunner = async (file, payload) => {
  const module = (await import(pathToFileURL(file.pathname).href)) as { handler: TaskHandler };
  return module.handler(payload);
};

export interface LocalWorkflowOptions {
  /** Wait states last this many milliseconds instead of their Seconds (the sandbox's speed) */
  waitMilliseconds?: number;
  /**
   * Workflows whose tasks run elsewhere than in this thread (the local server hands the
   * generation's CPU-heavy agents to worker threads); every other workflow runs in-process.
   */
  offThread?: { workflows: readonly WorkflowName[]; run: TaskRunner };
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
 * calls the task its `FunctionName` names (`functions/tasks/<task>.ts`) as Lambda would, and answers Lambda's invoke envelope
 * `{StatusCode, Payload}` so the definition's ResultSelectors read it as in AWS.
 */
export interface LocalWorkflowStarter extends WorkflowStarter {
  /**
   * Aborts every running execution and resolves once no task handler is mid-call, so whoever
   * owns the store can close it without a late write landing on a closed database.
   */
  drain(): Promise<void>;
}

export function localWorkflowStarter(options: LocalWorkflowOptions = {}): LocalWorkflowStarter {
  const running = new Set<{ abort: () => void }>();
  const tasksInFlight = new Set<Promise<unknown>>();
  const tracked = <T>(task: Promise<T>): Promise<T> => {
    tasksInFlight.add(task);
    const forget = () => tasksInFlight.delete(task);
    task.then(forget, forget);
    return task;
  };
  return {
    async drain() {
      for (const execution of running) execution.abort();
      running.clear();
      while (tasksInFlight.size > 0) await Promise.allSettled([...tasksInFlight]);
    },
    async start(workflow, name, input) {
      const { definition, machine } = await stateMachine(workflow);
      const taskStates = statesOfType(definition, 'Task') as [string, TaskState][];
      const runTask = options.offThread?.workflows.includes(workflow) ? options.offThread.run : inProcess;
      const handlers = Object.fromEntries(
        taskStates.map(([stateName, state]) => [
          stateName,
          async (invoke: unknown) => {
            const { Payload } = invoke as { Payload: unknown };
            const output = await tracked(runTask(taskHandlerFile(state), Payload));
            return { StatusCode: 200, Payload: output ?? null };
          },
        ]),
      );
      const waits = statesOfType(definition, 'Wait').map(([stateName]) => [
        stateName,
        options.waitMilliseconds,
      ]);
      const execution = machine.run(input as never, {
        overrides: {
          taskResourceLocalHandlers: handlers as never,
          ...(options.waitMilliseconds !== undefined && { waitTimeOverrides: Object.fromEntries(waits) }),
        },
      });
      running.add(execution);
      execution.result.then(
        (output) => {
          running.delete(execution);
          options.onSettled?.({ workflow, name, output });
        },
        (error) => {
          running.delete(execution);
          if (error instanceof ExecutionAbortedError) return;
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
