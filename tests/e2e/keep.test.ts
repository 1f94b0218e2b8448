/**
 * The page never loses a game and never fails silently (#25): two tabs opened on a fresh visit finish
 * two games, both counted and archived; Expert plays offline with the opening book and the weights
 * blocked, and says what is missing; with the weights blocked, the analysis board and the hints say that
 * the hand-written evaluation values their moves.
 */
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchOwn,
  legalSquares,
  mainThreadTasks,
  moveEntries,
  open,
  paste,
  waitForHumanOrEnd,
  watchErrors,
} from './browser.js';

/** Black to move; after Black's b1, White's only legal move is a1 (found by random play, checked by
 * the rules in the test: the move list must end with a1). */
const FORCED_A1_AFTER_B1 = 'd3c3b3c5e6f4c4d2c6a3e2f6d1c7a2c2a4d6c1b4a5b2e3f2';

let browser: Browser;
beforeAll(async () => {
  browser = await launchOwn();
});
afterAll(async () => {
  await browser?.close();
});

const settings = (patch: object) => ({ 'wedge.settings': JSON.stringify({ version: 1, ...patch }) });

/** Plays the first playable square until the game is over. */
const playToEnd = async (page: Page): Promise<void> => {
  for (;;) {
    await waitForHumanOrEnd(page);
    if ((await page.locator('[data-testid="result"]').count()) > 0) return;
    const [first] = await legalSquares(page);
    if (first) await page.locator(`[data-square="${first}"]`).click();
  }
};

/** The games kept in the page's archive (IndexedDB `wedge`, store `games`), as their moves. */
const archived = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('wedge');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const all = request.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => resolve(all.result.map((g: { moves: string }) => g.moves));
          all.onerror = () => reject(all.error);
        };
      }),
  );

describe('two tabs on a fresh visit', () => {
  it('finish two games, both counted and archived, each tab keeping its own game on reload', async () => {
    const { context, page, errors } = await open(browser, {
      storage: settings({ variant: '4x4', opponent: 'easy', humanColor: 'black' }),
    });
    const other = await context.newPage();
    const otherErrors = watchErrors(other);
    await other.goto(baseUrl());
    await other.locator('[data-square="a1"]').waitFor();
    // Both tabs show the same fresh game; each plays its own to the end, the second one differently.
    const [a, b] = await legalSquares(page);
    await page.locator(`[data-square="${a}"]`).click();
    await other.locator(`[data-square="${b}"]`).click();
    await playToEnd(page);
    await playToEnd(other);
    // A reload brings back each tab's own finished game and counts nothing twice.
    const mine = await page.locator('.move-list').getAttribute('data-moves');
    await other.reload();
    await page.reload();
    await page.locator('[data-testid="result"]').waitFor();
    expect(await page.locator('.move-list').getAttribute('data-moves')).toBe(mine);
    await page.getByRole('button', { name: 'Statistics' }).click();
    const games = page.locator('[data-variant="4x4"] [data-stat="easy/black"] [data-field="games"]');
    expect(await games.textContent()).toBe('2');
    await page.keyboard.press('Escape');
    const kept = await archived(page);
    expect(kept).toHaveLength(2);
    expect(kept[0]).not.toBe(kept[1]);
    expect([...errors, ...otherErrors]).toEqual([]);
    await context.close();
  });
});

