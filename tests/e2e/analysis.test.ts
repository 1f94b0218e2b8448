/**
 * The analysis section in Chromium: a link opens a game with its opening name and a value on every
 * legal square; stepping by keys, buttons, the move list and the graph; side lines; the review of a
 * game with a planted blunder, its values from 14 empties equal to the exact solver's, and no long
 * task meanwhile; the position editor; the game archive across a reload, with GGF out and back in;
 * hints; files chosen and dropped; the layout and screenshots at phone and desktop sizes.
 */
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeObf, parseMoveList, parseObf } from '../../src/core/formats/index.js';
import {
  type Move,
  makeSquare,
  movesOf,
  PASS,
  type Position,
  positionsOf,
  type Square,
  unwrap,
} from '../../src/core/index.js';
import { createNodeEngine } from '../../src/engine/node.js';
import { launchOwn, mainThreadTasks, open, paste, shot } from './browser.js';
import { AT_24_EMPTIES, LAST_MOVE_G8, PLANTED_BLUNDER } from './games.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchOwn();
});
afterAll(async () => {
  await browser?.close();
});

const TIGER = 'f5d6c3d3c4';

/** Every position of a game from a start, passes made explicit as the page makes them. */
const positionsFrom = (moves: string, start?: Position): Position[] =>
  unwrap(positionsOf(unwrap(parseMoveList(moves, start))));

/** The legal squares of a position, sorted by name. */
const legalNames = (position: Position): string[] => position.legalMoves().toArray().map(makeSquare).sort();

/** The values on the board: square name to value and exactness. */
const boardValues = (page: Page): Promise<Record<string, { value: number; exact: boolean }>> =>
  page
    .locator('.board [data-eval]')
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((e) => [
          e.getAttribute('data-square') ?? '',
          { value: Number(e.getAttribute('data-eval')), exact: e.hasAttribute('data-exact') },
        ]),
      ),
    );

/** The squares of the board holding a disc of each colour, as the page draws them. */
const discs = (page: Page) =>
  page.locator('.board [data-square]').evaluateAll((els) => {
    const of = (color: string) =>
      els
        .filter((e) => e.querySelector(`.disc.${color}`))
        .map((e) => e.getAttribute('data-square'))
        .sort();
    return { black: of('black'), white: of('white') };
  });

const expectedDiscs = (position: Position) => ({
  black: position.board.black.toArray().map(makeSquare).sort(),
  white: position.board.white.toArray().map(makeSquare).sort(),
});

/** The path of the move shown, as the move list marks it (`''` at the start). */
const currentPath = (page: Page): Promise<string | null> =>
  page.locator('.tree-moves [aria-current="true"]').getAttribute('data-path');

/** Records main-thread tasks longer than 50 ms from now on. */
const watchLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });

const longTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

