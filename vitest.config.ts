import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests whose subject is module state itself (a global config set on import, environment
 * variables read on import, fake timers): each gets a fresh module graph, as everything outside
 * test/unit does. A new unit test that sets process-wide state belongs here too.
 */
const UNIT_TESTS_NEEDING_ISOLATION = [
  'test/unit/web/zod-without-eval.test.ts',
  'test/unit/lib/middleware.test.ts',
  'test/unit/lib/socket-authorizer.test.ts',
  'test/unit/web/compliance-scan-watcher.test.ts',
  // its 1 ms limit is a real timer on this thread: in the shared graph the check came back unrefused
  // (the final fresh-clone CI run), alone it is refused as it should be
  'test/unit/lib/template-check-pool.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One test file per core. Vitest's default leaves a core to its own process (cores - 1), which
    // on the 2-core CI machine ran every file on one worker while the other core idled: vitest's
    // own process does little, and many files wait on servers, timers and the sandbox's timelines.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Pure unit tests share one module graph per worker (isolate: false): importing the
        // product's modules and creating AWS's validator engine (seconds) happen once per worker
        // instead of once per file. Measured on test/unit, one worker: 206 s isolated, 73 s shared.
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          exclude: UNIT_TESTS_NEEDING_ISOLATION,
          isolate: false,
        },
      },
      {
        // The CDK app tests share one module graph per worker too: aws-cdk-lib is imported once and
        // the default app is synthesized once (test/fixtures/infra.ts) instead of once per file.
        // They read no process-wide state; their setup file removes each file's cloud assemblies.
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          globalSetup: ['test/infra/global-setup.ts'],
          setupFiles: ['test/infra/setup.ts'],
          isolate: false,
        },
      },
      {
        // Runtimes, workflows and the rest: each file in its own module graph, since they install
        // ports, read configuration and start servers at module level.
        extends: true,
        test: {
          name: 'isolated',
          include: ['test/integration/**/*.test.ts', ...UNIT_TESTS_NEEDING_ISOLATION],
        },
      },
    ],
  },
});
