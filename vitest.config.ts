import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests beside the code (src/**), and end-to-end tests (tests/e2e/**)
// that build the site and drive Debian's Chromium. `npm test` runs both, side by side.
export default defineConfig({
  test: {
    // A worker a core, and at least two: Vitest's default (the cores less one) would run one worker on
    // a 2-core machine, the suite on one core. Both projects share the workers, so the e2e files run
    // beside the unit files and beside each other (each with its own contexts in the one Chromium).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          // A worker's files share its module cache (the kernel, the weights and the CLI's modules are
          // loaded once a worker, not once a file): the unit project took 206 CPU-s where it took 360,
          // in two runs one after the other at a load of 4-7 (docs/testing.md). The files do not lean
          // on each other's state: fake timers and spies are restored by the file that set them, and
          // the project passes with its files in shuffled orders (--sequence.shuffle.files).
          isolate: false,
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tools/**/*.test.ts'],
          // Builds dist/ once, so that the command tests run the built CLI (tests/support/build-cli.ts).
          globalSetup: ['tests/support/build-cli.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Builds the site (and the CLI) once and serves dist/web for every e2e file (tests/e2e/setup.ts).
          globalSetup: ['tests/e2e/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
