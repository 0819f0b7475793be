import { parentPort } from 'node:worker_threads';
import { installLiveUpdates } from '../../compose/live';
import type { TaskErrorData, TaskRequest, TaskWorkerMessage, WarmRequest } from './task-worker-messages';

/**
 * Runs workflow tasks off the local server's main thread (task-worker-pool.ts). Each task is the
 * same handler module Lambda runs, imported once per worker, so each worker keeps its own warm
 * engines (AWS's validator, elkjs) and its own DynamoDB client (dynalite is reached over HTTP).
 */
const port = parentPort;
if (!port) throw new Error('task-worker.ts runs only as a worker thread');

const send = (message: TaskWorkerMessage) => port.postMessage(message);

// Live updates go to the parent, whose hub feeds the local socket server.
installLiveUpdates({
  async publish(userId, topicId, message) {
    send({ kind: 'live', userId, topicId, message });
  },
});

type Handler = (payload: unknown) => Promise<unknown>;
const handlers = new Map<string, Promise<Handler>>();

function handlerOf(file: string): Promise<Handler> {
  let handler = handlers.get(file);
  if (!handler) {
    handler = import(file).then((module: { handler: Handler }) => module.handler);
    handlers.set(file, handler);
  }
  return handler;
}

function errorData(error: unknown): TaskErrorData {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

/**
 * Imports the handlers, then has AWS's validator check the catalog's templates: the first
 * validation compiles its engine, and each resource type's rules load on first sight, so the
 * catalog's types (those designs are built from) are ready for the first design run's gate.
 */
async function warm(files: readonly string[]): Promise<null> {
  await Promise.all(files.map(handlerOf));
  const [{ templateValidator }, { CATALOG_ENTRIES }] = await Promise.all([
    import('../../compose/validator'),
    import('#shared/catalog/templates/index'),
  ]);
  const validator = await templateValidator();
  for (const entry of CATALOG_ENTRIES) validator.validate(entry.template);
  return null;
}

port.on('message', async (request: TaskRequest | WarmRequest) => {
  const { id } = request;
  try {
    const result =
      'warm' in request ? await warm(request.warm) : await (await handlerOf(request.file))(request.payload);
    send({ kind: 'done', id, result: result ?? null });
  } catch (error) {
    send({ kind: 'failed', id, error: errorData(error) });
  }
});
