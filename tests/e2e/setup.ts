/**
 * The e2e project's global setup: builds the CLI (for the tests that compare the page with `wedge`)
 * and the site once (the kernel first when it is missing), and serves
 * dist/web as `npm start` does (scripts/serve.mjs) on a free port, which every test file reads with
 * `inject('baseUrl')`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { serve } from '../../scripts/serve.mjs';
import { buildCli } from '../support/build-cli.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const configFile = join(root, 'vite.config.ts');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildCli();
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle (no service worker,
  // Preact's debug paths); the tests must see exactly what `npm run build` ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const server = await serve({ dir: join(root, 'dist/web'), port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', server.url);
  return () => server.close();
}
