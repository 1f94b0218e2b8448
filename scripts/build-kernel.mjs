// Builds the AssemblyScript search kernel (src/engine/assembly) into build/kernel.wasm, and the same
// kernel over an imported shared memory for search threads into build/kernel-mt.wasm. (The frozen v1
// kernel is not built here: it is data, data/engines/kernel-v1.wasm.) Uses asc's programmatic API (no
// downloads).
// Usage: node scripts/build-kernel.mjs [--debug]
import { mkdirSync } from 'node:fs';
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

await build('src/engine/assembly', 'kernel');
await build('src/engine/assembly', 'kernel-mt', THREADED);
