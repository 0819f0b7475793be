// A worker thread's entry. Node 20 does not apply the parent's `--import tsx` hooks to a worker's
// own entry file, so the worker registers tsx itself, then loads the TypeScript task runner.
import { register } from 'tsx/esm/api';

register();
await import('./task-worker.ts');
