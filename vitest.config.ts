import { defineConfig } from 'vitest/config';

// Projects: `unit` (pure packages and server units, Node), `web` (the client in happy-dom) and
// `integration` (the server against a real database: PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    // Every core: Vitest's default outside watch mode is one worker fewer than the machine has, which on the 2-core
    // CI machine is a single worker (the suites took twice as long as they need).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        define: { __BUILD_ID__: JSON.stringify('test-build') },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/vitest.setup.ts'],
          // A budget only a hung test reaches: a test waits for conditions, and on a loaded machine (two runs side
          // by side, CI) a long editor flow takes several times its idle duration.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
