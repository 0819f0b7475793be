import { afterEach, describe, expect, it } from 'vitest';
import { workflowTaskFiles } from '#functions/lib/adapters/local/local-workflow-starter';
import { type TaskWorkerPool, taskWorkerPool } from '#functions/lib/adapters/local/task-worker-pool';

/**
 * The first generation after start-up waited 16-28 s while its worker compiled AWS's validator;
 * a warmed pool has every worker's validator made before any task arrives.
 */
const PROBE = new URL('../fixtures/worker-readiness-task.ts', import.meta.url);
let pool: TaskWorkerPool | undefined;
afterEach(async () => {
  await pool?.stop();
});

describe('warming the task worker pool', { timeout: 180_000 }, () => {
  it('readies every worker before the first task: the validator exists when the task arrives', async () => {
    pool = taskWorkerPool({ size: 2, publish: async () => undefined });
    await pool.warm([PROBE]);
    const answers = (await Promise.all([pool.run(PROBE, {}), pool.run(PROBE, {})])) as {
      validatorReady: boolean;
      runs: number;
    }[];
    // one task per worker (each idle), each worker already holding its engine
    expect(answers).toEqual([
      { validatorReady: true, runs: 1 },
      { validatorReady: true, runs: 1 },
    ]);
  });

  it("names the generation's task handlers to import, each once", async () => {
    const files = (await workflowTaskFiles('generate-design')).map((file) => file.pathname);
    expect(files.length).toBeGreaterThan(3);
    expect(new Set(files).size).toBe(files.length);
    expect(files.every((file) => /\/functions\/tasks\/[\w-]+\.ts$/.test(file))).toBe(true);
  });
});
