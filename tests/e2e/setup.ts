/**
 * The e2e project's global setup: builds the site once (the kernel first when it is missing) and serves
 * dist/web with Vite's preview server on a free port, which every test file reads with `inject('baseUrl')`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const configFile = join(root, 'vite.config.ts');

/** A port nobody listens on right now. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(root, 'build/kernel.wasm'))) {
    const kernel = spawnSync(process.execPath, [join(root, 'scripts/build-kernel.mjs')], {
      stdio: 'inherit',
    });
    if (kernel.status !== 0) throw new Error('building the kernel failed');
  }
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle (no service worker,
  // Preact's debug paths); the tests must see exactly what `npm run build` ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const port = await freePort();
  const server = await preview({
    configFile,
    logLevel: 'warn',
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
  return async () => {
    await server.close();
  };
}
