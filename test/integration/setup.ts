import { InvokeStore } from '@aws/lambda-invoke-store';
import { vi } from 'vitest';

/**
 * Runs before each file of the integration project, whose files share a worker (isolate: false):
 * each file starts as it would in a process of its own. Its environment is the worker's first one
 * (files set SAHAB_* variables at module level, the runtime sets its handlers' variables), and the
 * product's modules are evaluated again, so no port, configuration or server of an earlier file is
 * seen. What stays shared is what lives in node_modules: the AWS SDK, CDK and, above all, AWS's
 * validator's compiled WebAssembly, which made every file pay seconds of compilation on its own.
 */
const worker = globalThis as { sahabFirstEnv?: Record<string, string | undefined> };
if (!worker.sahabFirstEnv) {
  worker.sahabFirstEnv = { ...process.env };
  // The Lambda InvokeStore is one per process, of the kind its first caller asks for: the local
  // runtime needs the per-invocation kind (local/invocation-scope.ts) and refuses to start on the
  // other, which an earlier file's AWS SDK call would have made. Outside an invocation both answer
  // alike, and Powertools uses the store only where the runtime sets AWS_LAMBDA_MAX_CONCURRENCY.
  await InvokeStore.getInstanceAsync(true);
}
const first = worker.sahabFirstEnv;
for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name];
Object.assign(process.env, first);
vi.resetModules();
