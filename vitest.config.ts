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

/**
 * Integration tests that cannot share a worker's process with other files (see the integration
 * project). generation-responsiveness times the first generation of a process, whose worker
 * thread creates AWS's validator's engine: sharing a worker late in a full run, its generation
 * once never ended (180 s timeout; it passes alone and earlier in a shared worker). Cause not found.
 */
const INTEGRATION_TESTS_NEEDING_A_PROCESS = ['test/integration/generation-responsiveness.test.ts'];

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
        // Runtimes, workflows and the rest install ports, read configuration and start servers at
        // module level, so each file gets fresh product modules and its first environment
        // (test/integration/setup.ts) but shares the worker's process: AWS's validator's
        // WebAssembly is compiled once per worker (seconds of CPU each time) instead of once per
        // file, as are the AWS SDK's and CDK's modules. Measured on 8 of these files, one worker:
        // 76 s of CPU in a process each, 39 s sharing one.
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: INTEGRATION_TESTS_NEEDING_A_PROCESS,
          setupFiles: ['test/integration/setup.ts'],
          isolate: false,
        },
      },
      {
        // Each file in a process of its own: module state itself is their subject.
        extends: true,
        test: {
          name: 'isolated',
          include: [...INTEGRATION_TESTS_NEEDING_A_PROCESS, ...UNIT_TESTS_NEEDING_ISOLATION],
        },
      },
    ],
  },
});
