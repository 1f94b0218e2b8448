// How long the analysis board's review of a whole game takes in the page, and whether the page stays
// responsive meanwhile.
//
//   npm run build && node scripts/measure-review.mjs [--runs N]
//
// It serves dist/web as `npm start` does, opens the 60-move game below on the analysis board in headless
// Chromium, lets the engine set itself up on the first position (its worker, kernel and weights), then
// opens the finished game (its review starts on its own) and times it to "Review of 60 positions done", recording every main-thread
// task over 50 ms. The reference, in the same run: the same analyses (every position at the review's
// default limits) called one after another on the Node engine from dist/ (worker_threads, the same
// kernel, weights and table size), so a slower page and a busier machine can be told apart.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { parseMoveList, positionsOf, unwrap } = await import(join(root, 'dist/core/index.js'));
const { createNodeEngine } = await import(join(root, 'dist/engine/node-entry.js'));
const { serve } = await import(join(root, 'scripts/serve.mjs'));

/** A game Hard played against itself (seeded): 60 discs and one pass (tests/e2e/games.ts). */
const GAME =
  'd3e3f4g3f2c5g5f3f5e2d2g4e6f6h5h3e7d6c4h6h4c2c3c6g6d1b5b3a3b6b4a4a6a2b1f7d7c1e1g1f8g7g8c8d8c7b7h8a5h7a1b2f1g2b8e8h2h1a8a7';
/** REVIEW_LIMITS of src/web/analysis/analysisBoard.ts. */
const LIMITS = { depth: 8, exactEmpties: 16 };

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;

/** The review in the page: seconds, and the long tasks seen. */
const inPage = async (browser, url) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // The engine is set up on the start alone (a game that goes on: no review yet); the finished game,
  // opened next, is reviewed on its own as it opens.
  await page.goto(`${url}#/analysis?moves=`);
  await page.waitForSelector('.board [data-eval]', { timeout: 60_000 });
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
  const start = performance.now();
  await page.evaluate((moves) => {
    location.hash = `#/analysis?moves=${moves}`;
  }, GAME);
  await page.waitForSelector('[data-testid="review-result"]', { timeout: 600_000 });
  const seconds = (performance.now() - start) / 1000;
  const said = await page.locator('[data-testid="review-result"]').textContent();
  const longTasks = await page.evaluate(() => window.longTasks);
  await context.close();
  return { seconds, said, longTasks };
};

/** The same analyses on the Node engine, one after another: seconds. */
const inNode = async () => {
  const positions = unwrap(positionsOf(unwrap(parseMoveList(GAME)))).filter(
    (p) => !p.isGameOver() && !p.mustPass(),
  );
  const engine = createNodeEngine({ hashBits: 20, sharedStop: false });
  // The same one-off setup as in the page, before the clock starts.
  await engine.analyze(positions[0], { depth: 1, exactEmpties: 0 });
  const start = performance.now();
  for (const position of positions) await engine.analyze(position, LIMITS);
  const seconds = (performance.now() - start) / 1000;
  await engine.close();
  return { seconds, positions: positions.length };
};

const server = await serve({ dir: join(root, 'dist/web'), port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (let run = 1; run <= runs; run++) {
    const page = await inPage(browser, server.url);
    const node = await inNode();
    console.log(
      `run ${run}: page ${page.seconds.toFixed(1)} s ("${page.said}"), long tasks over 50 ms: ` +
        `${page.longTasks.length === 0 ? 'none' : page.longTasks.join(', ')}; ` +
        `Node engine ${node.seconds.toFixed(1)} s for the same ${node.positions} analyses; ` +
        `page / Node ${(page.seconds / node.seconds).toFixed(2)}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
