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
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
        // Runtimes, workflows, CDK apps and the rest: each file in its own module graph, since
        // they install ports, read configuration and start servers at module level.
        extends: true,
        test: {
          name: 'isolated',
          include: [
            'test/integration/**/*.test.ts',
            'test/infra/**/*.test.ts',
            ...UNIT_TESTS_NEEDING_ISOLATION,
          ],
        },
      },
    ],
  },
});
