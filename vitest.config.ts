import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each API test file builds its own database; two files at once suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          // With TEST_DATABASE_URL, one seeded database per run that each file copies.
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Every file builds its own app on its own database, so files share nothing but the
          // modules: a worker imports the API (Fastify, Drizzle, pg-boss, PDF, OIDC) once instead
          // of once per file, which was most of the suite's time (1,703 s of imports in a
          // 1,754 s run on PostgreSQL; 36 s without isolation).
          isolate: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
          // A loaded 2-core CI machine renders Mantine screens in jsdom several times slower than
          // a quiet one; the budget is for that machine, not for a hung test.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
