/**
 * Shared e2e helpers: one Chromium for the whole run (started by the project's global setup,
 * tests/e2e/setup.ts), each test file connected to it, fresh contexts per test, and small page helpers.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-args.js';

export const baseUrl = (): string => inject('baseUrl');

/**
 * Connects this test file to the run's Chromium (one browser server for every file, so a file no longer
 * pays for starting its own). Each file's contexts are its own; closing the returned browser closes
 * them and disconnects, leaving the server to the other files.
 */
export const launch = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'));

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches a Chromium of this file's own (Debian's, headless, with the flags that keep it quiet and
 * offline), for the files that trace the page with `mainThreadTasks`: a trace records the whole browser,
 * and only one at a time, so a browser shared with files running side by side would not do.
 */
export const launchOwn = (): Promise<Browser> => {
  if (!existsSync(executablePath))
    throw new Error(
      `Chromium not found at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
};

export interface OpenOptions {
  readonly viewport?: { width: number; height: number };
  /** Let the service worker run (only the offline test needs it; others keep the network plain). */
  readonly serviceWorkers?: boolean;
  /** localStorage contents to start with, e.g. `{ 'wedge.settings': '...' }`. */
  readonly storage?: Readonly<Record<string, string>>;
  readonly colorScheme?: 'light' | 'dark';
  /** Browser permissions to grant, e.g. `['clipboard-read', 'clipboard-write']`. */
  readonly permissions?: string[];
  /** The browser's language, e.g. `'fr-FR'` (default `'en-US'`). */
  readonly locale?: string;
  /** Let animations run (tests of the animations themselves); others see them off. */
  readonly motion?: boolean;
  /** A phone's touch screen. */
  readonly touch?: boolean;
  /** Fake timers (Playwright's clock) from before the page loads, so a test can jump ahead in time. */
  readonly fakeClock?: boolean;
  /** The route to open, e.g. `'#/analysis?moves=f5d6'` (default: the page's address alone). */
  readonly hash?: string;
  /** What shows once the page is ready (default: the board's a1 square). */
  readonly ready?: string;
}

/**
 * A fresh context (empty storage) with one page on the game; animations off to keep tests quick.
 * Uncaught errors and Content-Security-Policy violations (page or worker) land in `errors`.
 */
export const open = async (
  browser: Browser,
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> => {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
    locale: options.locale ?? 'en-US',
    hasTouch: options.touch ?? false,
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    permissions: options.permissions ?? [],
  });
  if (options.storage) {
    const entries = options.storage;
    // Before any page script runs, once per context: later reloads keep what the page stored.
    await context.addInitScript((items: Record<string, string>) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }, entries);
  }
  if (options.fakeClock) await context.clock.install();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${baseUrl()}${options.hash ?? ''}`);
  await page
    .locator(options.ready ?? '[data-square="a1"]')
    .first()
    .waitFor();
  return { context, page, errors };
};

/** Collects a page's uncaught errors and the policy violations Chromium reports on the console (those
 * of its workers too), so each test can assert there were none. */
export const watchErrors = (page: Page): Error[] => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) errors.push(new Error(message.text()));
  });
  return errors;
};

/** The squares where a click plays now. */
export const legalSquares = (page: Page): Promise<string[]> =>
  page.locator('.square.legal').evaluateAll((els) => els.map((e) => e.getAttribute('data-square') ?? ''));

/** Waits until the human may click (some square is playable) or the game is over. */
export const waitForHumanOrEnd = (page: Page, timeout = 30_000): Promise<unknown> =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="result"]') || document.querySelector('.square.legal'),
    undefined,
    { timeout },
  );

/** The moves as the move list writes them, e.g. `f5f4e3`. */
export const moveText = (page: Page): Promise<string> =>
  page.evaluate(() => document.querySelector('.move-list')?.getAttribute('data-moves') ?? '');

