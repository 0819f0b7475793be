import type { TemplateChecker } from '../ports/template-checker';
import { checkTemplate } from '../template-checks/check-template';
import { workflowsConfig } from '../workflows/config';
import { templateValidator } from './validator';

/** Checks take at most this long and this much heap, each in a thread of its own (local runtime). */
export const TEMPLATE_CHECK_LIMITS = { timeoutMs: 15_000, memoryMb: 256, size: 2 } as const;

let checker:
  | (TemplateChecker & { warm?: (threads?: number) => Promise<void>; stop?: () => Promise<void> })
  | undefined;

/**
 * Where templates are checked. In AWS each request has its Lambda instance to itself (its own
 * memory and timeout; a bomb there costs only its sender) and the check runs in it, on the engine
 * the validator adapter recreates after any failure. Anywhere else (`npm start`, the tests) one
 * process serves every user, so checks run in worker threads under the limits above.
 */
export function templateChecker(): TemplateChecker {
  if (checker) return checker;
  if (workflowsConfig().runner === 'step-functions') {
    checker = { check: (request) => checkTemplate(request, templateValidator) };
    return checker;
  }
  let pool:
    | Promise<TemplateChecker & { warm(threads?: number): Promise<void>; stop(): Promise<void> }>
    | undefined;
  const started = () => {
    pool ??= import('../adapters/local/template-check-pool').then((module) =>
      module.templateCheckPool(TEMPLATE_CHECK_LIMITS),
    );
    return pool;
  };
  checker = {
    check: async (request) => (await started()).check(request),
    warm: async (threads) => (await started()).warm(threads),
    stop: async () => {
      if (pool) await (await pool).stop();
      pool = undefined;
    },
  };
  return checker;
}

/**
 * Starts the local checker's threads and compiles AWS's validator in each (`npm start` does this
 * at start, as for the workflow workers): seconds of work no user's first import should wait for.
 * Tests that import or view designs warm one thread, as they warm the main thread's validator.
 */
export async function warmTemplateChecker(threads?: number): Promise<void> {
  const local = templateChecker() as typeof checker;
  await local?.warm?.(threads);
}

/** Ends the local checker's threads (the runtime's stop); the next check starts new ones. */
export async function stopTemplateChecker(): Promise<void> {
  await checker?.stop?.();
}
