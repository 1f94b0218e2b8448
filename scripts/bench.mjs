// `npm run bench`: the speed figures quoted in docs/engine.md and docs/tournament.md. Library perft
// and kernel perft leaves/s, a native C perft given with --reference (built in a temp dir with gcc)
// measured in the same run with the kernel/C ratio, then `wedge bench`'s search signature, then the
// Swiss pairing of 1,000 players, new against old (tools/bench/pairing.ts, run through tsx).
// Uses the built package (dist/ and build/kernel.wasm); builds them first if they are missing.
// Usage: node scripts/bench.mjs [--kernel-depth 10] [--library-depth 7] [--reference path/to/perft.c]
//        [--pairing-only] [--pairing-players 1000]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const kernelDepth = opt('--kernel-depth', 10);
// The C reference is not part of the repository; the developer names the file (it must print
// `time=<seconds>` for `perft <depth> fill|bulk`).
const referenceAt = args.indexOf('--reference');
const reference = referenceAt >= 0 ? args[referenceAt + 1] : undefined;
if (reference !== undefined && !existsSync(reference)) {
  console.error(`--reference ${reference}: no such file`);
  process.exit(2);
}
const libraryDepth = opt('--library-depth', 7);
const pairingPlayers = opt('--pairing-players', 1000);

/** The pairing benchmark: its own script, so that it can time the old pairing kept in tools/bench. */
const pairingBench = () => {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'tools/bench/pairing.ts'), '--players', String(pairingPlayers)],
    { cwd: root, stdio: 'inherit' },
  );
};
if (args.includes('--pairing-only')) {
  pairingBench();
  process.exit(0);
}

if (!existsSync(join(root, 'dist/core/index.js')) || !existsSync(join(root, 'build/kernel.wasm'))) {
  console.log('building the library and the kernel (npm run build:lib) ...');
  execFileSync('npm', ['run', 'build:lib'], { cwd: root, stdio: 'inherit' });
}
const load = (path) => import(pathToFileURL(join(root, path)).href);
const { Position, perft } = await load('dist/core/index.js');
const { loadKernel, kernelWasmPath } = await load('dist/engine/kernel.js');

const rate = (leaves, seconds) => `${(leaves / seconds / 1e6).toFixed(2)} M leaves/s`;
const timed = (fn) => {
  const t0 = performance.now();
  const value = fn();
  return { value, seconds: (performance.now() - t0) / 1000 };
};

const start = Position.initial();

const lib = timed(() => perft(start, libraryDepth));
console.log(
  `library perft ${libraryDepth}: ${lib.value} leaves in ${lib.seconds.toFixed(3)} s, ${rate(lib.value, lib.seconds)}`,
);

const kernel = await loadKernel(kernelWasmPath());
const kernelRuns = {};
for (const bulk of [false, true]) {
  const run = timed(() => kernel.perft(start.player(), start.opponent(), kernelDepth, bulk));
  kernelRuns[bulk ? 'bulk' : 'fill'] = run;
  console.log(
    `kernel perft ${kernelDepth}${bulk ? ' (bulk: last ply counted)' : ''}: ${run.value} leaves in ` +
      `${run.seconds.toFixed(3)} s, ${rate(run.value, run.seconds)}`,
  );
}
console.log(
  `kernel / library: ${(kernelRuns.fill.value / kernelRuns.fill.seconds / (lib.value / lib.seconds)).toFixed(0)}x`,
);

let gcc = true;
try {
  execFileSync('gcc', ['--version'], { stdio: 'ignore' });
} catch {
  gcc = false;
}
if (gcc && reference !== undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'wedge-perft-ref-'));
  try {
    const exe = join(dir, 'perft-ref');
    execFileSync('gcc', ['-O2', '-march=native', '-o', exe, reference]);
    for (const mode of ['fill', 'bulk']) {
      const out = execFileSync(exe, ['perft', String(kernelDepth), mode], { encoding: 'utf8' }).trim();
      const seconds = Number(/time=([\d.]+)/.exec(out)?.[1]);
      const k = kernelRuns[mode];
      console.log(out);
      console.log(`  kernel/C time ratio (${mode}): ${(k.seconds / seconds).toFixed(2)} (1.00 = C speed)`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else
  console.log(
    reference === undefined ? 'no --reference: C reference skipped' : 'no gcc: C reference skipped',
  );

console.log('wedge bench:');
execFileSync(process.execPath, [join(root, 'dist/cli/main.js'), 'bench'], { stdio: 'inherit' });

pairingBench();
