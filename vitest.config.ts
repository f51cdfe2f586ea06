import { defineConfig } from 'vitest/config';

// One runner, three projects: pure contract rules, the API on a real PostgreSQL (PGlite or
// TEST_DATABASE_URL), and the web's units and components in happy-dom. Browser tests live in e2e/.
/**
 * React's scheduler runs queued work (a commit's passive effects) on setImmediate, and that work reads
 * `window.event`. Now and then, on a loaded machine, it runs after a web test file has ended and
 * happy-dom has taken `window` away, and throws "window is not defined" outside any test: every test
 * of the file has passed, and nothing is left for the work to do (web/src/testing/setup.ts gives the
 * scheduler a moment first, which made it rarer, not gone: two full runs in about ten). That error,
 * thrown from the scheduler's loop, does not fail the run; any other unhandled error does.
 */
function isSchedulerAfterTeardown(error: Error & { stacks?: { method: string }[] }): boolean {
  const fromScheduler =
    (error.stack ?? '').includes('performWorkUntilDeadline') ||
    (error.stacks ?? []).some((frame) => frame.method.includes('performWorkUntilDeadline'));
  return error.name === 'ReferenceError' && error.message === 'window is not defined' && fromScheduler;
}

export default defineConfig({
  test: {
    // Two cores; a PGlite worker costs hundreds of MB, so two workers in all.
    maxWorkers: 2,
    onUnhandledError: (error) => !isSchedulerAfterTeardown(error),
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./src/testing/setup.ts'],
          globalSetup: ['./src/testing/global-setup.ts'],
          // Test files of a worker share its migrated database (see src/testing/database.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          // build/: the build's own helpers (the start's build stamp), tested in Node.
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          // Rendering antd forms in happy-dom takes seconds on two busy cores (the slowest test is
          // about 5 s here); a guard against a hang, with room for a CI machine several times slower.
          testTimeout: 30_000,
          // A worker's files share one module graph and one document: antd, React and happy-dom load
          // once a worker, not once a file (docs/testing.md has the figures). testing/setup.ts
          // empties what a test leaves behind.
          isolate: false,
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
