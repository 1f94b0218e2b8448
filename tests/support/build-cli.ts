/**
 * Builds the library and the `wedge` command line into dist/ once per test run (the kernel first when
 * it is missing), so that the command tests start `node dist/cli/main.js` (0.3 s a start) rather than
 * the sources through tsx (1.25 s a start, about a hundred starts a run). The build is incremental
 * (dist/.tsbuildinfo): a run after an unchanged one rebuilds nothing. dist/ and build/ are ignored by
 * git, so a run leaves the working tree clean. Used as a Vitest `globalSetup` (vitest.config.ts) and
 * by the e2e project's setup.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const run = (what: string, args: readonly string[]): void => {
  const done = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${what} failed (exit ${done.status}): node ${args.join(' ')}`);
};

/** Builds build/kernel.wasm when it is missing, then dist/ from the sources (tsconfig.build.json). */
export const buildCli = (): void => {
  if (!existsSync(join(root, 'build/kernel.wasm'))) run('building the kernel', ['scripts/build-kernel.mjs']);
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  run('building the library and the CLI', [
    tsc,
    '-p',
    'tsconfig.build.json',
    '--incremental',
    '--tsBuildInfoFile',
    'dist/.tsbuildinfo',
  ]);
};

export default function setup(): void {
  buildCli();
}
