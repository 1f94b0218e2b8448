// First-visit transfer size of the browser game, as a player's browser sees it on the wire.
//
//   node scripts/measure-transfer.mjs [URL]
//
// Without URL it builds nothing: it serves the existing dist/web the way `npm start` does (build first
// with `npm run build`). With URL it measures a server already running there (any server). Between
// headless Chromium and the server sits a TCP proxy that counts every byte the server sends (headers,
// bodies, the service worker's own fetches), so the figure is the real transfer whatever the server
// compresses. Each scenario is a first visit in a fresh browser profile with the service worker
// allowed: the page loads, its offline cache fills, the player plays f5 and the computer answers. Each
// is made by a visitor whose browser speaks English, German and French in turn (the page's words come
// in the visitor's language only).
import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A proxy to `target` that counts the bytes sent back and notes each request line. */
const countingProxy = async (target) => {
  const stats = { bytes: 0, requests: [] };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    client.on('data', (chunk) => {
      for (const m of chunk.toString('latin1').matchAll(/^(GET|HEAD) (\S+) HTTP\/1\.1/gm))
        stats.requests.push(m[2]);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      stats.bytes += chunk.length;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, stats, url: `http://127.0.0.1:${server.address().port}/` };
};

/** The scenarios: who the player meets on the first visit. */
const SCENARIOS = [
  { name: 'two players', opponent: 'human' },
  { name: 'Easy', opponent: 'easy' },
  { name: 'Expert', opponent: 'expert' },
];
/** The visitors' browser languages, one for each language of the page. */
const LOCALES = ['en-US', 'de-DE', 'fr-FR'];

const visit = async (browser, target, scenario, locale) => {
  const proxy = await countingProxy(target);
  const context = await browser.newContext({ serviceWorkers: 'allow', reducedMotion: 'reduce', locale });
  // The choice a returning player would have made, in place before the page's first script runs.
  await context.addInitScript((opponent) => {
    if (!localStorage.getItem('wedge.settings'))
      localStorage.setItem('wedge.settings', JSON.stringify({ version: 1, opponent }));
  }, scenario.opponent);
  const page = await context.newPage();
  await page.goto(proxy.url);
  await page.locator('[data-square="f5"]').click();
  const entries = scenario.opponent === 'human' ? 1 : 2;
  await page.waitForFunction((n) => document.querySelectorAll('.move-list li').length >= n, entries, {
    timeout: 60_000,
  });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The offline cache fills in the background: wait until the byte count has been still for 1.5 s.
  for (let last = -1; last !== proxy.stats.bytes; ) {
    last = proxy.stats.bytes;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  await context.close();
  proxy.server.close();
  return proxy.stats;
};

const serveDist = async () => {
  const { serve } = await import(join(root, 'scripts/serve.mjs'));
  return serve({ dir: join(root, 'dist/web'), port: 0, host: '127.0.0.1' });
};

const given = process.argv[2];
const served = given ? undefined : await serveDist();
const target = new URL(given ?? served.url);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const scenario of SCENARIOS)
    for (const locale of LOCALES) {
      const stats = await visit(browser, target, scenario, locale);
      const kb = (stats.bytes / 1000).toFixed(1);
      const weights = stats.requests.filter((r) => r.includes('wedge-eval')).length;
      const worker = stats.requests.filter((r) => /worker-/.test(r)).length;
      console.log(
        `${scenario.name.padEnd(12)} ${locale} ${kb.padStart(8)} kB on the wire, ${stats.requests.length} requests` +
          ` (weights fetched ${weights}x, engine worker ${worker}x)`,
      );
    }
} finally {
  await browser.close();
  await served?.close();
}
