import { parentPort } from 'node:worker_threads';
import { templateValidator } from '../../compose/validator';
import type { TemplateCheckRequest } from '../../ports/template-checker';
import { checkTemplate } from '../../template-checks/check-template';

/**
 * Checks one template at a time off the local server's thread (template-check-pool.ts). The pool
 * ends this thread when a check runs too long or out of memory, which also drops its validator
 * engine: the next worker starts with a new one. The pool's clock runs from `started` to the
 * answer, less the engine's compilation (`paused`), which takes the same seconds for any template.
 */
const port = parentPort;
if (!port) throw new Error('template-check-worker.ts runs only as a worker thread');

/** AWS's validator's engine, compiled before the clock starts (seconds, the same for every template). */
async function engineReady(): Promise<void> {
  const adapter = await import('../aws/cloudformation-validator');
  if (!adapter.isTemplateValidatorReady()) adapter.getTemplateValidator().validate(WARM_UP);
}
const WARM_UP = 'Resources:\n  Topic:\n    Type: AWS::SNS::Topic\n';

port.on('message', async ({ id, request }: { id: number; request?: TemplateCheckRequest }) => {
  if (!request) {
    await engineReady(); // a warm-up: compile the engine before any user waits for it
    port.postMessage({ id, warm: true });
    return;
  }
  try {
    // the thread's own count of the time the check took, less the engine's compilation: the pool's
    // timer reads messages that can arrive together when its thread is busy, this cannot
    let spentMs = 0;
    let since = performance.now();
    port.postMessage({ id, started: true });
    const check = await checkTemplate(request, async () => {
      spentMs += performance.now() - since;
      port.postMessage({ id, paused: true });
      await engineReady();
      port.postMessage({ id, started: true });
      since = performance.now();
      return templateValidator();
    });
    spentMs += performance.now() - since;
    port.postMessage({ id, check, spentMs });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