describe('the analysis board', () => {
  it('opens a #/analysis?moves= link at its last position, names the opening and values every legal move', async () => {
    const { context, page, errors } = await open(browser, {
      hash: `#/analysis?moves=${TIGER}`,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const position = positionsFrom(TIGER).at(-1)!;
    expect(await page.locator('.analysis [data-opening]').getAttribute('data-opening')).toBe('Tiger');
    expect(await discs(page)).toEqual(expectedDiscs(position));
    await expect
      .poll(async () => Object.keys(await boardValues(page)).sort(), { timeout: 30_000 })
      .toEqual(legalNames(position));
    // One point of the graph per position: the start and five moves.
    expect(await page.locator('[data-eval-graph] > [data-ply]').count()).toBe(6);
    expect(await page.locator('[data-testid="engine"]').textContent()).toMatch(/depth \d+/);
    // The link of what is shown, from the Share button.
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Share' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#\/analysis\?moves=f5d6c3d3$/);
    // The header's navigation lists the sections that exist, the current one marked.
    expect(await page.locator('nav.sections a').allTextContents()).toEqual([
      'Play',
      'Analysis',
      'Learn',
      'Puzzles',
      'Tournament',
    ]);
    expect(await page.locator('nav.sections a[aria-current="page"]').textContent()).toBe('Analysis');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('steps by the arrow keys, Home and End, the buttons, the move list and the graph; keeps the main line under side lines', async () => {
    const { context, page, errors } = await open(browser, { hash: `#/analysis?moves=${TIGER}` });
    expect(await currentPath(page)).toBe('0.0.0.0.0');
    await page.keyboard.press('ArrowLeft');
    expect(await currentPath(page)).toBe('0.0.0.0');
    expect(await discs(page)).toEqual(expectedDiscs(positionsFrom(TIGER)[4]));
    await page.keyboard.press('Home');
    expect(await currentPath(page)).toBe('');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await currentPath(page)).toBe('0.0');
    await page.keyboard.press('End');
    expect(await currentPath(page)).toBe('0.0.0.0.0');
    await page.getByRole('button', { name: 'Previous move' }).click();
    await page.getByRole('button', { name: 'First position' }).click();
    await page.getByRole('button', { name: 'Next move' }).click();
    expect(await currentPath(page)).toBe('0');
    await page.locator('.tree-moves [data-ply="3"]').click();
    expect(await currentPath(page)).toBe('0.0.0');
    await page.locator('[data-eval-graph] > [data-ply="2"]').click();
    expect(await currentPath(page)).toBe('0.0');
    // Another move after f5 d6: a side line; the main line stays as it was.
    await page.locator('[data-square="c5"]').click();
    expect(await currentPath(page)).toBe('0.0.1');
    expect(await page.locator('.side-line').count()).toBe(1);
    const mainLine = () =>
      page
        .locator('.tree-moves > [data-ply]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-move')));
    expect(await mainLine()).toEqual([null, 'f5', 'd6', 'c3', 'd3', 'c4']);
    await page.getByRole('button', { name: 'Promote line' }).click();
    expect(await mainLine()).toEqual([null, 'f5', 'd6', 'c5']);
    expect(await currentPath(page)).toBe('0.0.0');
    await page.getByRole('button', { name: 'Promote line' }).click();
    expect(await mainLine()).toEqual([null, 'f5', 'd6', 'c3', 'd3', 'c4']);
    await page.getByRole('button', { name: 'Delete line' }).click();
    expect(await page.locator('.side-line').count()).toBe(0);
    expect(await currentPath(page)).toBe('0.0');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reviews a finished game as soon as it opens: the graph fills, with its zero line, axes, legend and values on hover and focus; a click on a point goes to that move', async () => {
    // LAST_MOVE_G8 and its g8: the whole game.
    const game = `${LAST_MOVE_G8}g8`;
    const { context, page, errors } = await open(browser, { hash: `#/analysis?moves=${game}` });
    const points = page.locator('[data-eval-graph] > [data-ply]');
    const count = positionsFrom(game).length;
    expect(await points.count()).toBe(count);
    // No button pressed: every position gets its value.
    await expect
      .poll(() => page.locator('[data-eval-graph] > [data-ply][data-eval]').count(), { timeout: 90_000 })
      .toBe(count);
    await page.locator('[data-testid="review-result"]').waitFor({ timeout: 30_000 });
    // White wins 41-23: the last point is -18 in Black's view, proven.
    expect(await points.last().getAttribute('data-eval')).toBe('-18');
    expect(await points.last().getAttribute('data-exact')).toBe('');
    expect(await page.locator('[data-eval-graph] [data-zero]').count()).toBe(1);
    const ticks = await page.locator('[data-eval-graph] [data-value-tick]').allTextContents();
    expect(ticks).toHaveLength(5);
    expect(ticks[2]).toBe('0');
    expect(await page.locator('[data-eval-graph] [data-ply-tick]').allTextContents()).toContain('30');
    expect(await page.locator('[data-testid="graph-legend"] li').allTextContents()).toEqual([
      ' Black ahead',
      ' White ahead',
      ' exact',
      ' Inaccuracy',
      ' Mistake',
      ' Blunder',
    ]);
    // Every swatch is the same small mark (the review list's button rule once made Mistake's a wide oval).
    const swatches = await page
      .locator('[data-testid="graph-legend"] .swatch')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(swatches).toHaveLength(6);
    for (const box of swatches) {
      expect(box.width).toBeCloseTo(swatches[0].width, 0);
      expect(box.height).toBeCloseTo(swatches[0].height, 0);
      expect(box.width).toBeLessThan(20);
    }
    // Hovering a point reads its value out; so does the keyboard's position on the graph.
    const readout = page.locator('[data-testid="graph-readout"]');
    await points.nth(20).locator('.graph-hit').hover();
    const value20 = Number(await points.nth(20).getAttribute('data-eval'));
    expect(await readout.textContent()).toBe(
      `Position 20: ${value20 > 0 ? '+' : ''}${Math.round(value20) || 0}`,
    );
    await page.mouse.move(0, 0);
    await page.locator('.eval-graph').focus();
    await page.keyboard.press('Home');
    expect(await readout.textContent()).toMatch(/^Position 0: [+-]?\d+$/);
    // A click on a point goes to that move.
    await points.nth(30).locator('.graph-hit').click();
    expect(await currentPath(page)).toBe(new Array(30).fill('0').join('.'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the three best lines with their values, and draws the best move and the reply as an arrow', async () => {
    const { context, page, errors } = await open(browser, { hash: `#/analysis?moves=${TIGER}` });
    const lines = page.locator('[data-testid="top-lines"] li');
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBe(3);
    // Deep enough that every line has a reply.
    await expect
      .poll(
        async () =>
          /depth (\d+)/.exec((await page.locator('[data-testid="engine"]').textContent()) ?? '')?.[1],
        {
          timeout: 30_000,
        },
      )
      .toMatch(/^([4-9]|\d\d)$/);
    await page.getByRole('button', { name: 'Pause' }).click();
    const shown = await lines.evaluateAll((els) =>
      els.map((e) => ({
        score: Number(e.getAttribute('data-score')),
        moves: e.textContent!.split(' ').slice(1),
      })),
    );
    // Best first, and each the value the board writes on its first move's square.
    expect(shown.map((l) => l.score)).toEqual([...shown.map((l) => l.score)].sort((a, b) => b - a));
    const values = await boardValues(page);
    for (const line of shown) expect(values[line.moves[0]].value).toBe(line.score);
    expect(Math.max(...Object.values(values).map((v) => v.value))).toBe(shown[0].score);
    expect(shown[0].moves.length).toBeGreaterThanOrEqual(2);
    const [first, reply] = shown[0].moves;
    const arrow = page.locator('.board .board-arrow');
    expect(await arrow.count()).toBe(1);
    expect(await arrow.getAttribute('data-arrow-from')).toBe(first);
    expect(await arrow.getAttribute('data-arrow-to')).toBe(reply);
    expect(await arrow.locator('line').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The page's tasks are bounded by their CPU time (a wall-clock bound failed at a load of 10 on the
  // 2-core machine whatever the page did); a noisy window is still measured again.
  it('reviews a game as it opens: lists the planted blunder with its better move, values from 14 empties as the exact solver does, and never blocks the page', {
    retry: 2,
  }, async () => {
    // The engine is set up once (its worker, kernel and weights) on the start alone, a game that goes on.
    const { context, page, errors } = await open(browser, {
      hash: `#/analysis?board=${AT_24_EMPTIES}`,
      viewport: { width: 1280, height: 900 },
    });
    await expect
      .poll(async () => Object.keys(await boardValues(page)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    // The finished game opened from a link (as the Share button writes one), watched from the click:
    // its review starts on its own, and can be cancelled. Reading the link, drawing the game and
    // starting the review are tasks of their own; together they were one task of 52-62 ms (2026-12-02).
    await page.evaluate(
      ([board, moves]) => {
        const link = document.createElement('a');
        link.href = `#/analysis?board=${board}&moves=${moves}`;
        link.textContent = 'The game with the planted blunder';
        link.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 10; background: white';
        document.body.append(link);
      },
      [AT_24_EMPTIES, PLANTED_BLUNDER],
    );
    const link = page.getByRole('link', { name: 'The game with the planted blunder' });
    await link.waitFor();
    await watchLongTasks(page);
    const tasks = await mainThreadTasks(browser, page, async () => {
      await link.click();
      await page
        .locator('[data-testid="review-progress"]')
        .getByRole('button', { name: 'Cancel review' })
        .waitFor();
      await page.locator('[data-testid="review-result"]').waitFor({ timeout: 90_000 });
    });
    expect(await page.locator('[data-testid="review-result"]').textContent()).toMatch(
      /^Review of \d+ positions done/,
    );
    // No task of the page's over 50 ms of its own CPU time, from the click to the review's end (the
    // trace also holds the test's own scripts, which Playwright runs in the page: they are far shorter).
    expect(tasks.filter((task) => task.cpu > 50)).toEqual([]);
    expect(tasks.length).toBeGreaterThan(10);
    // Wall-clock long tasks, as the page's PerformanceObserver sees them, said when there are any: on an
    // idle machine they are the same tasks, on a loaded one each waits for a core as well.
    const wall = (await longTasks(page)).filter((d) => d > 50);
    if (wall.length > 0)
      console.log(`wall-clock tasks over 50 ms at load ${loadavg()[0].toFixed(1)}: ${wall}`);
    expect(await page.locator('[data-testid="marks-rule"]').textContent()).toBe(
      'Against the best move, a move that loses 2 discs or more is an inaccuracy, 4 or more a mistake, 10 or more a blunder.',
    );
    const blunder = page.locator('.mistake[data-ply="12"]');
    expect(await blunder.getAttribute('data-played')).toBe('b2');
    expect(await blunder.getAttribute('data-better')).toBe('a5');
    expect(await blunder.getAttribute('data-loss')).toBe('26');
    expect(await blunder.getAttribute('class')).toContain('blunder');
    expect(await blunder.textContent()).toContain('a5 was better by 26 discs');
    await blunder.click();
    expect(await currentPath(page)).toBe(new Array(12).fill('0').join('.'));
    expect(await page.locator('[data-square="a5"] .marked').count()).toBe(1);

    // The review's own values (the live analysis paused): from 14 empties, every move's value is the
    // exact solver's, marked exact.
    await page.getByRole('button', { name: 'Pause' }).click();
    const start = unwrap(parseObf(`${AT_24_EMPTIES.slice(0, 64)} ${AT_24_EMPTIES[64]}`)).position;
    const line = positionsFrom(PLANTED_BLUNDER, start);
    const engine = createNodeEngine({ hashBits: 18 });
    try {
      let checked = 0;
      for (const [ply, position] of line.entries()) {
        if (position.empties().size() > 14 || position.isGameOver() || position.mustPass()) continue;
        const solved: Record<string, { value: number; exact: boolean }> = {};
        for (const move of position.legalMoves().toArray()) {
          const after = unwrap(position.play(move)).position;
          const score = after.isGameOver() ? after.moverScore()! : (await engine.solve(after)).score;
          solved[makeSquare(move)] = { value: -score, exact: true };
        }
        await page.locator(`.tree-moves [data-ply="${ply}"]`).click();
        expect(await boardValues(page), `ply ${ply}, ${makeObf(position)}`).toEqual(solved);
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(8);
    } finally {
      await engine.close();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('learning from your mistakes', () => {
  it('turns the user`s mistakes into puzzles after the review, and one is solved on the puzzles page', async () => {
    const storage = { 'wedge.settings': JSON.stringify({ version: 1, opponent: 'easy' }) };
    const { context, page, errors } = await open(browser, { storage });
    // A game against Easy, the user Black: LAST_MOVE_G8 pasted, then g8 (White wins 41-23).
    await paste(page, LAST_MOVE_G8);
    await page.locator('[data-square="g8"]').click();
    await page.locator('[data-testid="result"]').waitFor();
    await page.getByRole('button', { name: 'Review this game' }).click();
    await page.locator('[data-testid="review-result"]').waitFor({ timeout: 90_000 });
    const kept = await page.locator('[data-testid="mistakes-kept"]').textContent();
    const [, added, total] = /\((\d+) new of (\d+)\)/.exec(kept ?? '') ?? [];
    // Black's (the user's) mistakes and blunders, and no more: White's are the computer's.
    const blacks = await page.locator('.mistake-side[data-color="black"] .mistake:not(.inaccuracy)').count();
    expect(Number(total)).toBe(blacks);
    expect(Number(added)).toBe(blacks);
    expect(blacks).toBeGreaterThan(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wedge.mistakes') ?? '{}'));
    expect(stored.puzzles).toHaveLength(blacks);
    const first = stored.puzzles[0] as { id: string; played: string; best: string[] };

    await page.getByRole('link', { name: 'Practise them' }).click();
    const item = page.locator(`[data-mistake="${first.id}"]`);
    await item.waitFor();
    expect(await page.locator('[data-testid="your-mistakes"] [data-mistake]').count()).toBe(blacks);
    expect(await item.getAttribute('data-solved')).toBeNull();
    await item.getByRole('link').click();
    const verdict = page.locator('[data-testid="mistake-verdict"]');
    // The move of the game is not the answer; a best move by the review's values is.
    await page.locator(`[data-testid="mistake-puzzle"] [data-square="${first.played}"]`).click();
    expect(await verdict.textContent()).toBe(`${first.played} is the move played in the game; try another.`);
    await page.locator(`[data-testid="mistake-puzzle"] [data-square="${first.best[0]}"]`).click();
    expect(await verdict.textContent()).toBe(`Found: ${first.best[0]} is a best move here.`);
    await page.getByRole('link', { name: 'All your mistakes' }).click();
    await page.locator(`[data-mistake="${first.id}"][data-solved]`).waitFor();
    // Kept across a reload, still solved.
    await page.reload();
    await page.locator(`[data-mistake="${first.id}"][data-solved]`).waitFor();
    // The statistics rate the user on the levels' scale: one loss to Easy (anchored at 1000) is below it.
    await page.getByRole('button', { name: 'Statistics' }).click();
    const rating = page.locator('[data-testid="rating"] [data-rating]');
    await rating.waitFor();
    expect(Number(await rating.getAttribute('data-rating'))).toBeLessThan(1000);
    expect(await page.locator('[data-testid="rating"]').textContent()).toContain('suggested level: Easy');
    expect(await page.locator('.rating-chart [data-rating-point]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports a corrupt kept mistake on the puzzles page and shows the others', async () => {
    const good = {
      id: 'g1:1',
      variant: 'standard',
      obf: '---------------------------OX------XXX-------------------------- O',
      played: 'f4',
      best: ['f6'],
      loss: 5,
      kind: 'mistake',
      savedAt: 1,
      solved: false,
    };
    const storage = {
      'wedge.mistakes': JSON.stringify({ version: 1, puzzles: [good, { ...good, id: 'g1:2', best: 'x' }] }),
    };
    const { context, page, errors } = await open(browser, {
      storage,
      hash: '#/puzzles',
      ready: '[data-testid="your-mistakes"]',
    });
    await page.locator('[data-testid="your-mistakes"]').waitFor();
    expect(await page.locator('[data-mistake]').count()).toBe(1);
    expect(await page.locator('[data-testid="your-mistakes"] .notice').textContent()).toMatch(
      /^Some kept mistakes could not be read and are left out: entry 2: best/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the position editor', () => {
  it('builds a position by clicks, says what is wrong on the way, and the engine analyses it', async () => {
    const { context, page, errors } = await open(browser, { hash: '#/editor' });
    const check = page.locator('[data-testid="editor-check"]');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await check.textContent()).toBe('Black has no disc.');
    for (const name of ['d4', 'e5', 'c3']) await page.locator(`[data-square="${name}"]`).click();
    expect(await check.textContent()).toBe('White has no disc.');
    await page.getByText('White disc').click();
    await page.locator('[data-square="d5"]').click();
    expect(await check.textContent()).toBe('The four centre squares must hold a disc.');
    await page.locator('[data-square="e4"]').click();
    await page.locator('[data-square="f4"]').click();
    await page.getByRole('group', { name: 'Side to move' }).getByText('White').click();
    expect(await check.textContent()).toBe('A position White to move.');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await page.locator('.analysis').waitFor();
    expect(await page.evaluate(() => location.hash)).toMatch(/^#\/analysis\?board=/);
    // Black d4 e5 c3, White d5 e4 f4, White to move.
    const board = `${'-'.repeat(64)}`.split('');
    for (const [name, c] of [
      ['d4', 'X'],
      ['e5', 'X'],
      ['c3', 'X'],
      ['d5', 'O'],
      ['e4', 'O'],
      ['f4', 'O'],
    ] as const)
      board['abcdefgh'.indexOf(name[0]) + 8 * (Number(name[1]) - 1)] = c;
    const position = unwrap(parseObf(`${board.join('')} O`)).position;
    // The board is drawn once the linked position is read, just after the view itself.
    await expect.poll(() => discs(page)).toEqual(expectedDiscs(position));
    await expect
      .poll(async () => Object.keys(await boardValues(page)).sort(), { timeout: 30_000 })
      .toEqual(legalNames(position));
    // Back in the editor, the same position is played from, by two players.
    await page.goBack();
    await page.locator('.editor').waitFor();
    await page.getByLabel('Opponent').selectOption('human');
    await page.getByRole('button', { name: 'Play from here' }).click();
    await page.locator('.play').waitFor();
    expect(await discs(page)).toEqual(expectedDiscs(position));
    expect(await page.locator('[data-testid="status"]').textContent()).toBe('White to move');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the game archive', () => {
  it('keeps a finished game across a reload, marked hinted; its GGF export imports back to the same moves', async () => {
    const storage = { 'wedge.settings': JSON.stringify({ version: 1, opponent: 'easy' }) };
    const { context, page, errors } = await open(browser, { storage });
    await paste(page, LAST_MOVE_G8);
    // d3 c3 is f5 f6 seen through a symmetry of the board.
    expect(await page.locator('.play [data-opening]').getAttribute('data-opening')).toBe('Diagonal');
    // A hint for the only move there is; the game is marked.
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect
      .poll(() => page.locator('[data-testid="hint-text"]').textContent(), { timeout: 30_000 })
      .toMatch(/^Best move: g8/);
    expect(await page.locator('[data-square="g8"] .marked').count()).toBe(1);
    await page.locator('[data-square="g8"]').click();
    await page.locator('[data-testid="result"]').waitFor();
    // The game-over card opens the review.
    await page.getByRole('button', { name: 'Review this game' }).click();
    await page.locator('[data-testid="review-result"]').waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => location.hash)).not.toContain('review');

    // To the games view, then a reload there: the list must come back from IndexedDB alone. (Going
    // to the view's hash right after a reload left a blank page now and then, on this machine.)
    await page.goto(page.url().replace(/#.*$/, '#/games'));
    await page.locator('.game-row').first().waitFor();
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('wedge-interactive').length > 0);
    const rows = page.locator('.game-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('hints used');
    expect(await rows.first().locator('.game-result').textContent()).toContain('23–41');
    await page.getByRole('button', { name: 'Statistics' }).click();
    expect(await page.locator('td[data-field="hinted"]').first().textContent()).toBe('1');
    await page.keyboard.press('Escape');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export GGF' }).click();
    const file = await (await download).createReadStream();
    let ggf = '';
    for await (const chunk of file) ggf += chunk;
    expect(ggf).toMatch(/^\(;GM\[Othello\]/);

    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows.count()).toBe(0);
    // Back in from the file, with an unreadable record beside it: skipped, and said so.
    await page.locator('.games-bar input[type="file"]').setInputFiles({
      name: 'games.ggf',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${ggf}(;GM[Othello]B[F5]W[F5];)\n`),
    });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.locator('[data-testid="archive-notice"]').textContent()).toContain(
      'Games imported: 1. games.ggf: Records skipped as unreadable: 1.',
    );
    await rows.first().getByRole('link', { name: 'Open' }).click();
    await page.locator('.analysis').waitFor();
    const expected = movesOf(unwrap(parseMoveList(`${LAST_MOVE_G8}g8`))).map((m: Move) =>
      m === PASS ? 'pass' : makeSquare(m as Square),
    );
    await expect
      .poll(() =>
        page
          .locator('.tree-moves > [data-ply]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-move'))),
      )
      .toEqual([null, ...expected]);

    // A stored record that cannot be read is left out with a notice; the rest stays.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('wedge', 1);
          request.onsuccess = () => {
            const tx = request.result.transaction('games', 'readwrite');
            tx.objectStore('games').put({ id: 'broken', savedAt: 'yesterday' });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.getByRole('link', { name: 'Games' }).click();
    await page.locator('[data-testid="archive-skipped"]').waitFor();
    expect(await page.locator('[data-testid="archive-skipped"]').textContent()).toContain(': 1.');
    expect(await rows.count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('files', () => {
  it('opens a GGF file chosen or dropped on the page, saying what it skipped', async () => {
    const { context, page, errors } = await open(browser, { hash: '#/analysis' });
    const ggf = `(;GM[Othello]PB[Ann]PW[Bob]RE[+4]TY[8]B[F5]W[D6]B[C3]W[D3]B[C4];)\n(;GM[Othello]B[F5]W[F5];)\n(;GM[Othello]B[D3];)\n`;
    await page.locator('.open-game input[type="file"]').setInputFiles({
      name: 'two.ggf',
      mimeType: 'text/plain',
      buffer: Buffer.from(ggf),
    });
    await expect
      .poll(() => page.locator('.analysis [data-opening]').getAttribute('data-opening'))
      .toBe('Tiger');
    expect(await page.locator('.analysis .notice').textContent()).toBe(
      'Games in the file: 2; the first one is shown (Games imports them all). Records skipped as unreadable: 1.',
    );
    const drop = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'one.ggf', { type: 'text/plain' }));
      return data;
    }, '(;GM[Othello]B[F5]W[F6];)');
    await page.dispatchEvent('main.analysis', 'drop', { dataTransfer: drop });
    await expect
      .poll(() => page.locator('.analysis [data-opening]').getAttribute('data-opening'))
      .toBe('Diagonal');
    expect(await page.evaluate(() => location.hash)).toBe('#/analysis?moves=f5f6');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('layout and screenshots', () => {
  for (const { name, viewport } of [
    { name: 'phone', viewport: { width: 390, height: 844 } },
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
  ])
    it(`fits the analysis board, its review and the editor ${viewport.width} px wide`, async () => {
      const { context, page, errors } = await open(browser, {
        viewport,
        hash: `#/analysis?board=${AT_24_EMPTIES}&moves=${PLANTED_BLUNDER}`,
      });
      const wide = () => page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
      // The start, at 24 empties, with the engine's values on it from 8 plies on.
      await page.getByRole('button', { name: 'First position' }).click();
      const depth = async () =>
        Number(
          /depth (\d+)/.exec((await page.locator('[data-testid="engine"]').textContent()) ?? '')?.[1] ?? 0,
        );
      await expect.poll(depth, { timeout: 60_000 }).toBeGreaterThanOrEqual(8);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await wide()).toBe(false);
      await shot(page, `analysis-${name}`);
      // A finished game: its review started on its own.
      await page.locator('[data-testid="review-result"]').waitFor({ timeout: 90_000 });
      await page.locator('.mistake[data-ply="12"]').click();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await wide()).toBe(false);
      await shot(page, `review-${name}`, { fullPage: name === 'phone' });
      await page.getByRole('link', { name: 'Position editor' }).click();
      await page.locator('.editor').waitFor();
      expect(await wide()).toBe(false);
      await shot(page, `editor-${name}`);
      await page.getByRole('link', { name: 'Games', exact: true }).click();
      await page.locator('.games-bar').waitFor();
      expect(await wide()).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
});
