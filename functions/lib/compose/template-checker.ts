import { ServiceUnavailable } from '../errors';
import type { TemplateCheck, TemplateChecker } from '../ports/template-checker';
import { checkTemplate } from '../template-checks/check-template';
import { workflowsConfig } from '../workflows/config';
import { templateValidator } from './validator';

/** Checks take at most this long and this much heap, each in a thread of its own (local runtime). */
export const TEMPLATE_CHECK_LIMITS = { timeoutMs: 15_000, memoryMb: 256, size: 2 } as const;

/**
 * How long a check waits for the threads' first validator engine (compiled at start-up, 40-60 s on
 * a busy machine) before the request is told to come back: the local Lambda context gives a request
 * 30 s, after which the handler is aborted with a bare 500. 20 s leaves the rest of the request room.
 */
export const STARTING_WAIT = { waitMs: 20_000, retryAfterSeconds: 15 } as const;
export const CHECKS_STARTING =
  "Template checks are still starting: AWS's validator is being prepared after a restart. Try again in a few seconds.";

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
  // until one engine has compiled (a warm-up, or a check that used it), checks are bounded
  let engineReady = false;
  checker = {
    check: async (request) => {
      const checking = (await started()).check(request).then((check) => {
        if (request.validate) engineReady = true;
        return check;
      });
      return engineReady ? checking : boundWhileStarting(checking);
    },
    warm: async (threads) => {
      await (await started()).warm(threads);
      engineReady = true;
    },
    stop: async () => {
      if (pool) await (await pool).stop();
      pool = undefined;
    },
  };
  return checker;
}

/** The check, or a 503 with Retry-After if it is still waiting for the first engine after the wait. */
export function boundWhileStarting(
  checking: Promise<TemplateCheck>,
  wait: { waitMs: number; retryAfterSeconds: number } = STARTING_WAIT,
): Promise<TemplateCheck> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ServiceUnavailable(CHECKS_STARTING, wait.retryAfterSeconds)),
      wait.waitMs,
    );
  });
  // the check goes on (it compiles the engine for the next request); its late outcome is dropped
  checking.catch(() => undefined);
  return Promise.race([checking, late]).finally(() => clearTimeout(timer));
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
