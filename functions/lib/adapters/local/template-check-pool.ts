import { Worker } from 'node:worker_threads';
import type { TemplateCheck, TemplateChecker, TemplateCheckRequest } from '../../ports/template-checker';

export interface TemplateCheckPoolOptions {
  /** threads checking at once; a check waits for a free one */
  size: number;
  /** how long one check may run (AWS's validator's first use compiles it: seconds) */
  timeoutMs: number;
  /** the V8 heap one thread may use; a check past it ends the thread, not the server */
  memoryMb: number;
}

export const TEMPLATE_CHECK_TEXT = {
  tooSlow: (seconds: number) =>
    `The template took more than ${seconds} seconds to check and was refused: simplify its intrinsic functions (nested Fn::Sub, Fn::Join, Fn::Base64, Fn::ToJsonString or Fn::ForEach).`,
  tooBig: (megabytes: number) =>
    `The template needed more than ${megabytes} MB of memory to check and was refused: simplify its intrinsic functions (nested Fn::Sub, Fn::Join, Fn::Base64, Fn::ToJsonString or Fn::ForEach).`,
};

interface Job {
  request: TemplateCheckRequest;
  resolve(check: TemplateCheck): void;
  reject(error: Error): void;
}
interface Slot {
  worker: Worker;
  ready: Promise<void>;
  job?: Job;
  /** the clock of the check in hand: started when the worker begins, paused while it compiles */
  clock?: { start(): void; pause(): void };
  warmed?: () => void;
}

const BOOT = new URL('./template-check-boot.mjs', import.meta.url);

/**
 * Worker threads that check templates for the local server, one check per thread at a time, each
 * under `memoryMb` of heap and `timeoutMs`: a bomb that got past the resolver's budget costs its
 * own thread (ended, and answered as refused) while /health and every other user are served from
 * the main thread. A thread that ends for any reason is replaced on the next check, with a new
 * validator engine.
 */
export function templateCheckPool(options: TemplateCheckPoolOptions): TemplateChecker & {
  warm(threads?: number): Promise<void>;
  stop(): Promise<void>;
} {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  /** how many threads keep a compiled engine: a thread ended is replaced, and compiled, at once */
  let keptWarm = 0;

  function warmSlot(slot: Slot): Promise<void> {
    return slot.ready.then(
      () =>
        new Promise<void>((done) => {
          slot.warmed = done;
          slot.worker.postMessage({ id: nextId++ });
        }),
    );
  }

  function replaceWarm() {
    if (slots.length < keptWarm) void warmSlot(startSlot());
  }

  function startSlot(): Slot {
    const worker = new Worker(BOOT, {
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    let markReady!: () => void;
    const slot: Slot = { worker, ready: new Promise((done) => (markReady = done)) };
    type Message = {
      ready?: true;
      started?: true;
      paused?: true;
      warm?: true;
      check?: TemplateCheck;
      /** the thread's own time for the check, less compilation */
      spentMs?: number;
      error?: string;
    };
    worker.on('message', (message: Message) => {
      if (message.ready) return markReady();
      if (message.started) return slot.clock?.start();
      if (message.paused) return slot.clock?.pause();
      if (message.warm) return slot.warmed?.();
      const job = slot.job;
      slot.job = undefined;
      if (job) {
        // a check that took longer than allowed is refused even when the timer could not fire first
        if (message.check)
          job.resolve(
            (message.spentMs ?? 0) > options.timeoutMs
              ? { refused: TEMPLATE_CHECK_TEXT.tooSlow(Math.round(options.timeoutMs / 1000)) }
              : message.check,
          );
        else job.reject(new Error(message.error ?? 'The template check failed'));
      }
      next();
    });
    worker.on('error', (error) => end(slot, error));
    worker.on('exit', (code) => end(slot, new Error(`A template-check worker stopped (exit code ${code})`)));
    worker.unref();
    slots.push(slot);
    return slot;
  }

  /** A thread that ended: its check is answered (refused when it ran out of memory) and it is gone. */
  function end(slot: Slot, error: Error & { code?: string }) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    replaceWarm();
    const job = slot.job;
    slot.job = undefined;
    if (job) {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        job.resolve({ refused: TEMPLATE_CHECK_TEXT.tooBig(options.memoryMb) });
      else job.reject(error);
    }
    next();
  }

  function next() {
    while (queue.length > 0) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < options.size ? startSlot() : undefined);
      if (!slot) return;
      run(slot, queue.shift()!);
    }
  }

  function run(slot: Slot, job: Job) {
    slot.job = job;
    slot.worker.ref();
    const id = nextId++;
    void slot.ready.then(() => {
      if (slot.job !== job) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let left = options.timeoutMs;
      let since = 0;
      slot.clock = {
        start() {
          since = performance.now();
          timer = setTimeout(expire, left);
        },
        pause() {
          clearTimeout(timer);
          left -= performance.now() - since;
        },
      };
      const expire = () => {
        if (slot.job !== job) return;
        // out of the pool before it ends, so no other check is sent to it meanwhile
        slots.splice(slots.indexOf(slot), 1);
        replaceWarm();
        slot.job = undefined;
        job.resolve({ refused: TEMPLATE_CHECK_TEXT.tooSlow(Math.round(options.timeoutMs / 1000)) });
        // The pool's timer runs outside any request; where the server scopes invocations (the local
        // runtime sets AWS_LAMBDA_MAX_CONCURRENCY), Powertools' logger throws there ('No context
        // available'), an uncaught error that ended the whole server under load. Plain stderr instead.
        console.warn('[local] a template check ran out of time; its worker is replaced');
        void slot.worker.terminate();
        next();
      };
      const settle = () => {
        clearTimeout(timer);
        slot.clock = undefined;
        slot.worker.unref();
      };
      const { resolve, reject } = job;
      job.resolve = (check) => {
        settle();
        resolve(check);
      };
      job.reject = (error) => {
        settle();
        reject(error);
      };
      slot.worker.postMessage({ id, request: job.request });
    });
  }

  return {
    /** Starts `threads` threads (all by default) and compiles their validator engines ahead. */
    async warm(threads = options.size) {
      keptWarm = Math.min(threads, options.size);
      while (slots.length < keptWarm) startSlot();
      await Promise.all(slots.slice(0, keptWarm).map(warmSlot));
    },
    check: (request) =>
      new Promise((resolve, reject) => {
        queue.push({ request, resolve, reject });
        next();
      }),
    async stop() {
      keptWarm = 0;
      const ending = slots.splice(0);
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}
