// `npm start`: builds the browser game into dist/web (building the kernel first if it is missing) and
// serves it with Vite's preview server on http://localhost:<PORT or 5173>, printing the address.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configFile = join(root, 'vite.config.ts');

if (!existsSync(join(root, 'build/kernel.wasm'))) {
  console.log('build/kernel.wasm is missing: building the kernel first');
  const kernel = spawnSync(process.execPath, [join(root, 'scripts/build-kernel.mjs')], { stdio: 'inherit' });
  if (kernel.status !== 0) process.exit(kernel.status ?? 1);
}

await build({ configFile, logLevel: 'warn' });

const port = Number(process.env.PORT ?? 5173);
const server = await preview({
  configFile,
  preview: { port, strictPort: true, host: 'localhost', open: false },
});
const url = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`;
console.log(`Wedge is being served on ${url} (Ctrl+C stops it)`);