describe('offline, with the opening book and the weights blocked', () => {
  it('Expert plays on without them and the page says what is missing', async () => {
    const { context, page, errors } = await open(browser, {
      serviceWorkers: true,
      storage: settings({ opponent: 'expert', humanColor: 'black' }),
    });
    const blocked: string[] = [];
    await context.route(/wedge-(book|eval)-[^/]*\.bin$/, (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page), { timeout: 30_000 }).toHaveLength(2);
    const aids = page.locator('[data-testid="aids"]');
    await aids.waitFor();
    expect(await aids.locator('[data-aid="book"]').textContent()).toContain(
      'opening book could not be loaded',
    );
    expect(await aids.locator('[data-aid="weights"]').textContent()).toContain('hand-written');
    expect(await page.locator('.engine-failed').count()).toBe(0);
    // Offline, the download of the strong levels says it failed.
    await aids.getByRole('button', { name: 'Download the strong levels for offline play' }).click();
    expect(await page.locator('[data-testid="aids-download"]').textContent()).toContain('failed');
    expect(blocked.length).toBeGreaterThan(0);
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the learned weights blocked', () => {
  it('the analysis board and the hints say they use the hand-written evaluation', async () => {
    const { context, page, errors } = await open(browser, {
      storage: settings({ opponent: 'easy', humanColor: 'black' }),
    });
    const blocked: string[] = [];
    await context.route(/wedge-eval-[^/]*\.bin$/, (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    // A hint against Easy: it is searched by the analysing engine, which has no weights.
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect
      .poll(() => page.locator('[data-testid="hint-text"]').textContent(), { timeout: 30_000 })
      .toMatch(/^Best move: /);
    const aids = page.locator('[data-testid="aids"]');
    expect(await aids.locator('[data-aid="hint-weights"]').textContent()).toBe(
      'The learned evaluation could not be loaded: hints use the simpler hand-written one, which is weaker.',
    );
    expect(await aids.locator('[data-aid="book"]').count()).toBe(0);
    // The analysis board, valuing the same start with that engine, says so beside its values.
    await page.getByRole('link', { name: 'Analysis' }).click();
    await page.locator('.analysis [data-eval]').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.locator('.analysis [data-testid="aids"] [data-aid="weights"]').textContent())
      .toBe(
        'The learned evaluation could not be loaded: the values, the best lines and the review come from the simpler hand-written one, which is weaker.',
      );
    expect(blocked.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says nothing of the sort when the weights load', async () => {
    const { context, page, errors } = await open(browser, { hash: '#/analysis?moves=f5d6' });
    await page.locator('.analysis [data-eval]').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="top-lines"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="aids"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the computer as an opponent', () => {
  // Each task is bounded by its CPU time from a Chromium trace, which holds at any load: its wall time
  // also counts the waits for a core on a loaded machine (tasks of 55-308 ms at a load of 8 a core
  // whose CPU time was far less), so the page's own long-task entries are only printed.
  it("starts an Expert game with no task over 50 ms of the page's CPU time", { retry: 1 }, async () => {
    const { context, page, errors } = await open(browser);
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push(Math.round(e.duration));
      }).observe({ type: 'longtask' });
    });
    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByLabel('Opponent').selectOption('expert');
    const tasks = await mainThreadTasks(browser, page, async () => {
      await dialog.getByRole('button', { name: 'Start' }).click();
      // The worker, the kernel, the weights and the book are loaded and read: the engine is ready.
      await page.waitForFunction(
        () => performance.getEntriesByName('wedge-engine-ready').length > 0,
        undefined,
        { timeout: 60_000 },
      );
      await page.locator('[data-square="f5"]').click();
      await expect.poll(() => moveEntries(page), { timeout: 30_000 }).toHaveLength(2);
    });
    const wall = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    const longest = tasks.reduce((a, b) => (b.cpu > a.cpu ? b : a));
    console.log(
      `Expert start to its first reply: longest task ${longest.cpu.toFixed(1)} ms CPU (${longest.what.join('; ')}); wall-clock long tasks ${JSON.stringify(wall)} at load ${(loadavg()[0] / cpus().length).toFixed(1)} a core`,
    );
    expect(tasks.filter((task) => task.cpu > 50)).toEqual([]);
    expect(tasks.length).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a forced move at once', async () => {
    const { context, page, errors } = await open(browser, {
      storage: settings({ opponent: 'expert', humanColor: 'black' }),
    });
    await page.waitForFunction(
      () => performance.getEntriesByName('wedge-engine-ready').length > 0,
      undefined,
      {
        timeout: 60_000,
      },
    );
    // After Black's b1 White's only move is a1 (35 empties: far from the solver's reach).
    await paste(page, FORCED_A1_AFTER_B1);
    await waitForHumanOrEnd(page);
    const before = (await moveEntries(page)).length;
    const clicked = await page.evaluate(() => performance.now());
    await page.locator('[data-square="b1"]').click();
    await page.waitForFunction((n) => document.querySelectorAll('.move-list li').length >= n, before + 2);
    const ms = (await page.evaluate(() => performance.now())) - clicked;
    console.log(
      `Expert's forced move: ${Math.round(ms)} ms from the click (350 ms of it the pause to follow it)`,
    );
    expect((await moveEntries(page)).at(-1)).toBe('a1');
    expect(ms).toBeLessThan(2000);
    expect(errors).toEqual([]);
    await context.close();
  });
});
