// `npm start`: builds the browser game into dist/web (building the kernel first if it is missing) and
// serves it on http://localhost:<PORT or 5173> with scripts/serve.mjs (compressed files, cache and
// security headers), printing the address.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serve } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(join(root, 'build/kernel.wasm'))) {
  console.log('build/kernel.wasm is missing: building the kernel first');
  const kernel = spawnSync(process.execPath, [join(root, 'scripts/build-kernel.mjs')], { stdio: 'inherit' });
  if (kernel.status !== 0) process.exit(kernel.status ?? 1);
}

await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });

const port = Number(process.env.PORT ?? 5173);
const server = await serve({ dir: join(root, 'dist/web'), port, host: 'localhost' }).catch((error) => {
  console.error(`cannot serve on port ${port}: ${error.message} (PORT=8080 npm start picks another)`);
  process.exit(1);
});
console.log(`Wedge is being served on ${server.url} (Ctrl+C stops it)`);
