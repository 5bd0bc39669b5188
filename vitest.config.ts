import { defineConfig } from 'vitest/config';

// With TEST_SEED set (CI sets it), files and tests run in an order shuffled by that seed, so no test
// leans on what another left behind; the same seed repeats the order.
const seed = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : null;
const order = seed === null ? {} : { shuffle: true, seed };

export default defineConfig({
  test: {
    // Left to itself vitest takes one worker on two cores here (all but one core); two halve the unit stage.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          sequence: order,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each test file builds its own app on its own database, so the files share a fork's loaded
          // modules (the server, PGlite's WebAssembly, the PDF fonts) instead of loading them afresh:
          // the stage took 566 s isolated and 365 s so, with the same 1,147 tests passing.
          isolate: false,
          sequence: { groupOrder: 1, ...order },
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/locales/**'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Component tests render Mantine in jsdom: generous under a loaded machine, never the reason a run fails.
          testTimeout: 20_000,
          // The files share a worker's loaded modules (React, Mantine, the app) instead of importing them
          // afresh each: 237 s isolated and 81 s so, measured back to back with the same 667 tests. The
          // shared set-up (src/test/setup.ts) puts back after each test what it may have changed.
          isolate: false,
          sequence: order,
        },
      },
      {
        test: {
          name: 'locales',
          include: ['apps/web/src/locales/**/*.test.ts'],
          environment: 'node',
          sequence: order,
        },
      },
    ],
  },
});
