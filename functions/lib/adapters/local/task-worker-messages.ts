import type { LiveMessage } from '../../ports/live-updates';

/** The parent asks a worker to run one task: the handler file's URL and the state's Payload. */
export interface TaskRequest {
  id: number;
  file: string;
  payload: unknown;
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
