import { defineConfig } from 'vitest/config';

// One runner, three projects: pure contract rules, the API on a real PostgreSQL (PGlite or
// TEST_DATABASE_URL), and the web's units and components in happy-dom. Browser tests live in e2e/.
export default defineConfig({
  test: {
    // Two cores; a PGlite worker costs hundreds of MB, so two workers in all.
    maxWorkers: 2,
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
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Rendering antd forms in happy-dom takes seconds on two busy cores (the slowest test is
          // about 5 s here); a guard against a hang, with room for a CI machine several times slower.
          testTimeout: 30_000,
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
