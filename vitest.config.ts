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
