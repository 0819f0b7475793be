import type { LiveMessage } from '../../ports/live-updates';

/** The parent asks a worker to run one task: the handler file's URL and the state's Payload. */
export interface TaskRequest {
  id: number;
  file: string;
  payload: unknown;
}

/**
 * The parent asks a worker to get ready before any task comes: import these handler files and
 * create AWS's validator (its WebAssembly takes seconds to compile), answered like a task.
 */
export interface WarmRequest {
  id: number;
  warm: string[];
}

/** An error as it crosses the thread boundary; the workflow's Retry and Catch match on `name`. */
export interface TaskErrorData {
  name: string;
  message: string;
  stack?: string;
}

/**
 * What a worker sends back: a task's outcome, or a live update the parent publishes (the socket
 * server and its listeners live in the parent's hub; a worker's own hub would have no listeners).
 */
export type TaskWorkerMessage =
  | { kind: 'done'; id: number; result: unknown }
  | { kind: 'failed'; id: number; error: TaskErrorData }
  | { kind: 'live'; userId: string; topicId: string; message: LiveMessage };