/** The move list entries, passes included, e.g. `['f5', 'f4', 'pass']`. */
export const moveEntries = (page: Page): Promise<string[]> =>
  page.locator('.move-list li').evaluateAll((els) => els.map((e) => e.getAttribute('data-move') ?? ''));

/** Pastes a move list into the field and loads it. */
export const paste = async (page: Page, moves: string): Promise<void> => {
  await page.getByLabel('Paste a move list').fill(moves);
  await page.getByRole('button', { name: 'Load moves' }).click();
};

/** The accessible name of a square, e.g. `'d3, empty, legal move'`. */
export const squareName = (page: Page, square: string): Promise<string | null> =>
  page.locator(`[data-square="${square}"]`).getAttribute('aria-label');

/** Where the tests' pictures go: an ignored folder, so a test run leaves the tree clean.
 * `npm run screenshots` (scripts/screenshots.mjs) copies them over docs/screenshots. */
const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '../../test-results/screenshots');

/** Saves a screenshot into test-results/screenshots, e.g. `shot(page, 'desktop-game')`; `fullPage` for
 * the whole page rather than the window. */
export const shot = async (page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: options.fullPage ?? false });
};

/** Board squares holding a disc of this colour. */
export const discCount = (page: Page, color: 'black' | 'white'): Promise<number> =>
  page.locator(`[data-square][aria-label*=", ${color}"]`).count();

/**
 * The page's main-thread tasks while `during` runs (`browser` from `launchOwn`), each with its CPU time (the trace's thread time)
 * and its wall-clock time, in ms, and what ran in it: the trace events inside it of 2 ms of CPU or more,
 * heaviest first (a script's function and place, a style recalculation, a garbage collection), so a
 * bound that fails names the work that broke it. On the shared 2-core machine a task's wall-clock time
 * grows with the machine's load (the page waits for a core); its CPU time is what the page itself
 * spent, so a bound on it holds at any load.
 */
export const mainThreadTasks = async (
  browser: Browser,
  page: Page,
  during: () => Promise<void>,
): Promise<{ cpu: number; wall: number; what: string[] }[]> => {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'disabled-by-default-v8.gc',
    ],
  });
  let recorded: Buffer;
  try {
    await during();
  } finally {
    // Stopped whatever happened, so that a retry of the test can trace again.
    recorded = await browser.stopTracing();
  }
  const trace = JSON.parse(recorded.toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      pid: number;
      tid: number;
      ts: number;
      dur?: number;
      tdur?: number;
      args?: {
        name?: string;
        data?: {
          url?: string;
          functionName?: string;
          lineNumber?: number;
          columnNumber?: number;
          type?: string;
        };
      };
    }[];
  };
  const events = trace.traceEvents;
  const isTask = (e: (typeof events)[number]) => e.name === 'RunTask' && e.ph === 'X';
  // The page's main thread: the renderer's CrRendererMain that ran tasks (other renderers idle).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const threads = mains.map((m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X'));
  const cpuOf = (list: typeof events) => list.filter(isTask).reduce((t, e) => t + (e.tdur ?? 0), 0);
  const busiest = threads.sort((a, b) => cpuOf(b) - cpuOf(a))[0] ?? [];
  const describe = (e: (typeof events)[number]): string => {
    const d = e.args?.data;
    const where = d?.url
      ? ` ${d.functionName || '(anonymous)'} ${d.url.replace(/^.*\//, '')}:${d.lineNumber}:${d.columnNumber}`
      : '';
    const type = d?.type ? ` ${d.type}` : '';
    return `${e.name}${type}${where} ${((e.tdur ?? 0) / 1000).toFixed(1)} ms`;
  };
  return busiest.filter(isTask).map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const what = busiest
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.tdur ?? 0) >= 2000)
      .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
      .slice(0, 12)
      .map(describe);
    return { cpu: (task.tdur ?? 0) / 1000, wall: (task.dur ?? 0) / 1000, what };
  });
};
