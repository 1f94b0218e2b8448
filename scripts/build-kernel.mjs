// Builds the AssemblyScript search kernel (src/engine/assembly) into build/kernel.wasm.
// Uses asc's programmatic API (no downloads). Usage: node scripts/build-kernel.mjs [--debug]
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const debug = process.argv.includes('--debug');
mkdirSync(join(root, 'build'), { recursive: true });

const args = [
  join(root, 'src/engine/assembly/index.ts'),
  '--outFile',
  join(root, 'build/kernel.wasm'),
  '--textFile',
  join(root, 'build/kernel.wat'),
  '--runtime',
  'stub',
  '--initialMemory',
  '64',
  '--use',
  'abort=',
];
if (debug) args.push('--debug', '-O0');
else args.push('-O3', '--noAssert', '--converge');

const t0 = Date.now();
const { error, stderr } = await asc.main(args, {});
if (error) {
  console.error(stderr.toString());
  console.error(`kernel build failed: ${error.message}`);
  process.exit(1);
}
console.log(`built build/kernel.wasm in ${Date.now() - t0} ms`);
