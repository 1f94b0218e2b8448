// Builds the AssemblyScript search kernel (src/engine/assembly) into build/kernel.wasm, the same kernel
// over an imported shared memory for search threads into build/kernel-mt.wasm, and the frozen
// kernel of issue 10 (src/engine/assembly-v1, the reference opponent of `wedge match --engine-b v1`)
// into build/kernel-v1.wasm when that file is missing or older than its sources (they never change, so
// it is built once). Uses asc's programmatic API (no downloads).
// Usage: node scripts/build-kernel.mjs [--debug]
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const debug = process.argv.includes('--debug');
mkdirSync(join(root, 'build'), { recursive: true });

/**
 * The threaded kernel's memory: imported and shared, so that several instances (one a search thread)
 * run over the same tables; its maximum is wasm32's 4 GiB (shared memories must declare one). Memory
 * the host makes is zero, so the zero data (the static areas) is left out of the module, and a second
 * instance's start writes no zeros over the first one's static areas.
 */
const THREADED = [
  '--importMemory',
  '--sharedMemory',
  '--maximumMemory',
  '65536',
  '--zeroFilledMemory',
  '--enable',
  'threads',
];

/** Compiles one kernel source folder into build/<name>.wasm (and its text form). */
const build = async (source, name, extra = []) => {
  const args = [
    join(root, source, 'index.ts'),
    '--outFile',
    join(root, 'build', `${name}.wasm`),
    '--textFile',
    join(root, 'build', `${name}.wat`),
    '--runtime',
    'stub',
    '--initialMemory',
    '64',
    '--use',
    'abort=',
    ...extra,
  ];
  if (debug) args.push('--debug', '-O0');
  else args.push('-O3', '--noAssert', '--converge');
  const t0 = Date.now();
  const { error, stderr } = await asc.main(args, {});
  if (error) {
    console.error(stderr.toString());
    console.error(`kernel build failed (${source}): ${error.message}`);
    process.exit(1);
  }
  console.log(`built build/${name}.wasm in ${Date.now() - t0} ms`);
};

/** Whether build/<name>.wasm exists and is newer than every file of `source`. */
const upToDate = (source, name) => {
  let built;
  try {
    built = statSync(join(root, 'build', `${name}.wasm`)).mtimeMs;
  } catch {
    return false;
  }
  const dir = join(root, source);
  return readdirSync(dir).every((f) => statSync(join(dir, f)).mtimeMs < built);
};

await build('src/engine/assembly', 'kernel');
await build('src/engine/assembly', 'kernel-mt', THREADED);
if (debug || !upToDate('src/engine/assembly-v1', 'kernel-v1'))
  await build('src/engine/assembly-v1', 'kernel-v1');
