/**
 * The e2e project's global setup: builds the CLI (for the tests that compare the page with `wedge`)
 * and the site once (the kernel first when it is missing), serves
 * dist/web as `npm start` does (scripts/serve.mjs) on a free port, which every test file reads with
 * `inject('baseUrl')`, and starts one headless Chromium (Debian's) as a browser server that every test
 * file connects to (`inject('browserEndpoint')`, tests/e2e/browser.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { serve } from '../../scripts/serve.mjs';
import { buildCli } from '../support/build-cli.js';
import { CHROMIUM_ARGS } from './chromium-args.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const configFile = join(root, 'vite.config.ts');

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts Debian's Chromium headless as a browser server, with the flags that keep it quiet and offline;
 * it listens on a free port of 127.0.0.1 only. */
const launchBrowser = async () => {
  if (!existsSync(executablePath))
    throw new Error(
      `Chromium not found at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  return chromium.launchServer({
    executablePath,
    host: '127.0.0.1',
    port: 0,
    args: [...CHROMIUM_ARGS],
  });
};

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
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
