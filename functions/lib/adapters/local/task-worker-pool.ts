import { Worker } from 'node:worker_threads';
import { logger } from '../../logger';
import type { LiveUpdates } from '../../ports/live-updates';
import type { TaskErrorData, TaskRequest, TaskWorkerMessage, WarmRequest } from './task-worker-messages';

/** Runs a workflow task's handler file with the state's Payload somewhere, answering its result. */
export type TaskRunner = (file: URL, payload: unknown) => Promise<unknown>;

export interface TaskWorkerPool {
  readonly size: number;
  run: TaskRunner;
  /**
   * Starts every worker and has each import `files` and create AWS's validator, so the first task
   * finds them ready (the first generation after start-up took 16-28 s, the next ones seconds).
   */
  warm(files: readonly URL[]): Promise<void>;
  /** Ends every worker; tasks still running fail. The next task starts new workers. */
  stop(): Promise<void>;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const BOOT = new URL('./task-worker-boot.mjs', import.meta.url);

function taskError(data: TaskErrorData): Error {
  const error = new Error(data.message);
  error.name = data.name;
  if (data.stack) error.stack = data.stack;
  return error;
}

/**
 * Worker threads for the local runner's CPU-heavy tasks (the generation agents, AWS's validator,
 * diagram layout), so a run never holds the local server's event loop: in AWS each task is its own
 * Lambda, here each is the same handler in a worker. Workers start on demand up to `size`; a task
 * goes to an idle worker, else a new one, else the least busy. An idle worker does not keep the
 * process alive.
 */
export function taskWorkerPool(options: { size: number; publish: LiveUpdates['publish'] }): TaskWorkerPool {
  const size = Math.max(1, Math.floor(options.size));
  const slots: Slot[] = [];
  let nextId = 0;

  function settleAll(slot: Slot, error: Error) {
    for (const pending of slot.pending.values()) pending.reject(error);
    slot.pending.clear();
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
  }

  function onMessage(slot: Slot, message: TaskWorkerMessage) {
    if (message.kind === 'live') {
      options.publish(message.userId, message.topicId, message.message).catch((error: unknown) => {
        logger.warn('live update from a task worker not published', { error: error as Error });
      });
      return;
    }
    const pending = slot.pending.get(message.id);
    if (!pending) return;
    slot.pending.delete(message.id);
    if (slot.pending.size === 0) slot.worker.unref();
    if (message.kind === 'done') pending.resolve(message.result);
    else pending.reject(taskError(message.error));
  }

  function startWorker(): Slot {
    const slot: Slot = { worker: new Worker(BOOT), pending: new Map() };
    slot.worker.on('message', (message: TaskWorkerMessage) => onMessage(slot, message));
    slot.worker.on('error', (error) => settleAll(slot, error));
    slot.worker.on('exit', (code) => settleAll(slot, new Error(`A task worker stopped (exit code ${code})`)));
    slot.worker.unref();
    slots.push(slot);
    return slot;
  }

  function pick(): Slot {
    const idle = slots.find((slot) => slot.pending.size === 0);
    if (idle) return idle;
    if (slots.length < size) return startWorker();
    return slots.reduce((least, slot) => (slot.pending.size < least.pending.size ? slot : least));
  }

  function send(slot: Slot, request: Omit<TaskRequest, 'id'> | Omit<WarmRequest, 'id'>): Promise<unknown> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (slot.pending.size === 0) slot.worker.ref();
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, ...request });
    });
  }

  return {
    size,
    run: (file, payload) => send(pick(), { file: file.href, payload }),
    async warm(files) {
      while (slots.length < size) startWorker();
      await Promise.all(slots.map((slot) => send(slot, { warm: files.map((file) => file.href) })));
    },
    async stop() {
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
      slots.length = 0;
    },
  };
}
