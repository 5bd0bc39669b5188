import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { seededRandom } from './packages/domain/src/random/seeded-random.ts';

// With TEST_SEED set (CI sets it), files and tests run in an order shuffled by that seed, so no test
// leans on what another left behind; the same seed repeats the order.
const seed = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : null;
const order = seed === null ? {} : { shuffle: true, seed };

/**
 * The longest test files (seconds in the last CI runs), started first: the two workers take files
 * from one queue, and a 100 s file drawn last kept one worker busy for a minute after the other had
 * finished (server stage 310-350 s against 250 s of tests per worker).
 */
const LONGEST_FIRST = [
  'apps/server/test/hostile-input.pglite.test.ts', // ~95 s
  'apps/server/test/backup.test.ts', // ~55 s
  'apps/server/test/hostile-input.postgres.test.ts', // ~45 s
  'apps/server/src/modules/notifications/mail-job.test.ts', // ~30 s
  'apps/server/test/npm-start.test.ts', // ~18 s
];

/**
 * A seeded shuffle of each project's files (when TEST_SEED is set), the projects kept together: a
 * worker without isolation is reused only for the next file of its project, and files of three
 * projects mixed made the unit stage 120 s instead of 75 s. Then the longest files to the front.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const shuffled = seed === null ? await super.sort(files) : shuffle(files, seed);
    const project = (file: TestSpecification) => file.project.name;
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // NOTE: Array.prototype.sort is stable: within a project the files not listed keep their shuffled order.
    return shuffled.sort((a, b) => project(a).localeCompare(project(b)) || rank(a) - rank(b));
  }
}

function shuffle<T>(items: T[], seedValue: number): T[] {
  const copy = [...items];
  const next = seededRandom(seedValue);
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
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
