/**
 * What a player meets beyond the rules: dialogs that keep the keyboard, statistics that survive two
 * tabs and keep variants apart, move numbers as on a transcript, stored numbers within bounds, a
 * reason for every refused click, the game-over card, the flip preview and animation, and the levels
 * that load no engine.
 */
import { statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launch,
  legalSquares,
  moveEntries,
  open,
  paste,
  waitForHumanOrEnd,
  watchErrors,
} from './browser.js';
import { LAST_MOVE_G8, WHITE_PASSES_AFTER_G2 } from './games.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const settings = (patch: object) => ({ 'wedge.settings': JSON.stringify({ version: 1, ...patch }) });

/** The element that has the keyboard focus, described as `tag:name`. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.tagName.toLowerCase()}:${el?.getAttribute('aria-label') ?? el?.textContent?.trim()}`;
  });

/** Finishes the pasted game that ends with g8 (White wins 41-23 against Black, the human). */
const loseWithG8 = async (page: Page): Promise<void> => {
  await paste(page, LAST_MOVE_G8);
  await waitForHumanOrEnd(page);
  await page.locator('[data-square="g8"]').click();
  await page.locator('[data-testid="result"]').waitFor();
};

describe('dialogs (bug 1)', () => {
  it('keep the focus inside, close on Escape and give the focus back, never starting on Reset', async () => {
    const { context, page, errors } = await open(browser);
    const statsButton = page.getByRole('button', { name: 'Statistics' });
    await statsButton.click();
    const dialog = page.getByRole('dialog', { name: 'Statistics' });
    await dialog.waitFor();
    // No games yet: focus on a control inside, Tab and Shift+Tab stay inside.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), key).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await focused(page)).toBe('button:Statistics');

    // With statistics, the dialog opens on Close, not on the destructive Reset.
    await loseWithG8(page);
    await statsButton.click();
    expect(await focused(page)).toBe('button:Close');
    expect(await page.getByRole('button', { name: 'Reset statistics' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('button:Statistics');

    // The same for the other dialogs; the page behind cannot be clicked while one is open.
    for (const name of ['New game', 'Settings']) {
      await page.getByRole('button', { name }).first().click();
      await page.getByRole('dialog', { name }).waitFor();
      const hit = await page.evaluate(() => {
        const r = document.querySelector('[data-square="d3"]')!.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('dialog')?.tagName;
      });
      expect(hit).toBe('DIALOG');
      await page.keyboard.press('Escape');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await focused(page)).toBe(`button:${name}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('statistics', () => {
  it('count a game finished in each of two tabs, and the other tab sees it at once (bug 2)', async () => {
    const { context, page, errors } = await open(browser);
    const other = await context.newPage();
    const otherErrors = watchErrors(other);
    await other.goto(baseUrl());
    await other.locator('[data-square="a1"]').waitFor();
    await loseWithG8(page);
    await loseWithG8(other);
    await page.getByRole('button', { name: 'Statistics' }).click();
    const games = page.locator('[data-variant="standard"] [data-stat="easy/black"] [data-field="games"]');
    expect(await games.textContent()).toBe('2');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('button', { name: 'Statistics' }).click();
    expect(await games.textContent()).toBe('2');
    expect([...errors, ...otherErrors]).toEqual([]);
    await context.close();
  });

  it('keep each variant apart, standard first (bug 3)', async () => {
    const { context, page, errors } = await open(browser);
    await loseWithG8(page);
    // A whole 4x4 game against Easy: at most 12 discs to place.
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByLabel('Variant').selectOption('4x4');
    await page.getByRole('button', { name: 'Start' }).click();
    for (let turn = 0; turn < 20; turn++) {
      await waitForHumanOrEnd(page);
      if (await page.locator('[data-testid="result"]').count()) break;
      const [square] = await legalSquares(page);
      await page.locator(`[data-square="${square}"]`).click();
    }
    await page.locator('[data-testid="result"]').waitFor();
    await page.getByRole('button', { name: 'Statistics' }).click();
    const variants = await page
      .locator('[data-variant]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-variant')));
    expect(variants).toEqual(['standard', '4x4']);
    const line = (variant: string, field: string) =>
      page
        .locator(`[data-variant="${variant}"] [data-stat="easy/black"] [data-field="${field}"]`)
        .textContent();
    expect(await line('standard', 'games')).toBe('1');
    expect(await line('standard', 'best')).toBe('-18');
    expect(await line('4x4', 'games')).toBe('1');
    expect(Math.abs(Number(await line('4x4', 'best')))).toBeLessThanOrEqual(16);
    expect(await page.getByRole('heading', { name: '4×4 board' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reject stored numbers out of bounds and a 2 MB game id, keeping the rest (bug 11)', async () => {
    const line = { games: 1, wins: 1, losses: 0, draws: 0, best: 10, total: 10, streak: 1 };
    const storage = {
      'wedge.stats': JSON.stringify({
        version: 2,
        lines: { 'standard/easy/black': line, 'standard/hard/black': { ...line, games: 1e300, wins: 1e300 } },
        counted: [],
      }),
      'wedge.game': JSON.stringify({
        version: 1,
        id: 'x'.repeat(2_000_000),
        variant: 'standard',
        opponent: 'easy',
        humanColor: 'black',
        moves: ['f5'],
        redo: [],
        recorded: false,
      }),
    };
    const { context, page, errors } = await open(browser, { storage });
    const notice = await page.locator('.notice').textContent();
    expect(notice).toContain('Some stored statistics could not be read and were removed.');
    expect(notice).toContain('The saved game could not be read, so a new game has started.');
    expect(await moveEntries(page)).toEqual([]);
    await page.getByRole('button', { name: 'Statistics' }).click();
    expect(await page.locator('[data-stat]').evaluateAll((els) => els.map((e) => e.textContent))).toEqual([
      'EasyBlack1100+10+101 win',
    ]);
    expect(await page.locator('.stats').textContent()).not.toContain('e+');
    await page.keyboard.press('Escape');
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('wedge.game') ?? '{}').id as string,
    );
    expect(stored.length).toBeLessThanOrEqual(16);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the move list (bug 10)', () => {
  it('numbers the discs placed, as a transcript does, and shows a pass without a number', async () => {
    const { context, page, errors } = await open(browser, { storage: settings({ opponent: 'human' }) });
    await paste(page, WHITE_PASSES_AFTER_G2);
    const placed = WHITE_PASSES_AFTER_G2.length / 2;
    await page.locator('[data-square="g2"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(placed + 2);
    const entries = await page.locator('.move-list li').allInnerTexts();
    expect(entries.at(-2)).toBe(`${placed + 1}.g2`);
    expect(entries.at(-1)).toBe('pass');
    await page.locator(`[data-square="${(await legalSquares(page))[0]}"]`).click();
    await expect.poll(async () => (await moveEntries(page)).length).toBeGreaterThan(placed + 2);
    // Every entry: a pass bare, a placed disc with the count of discs placed so far.
    const moves = await moveEntries(page);
    let n = 0;
    const expected = moves.map((move) => (move === 'pass' ? 'pass' : `${++n}.${move}`));
    expect(await page.locator('.move-list li').allInnerTexts()).toEqual(expected);
    expect(n).toBe(placed + 2);
    // The copied list has as many moves as the last number says.
    const copied = await page.locator('.move-list').getAttribute('data-moves');
    expect(copied!.length / 2).toBe(n);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('refused clicks (bug 12)', () => {
  it('say why, on the board, in the panel and to screen readers, for the mouse and the keyboard', async () => {
    const { context, page, errors } = await open(browser);
    const refusal = page.locator('[data-testid="refusal"]');
    const live = page.locator('[data-testid="live"]');
    await page.locator('[data-square="c5"]').click();
    await expect.poll(() => refusal.textContent()).toBe('c5 does not flip any disc.');
    await expect.poll(async () => (await live.textContent())?.trim()).toBe('c5 does not flip any disc.');
    await expect.poll(() => page.locator('[data-square="c5"] .refused').count()).toBe(1);
    await page.locator('[data-square="d4"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => refusal.textContent()).toBe('d4 is taken.');
    // The same refusal twice is read out twice (its text changes invisibly).
    await expect.poll(async () => (await live.textContent())?.trim()).toBe('d4 is taken.');
    const before = await live.textContent();
    await page.keyboard.press('Enter');
    await expect.poll(() => live.textContent()).not.toBe(before);
    expect((await live.textContent())?.trim()).toBe('d4 is taken.');
    // A move played clears it (the page re-renders after the click returns).
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => refusal.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the game-over card', () => {
  it('gives both scorings and the discs, offers a rematch with the colours swapped and a new game', async () => {
    const { context, page, errors } = await open(browser);
    await loseWithG8(page);
    const card = page.locator('[data-testid="result"]');
    expect(await card.getByRole('heading').textContent()).toBe('You lost.');
    const text = await card.textContent();
    expect(text).toContain('Black 23');
    expect(text).toContain('White 41');
    expect(text).toContain('Game over. White wins 41–23 against Black.');
    expect(text).toContain('Tournament score (empties to the winner): White 41–23 Black.');
    expect(await page.locator('[data-testid="live"]').textContent()).toContain(
      'White wins 41–23 against Black.',
    );
    await card.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: /Rematch/ }).click();
    // Now the human plays White: the computer (Black, Easy) opens.
    await expect.poll(() => moveEntries(page)).toHaveLength(1);
    expect(await page.locator('[data-count="white"] .player-role').textContent()).toBe('You');
    expect(await page.locator('[data-count="black"] .player-role').textContent()).toBe('Computer · Easy');
    expect(await page.locator('[data-testid="variant"]').textContent()).toBe('Standard');
    await waitForHumanOrEnd(page);
    expect(await page.locator('.player.to-move .badge').textContent()).toBe('Your move');
    expect(await page.locator('.board.your-turn').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the board', () => {
  it('previews the flips of a legal square under the mouse or the keyboard focus, not a touch', async () => {
    const { context, page, errors } = await open(browser);
    const flips = () => page.locator('.disc.would-flip').count();
    await page.locator('[data-square="c4"]').hover();
    expect(await flips()).toBe(1);
    expect(await page.locator('[data-square="d4"] .would-flip').count()).toBe(1);
    expect(await page.locator('[data-square="c4"] .disc.ghost.black').count()).toBe(1);
    await page.locator('[data-square="a1"]').hover();
    expect(await flips()).toBe(0);
    await page.locator('[data-square="e6"]').dispatchEvent('pointerenter', { pointerType: 'touch' });
    expect(await flips()).toBe(0);
    // The keyboard: the first square reached with Tab (after the header's links and buttons) is d3, which would flip d4.
    await page.mouse.move(0, 0);
    for (
      let i = 0;
      i < 20 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-square')));
      i++
    )
      await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-square'))).toBe('d3');
    expect(await page.locator('[data-square="d4"] .would-flip').count()).toBe(1);
    // With hints off nothing gives the legal moves away.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Show legal moves' }).click();
    await page.keyboard.press('Escape');
    await page.locator('[data-square="c4"]').hover();
    expect(await flips()).toBe(0);
    expect(await page.locator('.dot').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns a flipped disc smoothly, showing the new colour from the half-way point, once (bugs 4, 8)', async () => {
    const { context, page, errors } = await open(browser, {
      motion: true,
      storage: settings({ opponent: 'human', animation: 'slow' }),
    });
    // Every animation is paused as it starts (a busy machine must not let it end before it is read).
    await page.evaluate(() =>
      new MutationObserver(() => {
        for (const animation of document.getAnimations()) animation.pause();
      }).observe(document.body, { subtree: true, childList: true, attributes: true }),
    );
    await page.locator('[data-square="f5"]').click();
    // e5 turns from white to black; its animation is sampled through its whole length.
    const samples = await page.locator('[data-square="e5"] .disc').evaluate((disc) => {
      const [animation] = disc.getAnimations();
      const duration = Number(animation.effect?.getComputedTiming().duration);
      return [0.05, 0.25, 0.45, 0.49, 0.51, 0.55, 0.75, 0.95].map((at) => {
        animation.currentTime = at * duration;
        const style = getComputedStyle(disc);
        const m = new DOMMatrix(style.transform);
        return {
          at,
          duration,
          width: Math.abs(m.a),
          white: style.backgroundImage.includes('rgb(255, 255, 255)'),
        };
      });
    });
    expect(samples[0].duration).toBe(550);
    for (const s of samples) expect(s.white, `face at ${s.at}`).toBe(s.at < 0.5);
    const widths = samples.map((s) => s.width);
    // Narrowing to edge-on at the half-way point, then opening again, with no jump on the way.
    expect(widths.slice(0, 4)).toEqual([...widths.slice(0, 4)].sort((a, b) => b - a));
    expect(widths.slice(4)).toEqual([...widths.slice(4)].sort((a, b) => a - b));
    expect(widths[3]).toBeLessThan(0.1);
    expect(widths[4]).toBeLessThan(0.1);
    expect(widths[1]).toBeGreaterThan(0.5);
    expect(widths[6]).toBeGreaterThan(0.5);
    // After a reload nothing plays again.
    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the engine (bugs 6, 14)', () => {
  /** Every request the page (and its workers) makes after the first load. */
  const recordRequests = (page: Page): string[] => {
    const urls: string[] = [];
    page.context().on('request', (request) => urls.push(new URL(request.url()).pathname));
    return urls;
  };

  it('is not loaded at all for two players or against Easy', async () => {
    const { context, page, errors } = await open(browser, { storage: settings({ opponent: 'human' }) });
    const requests = recordRequests(page);
    await page.locator('[data-square="f5"]').click();
    await page.locator('[data-square="f6"]').click();
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Opponent').selectOption('easy');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    await page.waitForTimeout(300);
    expect(requests.filter((url) => /wedge-eval|wedge-book|mpc-|worker-|kernel-|browser-/.test(url))).toEqual(
      [],
    );
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(loaded.filter((name) => /wedge-eval|worker-/.test(name))).toEqual([]);
    // No worker at all: none of the engine's tables or weights take memory.
    expect(page.workers()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads the weights compressed for Hard in the worker, never on the page's thread", async () => {
    const { context, page, errors } = await open(browser, { storage: settings({ opponent: 'human' }) });
    // Record what the page posts to workers: the weights go as their URL, which the worker fetches
    // (receiving their 5 MB on the page's thread took tasks of 60-130 ms of CPU time).
    await page.evaluate(() => {
      const w = window as unknown as { transferred: number[]; weights: string[] };
      w.transferred = [];
      w.weights = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, transfer?: unknown) {
        for (const item of (transfer as Transferable[] | undefined) ?? [])
          if (item instanceof ArrayBuffer) w.transferred.push(item.byteLength);
        const m = message as { type?: string; weights?: unknown };
        if (m.type === 'init') w.weights.push(typeof m.weights === 'string' ? m.weights : typeof m.weights);
        return post.call(this, message, transfer as StructuredSerializeOptions);
      };
    });
    const weights = page.waitForResponse((response) => response.url().includes('wedge-eval'));
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Opponent').selectOption('hard');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-square="f5"]').click();
    const response = await weights;
    expect((await response.allHeaders())['content-encoding']).toBe('br');
    const sizes = await response.request().sizes();
    expect(sizes.responseBodySize).toBeLessThan(1_700_000);
    await expect.poll(() => moveEntries(page), { timeout: 15_000 }).toHaveLength(2);
    const posted = await page.evaluate(() => {
      const w = window as unknown as { transferred: number[]; weights: string[] };
      return { transferred: w.transferred, weights: w.weights };
    });
    expect(posted.weights.length).toBeGreaterThan(0);
    for (const url of posted.weights) expect(url).toMatch(/^http:\/\/[^/]+\/assets\/wedge-eval-[\w-]+\.bin$/);
    // No copy of the file passes through the page.
    const size = statSync(new URL('../../data/weights/wedge-eval.bin', import.meta.url)).size;
    expect(posted.transferred).not.toContain(size);
    // The worker installed them: the page names no missing weights.
    expect(await page.locator('[data-aid="weights"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays Expert’s opening from the book it fetches, says so, and starts no search for it', async () => {
    const { context, page, errors } = await open(browser, { storage: settings({ opponent: 'human' }) });
    // Record the searches posted to workers and every progress text the status line shows.
    await page.evaluate(() => {
      const w = window as unknown as { jobs: { depth: number; timeMs: number }[]; progress: string[] };
      w.jobs = [];
      w.progress = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, transfer?: unknown) {
        const m = message as { type?: string; limits?: { depth: number; timeMs: number } };
        if (m.type === 'job' && m.limits) w.jobs.push({ depth: m.limits.depth, timeMs: m.limits.timeMs });
        return post.call(this, message, transfer as StructuredSerializeOptions);
      };
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="progress"]')?.textContent;
        if (text && !w.progress.includes(text)) w.progress.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const book = page.waitForResponse((response) => /wedge-book-[^/]*\.bin$/.test(response.url()));
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Opponent').selectOption('expert');
    await page.getByRole('radio', { name: 'White' }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    expect((await book).ok()).toBe(true);
    await expect.poll(() => moveEntries(page), { timeout: 15_000 }).toHaveLength(1);
    expect(['d3', 'c4', 'f5', 'e6']).toContain((await moveEntries(page))[0]);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { jobs: { depth: number; timeMs: number }[]; progress: string[] };
      return { jobs: w.jobs, progress: w.progress };
    });
    expect(seen.progress).toEqual([expect.stringMatching(/^ \(from the opening book, score [+-]?\d+\)$/)]);
    // No search for the move: the only jobs a worker may have had are the warm-up's one ply (on each
    // of Expert's threads), which starts the worker at idle time.
    expect(seen.jobs.filter((job) => job.depth !== 1)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('that cannot load says so to a White player and offers Easy and Medium, which play without it', async () => {
    const { context, page } = await open(browser, { storage: settings({ opponent: 'human' }) });
    await page.route('**/assets/browser-*.js', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Opponent').selectOption('expert');
    await page.getByRole('radio', { name: 'White' }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="status"]').textContent()).toBe(
      'Black (the computer) could not move.',
    );
    expect(await alert.textContent()).toContain('The computer player stopped responding.');
    await alert.getByRole('button', { name: 'Play on against Medium' }).click();
    await expect.poll(() => moveEntries(page)).toHaveLength(1);
    expect(await page.locator('[data-count="black"] .player-role').textContent()).toBe('Computer · Medium');
    expect(await alert.count()).toBe(0);
    await context.close();
  });
});
