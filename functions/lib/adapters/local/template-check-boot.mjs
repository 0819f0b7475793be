// A template-check worker's entry. As for the task workers, Node 20 does not apply the parent's
// `--import tsx` hooks to a worker's own entry file, so the worker registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./template-check-worker.ts');
