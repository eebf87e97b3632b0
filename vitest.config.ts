import { configDefaults, defineConfig } from 'vitest/config';

/** Measures how long /api/health waits while hostile CSV files are refused: it runs alone, after everything else. */
const ALONE = ['apps/api/src/lib/csv-import.test.ts'];

const api = {
  environment: 'node',
  globalSetup: ['apps/api/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One module graph per worker, not per file: importing the app (Fastify, every module, zod schemas) for each of ~40
  // files cost more than the tests themselves. Each file still builds its own app on its own database (useTestApp);
  // TEST_ISOLATE=true brings back a fresh module graph per file (to hunt a test that leaks module state).
  isolate: process.env.TEST_ISOLATE === 'true',
};

export default defineConfig({
  test: {
    // API tests spend much of their time waiting for PostgreSQL: one worker more than this 2-core machine has cores
    // keeps both busy (vitest's default is cores − 1, which ran every file one after another). TEST_MAX_WORKERS sets
    // it for a run that shares the machine (CI's pass 2 beside the browser journeys uses 1).
    maxWorkers: Number(process.env.TEST_MAX_WORKERS ?? 3),
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], exclude: [...configDefaults.exclude, ...ALONE], ...api } },
      { test: { name: 'api-alone', include: ALONE, ...api, maxWorkers: 1, sequence: { groupOrder: 1 } } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      {
        // Component tests: the real app in jsdom, the API mocked at the network edge (MSW, apps/web/src/test/setup.ts).
        // One module graph per worker here too (React, MUI and the app imported once, not per file: 158 s → 65 s for
        // this project alone); what the app keeps in module state between renders is reset after each test in the
        // setup file (the toast store; the query client is made per render, storage is cleared).
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 60_000,
          isolate: process.env.TEST_ISOLATE === 'true',
        },
      },
    ],
  },
});
