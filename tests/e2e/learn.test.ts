/**
 * The Learn section in Chromium: every lesson opens, an exercise answered wrongly then rightly (by the
 * rules and by the solver in its worker), the coach's overlay marks the expected squares, the 4x4 proof
 * and the 6x6 proof's progress and stop, a puzzle played to its optimal score against the solver,
 * progress kept and corrupt progress recovered, the FAQ's questions, and screenshots at phone and
 * desktop sizes.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseObf } from '../../src/core/formats/obf.js';
import {
  makeMoveList,
  makeSquare,
  type Position,
  type Square,
  square,
  transformMoves,
} from '../../src/core/index.js';
import { FIGURES } from '../../src/web/learn/figures.js';
import { parsePuzzles } from '../../src/web/learn/puzzles.js';
import { pickGame } from '../../src/web/learn/review.js';
import { launch, open, shot } from './browser.js';

const PUZZLES = readFileSync(new URL('../../data/puzzles/puzzles.obf', import.meta.url), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LESSONS = [
  'rules',
  'ending',
  'notation',
  'fallacy',
  'corners',
  'x-c',
  'edges',
  'mobility',
  'frontier',
  'parity',
  'thumb',
  'sacrifice',
  'openings',
  'review',
  'small-boards',
  'variants',
];

/** The questions the issue lists, in the FAQ's order. */
const QUESTIONS = [
  'othello-reversi',
  'illegal',
  'lines',
  'chain',
  'choose-flips',
  'no-move',
  'pass-by-choice',
  'computer-twice',
  'early-end',
  'scoring',
  'corner-wins',
  'many-early',
  'levels',
  'which-level',
  'accounts',
  'undo-reload',
  'opening',
];

/** Penloup-Juhem's first 45 moves: Black has just taken a1. */
const PJ45 = 'f5d6c3d3c4f4c5b3c2e3d2c6b4b5f2e2a3d1c1a4a5f3g4f1e7d7d8e6f6b6e1b1c7a6a7b2f7g3g5h4h5g2h1g1a1';

/** A two-player game at that position, as the page stores it. */
const PJ_GAME = JSON.stringify({
  version: 1,
  id: 'pj45',
  variant: 'standard',
  opponent: 'human',
  humanColor: 'black',
  moves: PJ45.match(/../g),
  redo: [],
  loaded: 0,
  recorded: false,
});

/** The squares whose `data-marks` hold a token, in board order. */
const marked = (page: Page, token: string): Promise<string[]> =>
  page
    .locator(`.play [data-marks~="${token}"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-square') ?? ''));

const feedback = (page: Page, exercise: string) => page.locator(`[data-exercise="${exercise}"] .feedback`);

describe('lessons', () => {
  it('each opens from the list, and the 4x4 proof runs in the worker', async () => {
    const { context, page, errors } = await open(browser, { hash: '#/learn', ready: '[data-lesson]' });
    expect(await page.locator('nav.sections a[aria-current="page"]').textContent()).toBe('Learn');
    expect(
      await page
        .locator('.lesson-list [data-lesson]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-lesson'))),
    ).toEqual(LESSONS);
    for (const id of LESSONS) {
      await page.locator(`[data-lesson="${id}"] a`).click();
      await page.locator(`[data-lesson-page="${id}"] > h2`).waitFor();
      // The review lesson's exercise comes once the game is reviewed (its own test below).
      if (id !== 'review')
        expect(await page.locator('[data-lesson-page] .exercise').count(), id).toBeGreaterThan(0);
      if (id === 'small-boards') {
        // Proven in the engine worker as the lesson opens: White wins 11-3.
        await page.locator('[data-widget="proof-4x4"][data-proven]').waitFor({ timeout: 30_000 });
        expect(await page.locator('[data-widget="proof-4x4"] [role="status"]').textContent()).toContain(
          'White wins 11–3',
        );
        // 6x6 on request: progress while it runs, and a stop.
        await page.getByRole('button', { name: 'Prove 6×6' }).click();
        await page.locator('[data-widget="proof-6x6"][data-state="running"] progress').waitFor();
        await page.getByRole('button', { name: 'Stop' }).click();
        await page.locator('[data-widget="proof-6x6"][data-state="stopped"]').waitFor();
      }
      if (id === 'variants') {
        // The three Reversi openings on an empty board: the first disc goes on the centre.
        await page.getByRole('button', { name: 'Reversi (White’s second disc must flip)' }).click();
        const opening = page.locator('[data-widget="reversi-opening"][data-rules="reversi-must-flip"]');
        expect(
          await opening
            .locator('.square.legal')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-square'))),
        ).toEqual(['d4', 'e4', 'd5', 'e5']);
        await opening.locator('[data-square="d4"]').click();
        expect(await opening.locator('[data-square="d4"]').getAttribute('aria-label')).toContain('black');
      }
      await page.goBack();
      await page.locator('.lesson-list').waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks answers: wrong, then right, with feedback that explains; progress stays after a reload', async () => {
    const { context, page, errors } = await open(browser, {
      hash: '#/learn?lesson=rules',
      ready: '[data-exercise="most"]',
    });
    const most = page.locator('[data-exercise="most"]');
    await most.locator('[data-square="c1"]').click();
    await expect.poll(() => feedback(page, 'most').getAttribute('data-feedback')).toBe('wrong');
    expect(await feedback(page, 'most').textContent()).toContain(
      'c1 turns over only 1. One move turns over 4',
    );
    expect(await most.locator('[data-square="c1"]').getAttribute('data-ring')).toBe('wrong');
    await most.locator('[data-square="d1"]').click();
    await expect.poll(() => feedback(page, 'most').getAttribute('data-feedback')).toBe('right');
    expect(await feedback(page, 'most').textContent()).toContain(
      'd1 turns over 4 discs along 3 lines at once',
    );
    await page.locator('[data-exercise="most"][data-solved]').waitFor();

    // Picking discs: f6 is the chain-reaction bait, f4 and f5 the answer.
    const which = page.locator('[data-exercise="which"]');
    await which.locator('[data-square="f6"]').click();
    expect(await which.locator('[data-square="f6"]').getAttribute('data-ring')).toBe('pick');
    await which.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => feedback(page, 'which').getAttribute('data-feedback')).toBe('wrong');
    expect(await feedback(page, 'which').textContent()).toContain('Turned discs turn nothing');
    await which.getByRole('button', { name: 'Show the answer' }).click();
    await expect.poll(() => feedback(page, 'which').getAttribute('data-feedback')).toBe('answer');
    await which.getByRole('button', { name: 'Clear' }).click();
    await which.locator('[data-square="f4"]').click();
    await which.locator('[data-square="f5"]').click();
    await which.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => feedback(page, 'which').getAttribute('data-feedback')).toBe('right');

    await page.reload();
    await page.locator('[data-exercise="most"][data-solved]').waitFor();
    await page.goto(page.url().replace(/#.*$/, '#/learn'));
    await page.locator('[data-lesson="rules"][data-done]').waitFor();
    expect(await page.getByTestId('lessons-done').textContent()).toBe('1 of 16 lessons done');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks an answer with the solver: grabbing discs loses, the quiet move wins', async () => {
    const { context, page, errors } = await open(browser, {
      hash: '#/learn?lesson=fallacy',
      ready: '[data-exercise="win"]',
    });
    const win = page.locator('[data-exercise="win"]');
    await win.locator('[data-square="f7"]').click();
    await expect
      .poll(() => feedback(page, 'win').getAttribute('data-feedback'), { timeout: 30_000 })
      .toBe('wrong');
    expect(await feedback(page, 'win').textContent()).toContain(
      'White can hold Black to -6: a loss. The best move wins by +10',
    );
    await win.locator('[data-square="b8"]').click();
    await expect
      .poll(() => feedback(page, 'win').getAttribute('data-feedback'), { timeout: 30_000 })
      .toBe('right');
    // Answered rightly, the exercise shows the coach's view of the idea: White's few moves.
    expect(await win.locator('[data-moves~="white"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('recovers from progress it cannot read, and speaks the page’s language', async () => {
    const { context, page, errors } = await open(browser, {
      hash: '#/learn',
      ready: '[data-lesson]',
      locale: 'fr-FR',
      storage: { 'wedge.lessons': '{"version":1,"done":{"rules":["nope"]}}', 'wedge.puzzles': '{' },
    });
    expect(await page.locator('.notice').textContent()).toContain('illisible');
    expect(await page.locator('.lesson-index h2').textContent()).toBe('Apprendre l’Othello');
    await page.goto(page.url().replace(/#.*$/, '#/puzzles'));
    await page.locator('.puzzle-level').first().waitFor();
    expect(await page.locator('.notice').textContent()).toContain('problèmes était illisible');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the coach’s overlay on the play board', () => {
  it('marks the expected squares, counts both sides, and keeps the toggles', async () => {
    const { context, page, errors } = await open(browser, { storage: { 'wedge.game': PJ_GAME } });
    expect(await marked(page, 'stable')).toEqual([]);
    await page.getByRole('checkbox', { name: 'Stable discs' }).check();
    expect(await marked(page, 'stable')).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
    const row = page.locator('.coach [data-feature="stable"]');
    expect([await row.getAttribute('data-black'), await row.getAttribute('data-white')]).toEqual(['8', '0']);
    await page.getByRole('checkbox', { name: 'X and C squares' }).check();
    expect(await marked(page, 'x-square')).toEqual(['b7', 'g7']);
    expect(await marked(page, 'c-square')).toEqual(['a7', 'h7', 'b8', 'g8']);
    expect(await page.locator('[data-square="b7"]').getAttribute('aria-label')).toContain('X square');
    const mobility = page.locator('.coach [data-feature="mobility"]');
    expect([await mobility.getAttribute('data-black'), await mobility.getAttribute('data-white')]).toEqual([
      '4',
      '9',
    ]);
    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    expect(await marked(page, 'stable')).toHaveLength(8);
    await page.getByRole('checkbox', { name: 'Stable discs' }).uncheck();
    expect(await marked(page, 'stable')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The exact value of a position for the side to move (tournament rule), by trying every line: the
 * puzzles here have at most six empties. */
const negamax = (p: Position): { score: number; move?: Square } => {
  if (p.isGameOver()) {
    const o = p.outcome()!;
    const diff = o.score.tournament.black - o.score.tournament.white;
    return { score: p.turn === 'black' ? diff : -diff };
  }
  if (p.mustPass()) {
    const passed = p.pass();
    if (!passed.ok) throw new Error(passed.error.message);
    return { score: -negamax(passed.value).score };
  }
  let best: { score: number; move?: Square } = { score: -Infinity };
  for (const move of p.legalMoves().toArray()) {
    const next = p.play(move);
    if (!next.ok) throw new Error(next.error.message);
    const score = -negamax(next.value.position).score;
    if (score > best.score) best = { score, move };
  }
  return best;
};

/** The position shown on the puzzle page, read from the squares' names. */
const shownPosition = async (page: Page, turn: 'black' | 'white'): Promise<Position> => {
  const labels = await page
    .locator('.puzzle [data-square]')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-square'), e.getAttribute('aria-label') ?? ''] as const),
    );
  const rows = Array.from({ length: 8 }, () => Array(8).fill('-'));
  for (const [name, label] of labels) {
    const s = square(name as 'a1');
    rows[s >> 3][s & 7] = label.includes(', black') ? 'X' : label.includes(', white') ? 'O' : '-';
  }
  const entry = parseObf(`${rows.map((r) => r.join('')).join('')} ${turn === 'black' ? 'X' : 'O'}`);
  if (!entry.ok) throw new Error(entry.error.message);
  return entry.value.position;
};

describe('endgame puzzles', () => {
  const levels = parsePuzzles(PUZZLES);
  if (!levels.ok) throw new Error(levels.error.message);
  const puzzle = levels.value[0].puzzles[2];

  it('is played to its optimal score against the solver, and counts in the progress', async () => {
    const { context, page, errors } = await open(browser, { hash: '#/puzzles', ready: '.puzzle-level' });
    expect(await page.locator('.puzzle-level').count()).toBe(5);
    await page.locator(`[data-puzzle="${puzzle.id}"]`).click();
    await page.locator(`[data-puzzle-page="${puzzle.id}"]`).waitFor();
    expect(await page.getByTestId('goal').getAttribute('data-target')).toBe(
      String(puzzle.solutions[0].score),
    );
    const player = puzzle.position.turn;
    for (let guard = 0; guard < 8; guard++) {
      await page.waitForFunction(
        () => document.querySelector('[data-puzzle-page]')?.getAttribute('data-status') !== 'thinking',
        undefined,
        {
          timeout: 30_000,
        },
      );
      if ((await page.locator('[data-puzzle-page]').getAttribute('data-status')) !== 'your-move') break;
      const best = negamax(await shownPosition(page, player));
      await page.locator(`.puzzle [data-square="${makeSquare(best.move!)}"]`).click();
    }
    await page.locator('[data-puzzle-page][data-status="solved"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('puzzle-status').textContent()).toContain(
      `You reached ${puzzle.solutions[0].score > 0 ? '+' : ''}${puzzle.solutions[0].score}`,
    );
    await page.getByRole('link', { name: 'All puzzles' }).click();
    await page.locator(`[data-puzzle="${puzzle.id}"][data-solved="clean"]`).waitFor();
    expect(await page.getByTestId('streak').textContent()).toContain('1 (best 1)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rings the best move as a hint, and ends an attempt at once on a move that misses the optimum', async () => {
    const { context, page, errors } = await open(browser, {
      hash: `#/puzzles?id=${puzzle.id}`,
      ready: '[data-puzzle-page]',
    });
    await page.getByRole('button', { name: 'Hint' }).click();
    const bestName = makeSquare(puzzle.solutions[0].move as Square);
    expect(await page.locator(`.puzzle [data-square="${bestName}"]`).getAttribute('data-ring')).toBe('hint');
    await page.locator(`.puzzle [data-square="${makeSquare(puzzle.solutions[1].move as Square)}"]`).click();
    await page.locator('[data-puzzle-page][data-status="missed"]').waitFor();
    expect(await page.getByTestId('puzzle-status').textContent()).toContain('the goal was');
    await page.getByRole('button', { name: 'Show the solution' }).click();
    expect(await page.locator('.puzzle-solution').textContent()).toContain(
      `The best first move is ${bestName}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The sample game turned half a turn: a finished game of the player's, as the archive stores it. */
const SAMPLE = pickGame([]);
const MINE_MOVES = makeMoveList(transformMoves('rotate180', SAMPLE.moves));
const MINE = {
  id: 'mine-1',
  savedAt: 1_700_000_000_000,
  variant: 'standard',
  moves: MINE_MOVES,
  opponent: 'hard',
  color: 'black',
  discs: { black: 25, white: 39 },
};

describe('the review lesson', () => {
  it('opens the sample game at its most costly move when the player has no game, and replays it', async () => {
    const { context, page, errors } = await open(browser, {
      hash: '#/learn?lesson=review',
      ready: '[data-widget="review"]',
    });
    const widget = page.locator('[data-widget="review"][data-state="done"]');
    await widget.waitFor({ timeout: 110_000 });
    // Move 45 (ply 44): Black's b2, 26 discs against h7 (review.test.ts proves it with the solver).
    expect(await widget.getAttribute('data-game')).toBe('sample');
    expect(await widget.getAttribute('data-ply')).toBe('44');
    expect(await widget.getAttribute('data-worst')).toBe('b2');
    const replay = page.locator('[data-exercise="replay"]');
    expect(await replay.locator('.prompt').textContent()).toContain(
      'Move 45: you played b2 here, and it cost 26 discs',
    );
    await replay.locator('[data-square="b2"]').click();
    await expect
      .poll(() => feedback(page, 'replay').getAttribute('data-feedback'), { timeout: 30_000 })
      .toBe('wrong');
    expect(await feedback(page, 'replay').textContent()).toContain('That is the move you played');
    await replay.locator('[data-square="h7"]').click();
    await expect
      .poll(() => feedback(page, 'replay').getAttribute('data-feedback'), { timeout: 30_000 })
      .toBe('right');
    // The other moments, and the analysis board's review of the same game.
    await widget.locator('[data-moment="corner"]').click();
    expect(await widget.locator('[data-moment-text]').textContent()).toContain('White took a1');
    expect(await widget.getByRole('link', { name: /analysis board/ }).getAttribute('href')).toContain(
      'review',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the player’s own newest finished game from the archive at its most costly move', async () => {
    const { context, page, errors } = await open(browser, { hash: '#/learn', ready: '[data-lesson]' });
    // The archive's storage (database wedge, store games), as the game screen keeps a finished game.
    await page.evaluate(
      (record) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('wedge', 1);
          request.onupgradeneeded = () => request.result.createObjectStore('games', { keyPath: 'id' });
          request.onsuccess = () => {
            const tx = request.result.transaction('games', 'readwrite');
            tx.objectStore('games').put(record);
            tx.oncomplete = () => {
              request.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
          request.onerror = () => reject(request.error);
        }),
      MINE,
    );
    await page.locator('[data-lesson="review"] a').click();
    const widget = page.locator('[data-widget="review"][data-state="done"]');
    await widget.waitFor({ timeout: 110_000 });
    expect(await widget.getAttribute('data-game')).toBe('mine-1');
    // The same blunder turned half a turn: b2 is g7 there.
    expect(await widget.getAttribute('data-ply')).toBe('44');
    expect(await widget.getAttribute('data-worst')).toBe('g7');
    expect(await widget.textContent()).toContain('Your newest finished game: Black against Hard');
    expect(await widget.getByRole('link', { name: /analysis board/ }).getAttribute('href')).toBe(
      '#/analysis?game=mine-1&review=',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the FAQ', () => {
  it('answers every question the issue lists, with live boards', async () => {
    const { context, page, errors } = await open(browser, { hash: '#/learn/faq', ready: '[data-faq]' });
    expect(
      await page.locator('[data-faq]').evaluateAll((els) => els.map((e) => e.getAttribute('data-faq'))),
    ).toEqual(QUESTIONS);
    for (const id of QUESTIONS)
      expect((await page.locator(`[data-faq="${id}"] h3`).textContent())?.length, id).toBeGreaterThan(10);
    expect(await page.locator('nav.sections a[aria-current="page"]').textContent()).toBe('Learn');
    const lines = page.locator('[data-faq="lines"]');
    expect(await lines.locator('[data-square="d1"]').getAttribute('aria-label')).toContain('empty');
    await lines.getByRole('button', { name: 'Show' }).click();
    expect(await lines.locator('[data-square="d1"]').getAttribute('aria-label')).toContain('black');
    expect(await page.locator('[data-faq="levels"]').textContent()).toContain('Hard searches 6 moves ahead');
    // The ladder's figures come from the measured file, in the page's words.
    const ladder = FIGURES.ladder.find((r) => r.a === 'expert' && r.b === 'hard')!;
    expect(await page.locator('[data-faq="which-level"]').textContent()).toContain(
      `Expert ${ladder.percent}% against Hard`,
    );
    expect(await page.locator('[data-faq="othello-reversi"]').textContent()).toContain('passes');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** True when the page is no wider than its viewport (nothing to scroll sideways). */
const fitsWidth = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('screenshots', () => {
  it('of a lesson, the overlay and a puzzle, at phone and desktop sizes, each fitting its width', async () => {
    const levels = parsePuzzles(PUZZLES);
    if (!levels.ok) throw new Error(levels.error.message);
    const overlays = JSON.stringify({
      version: 1,
      opponent: 'human',
      humanColor: 'black',
      variant: 'standard',
      hints: true,
      sound: false,
      animation: 'normal',
      theme: 'system',
      language: 'auto',
      overlays: ['mobility', 'stable', 'frontier', 'corners', 'regions', 'wedges'],
    });
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const lesson = await open(browser, {
        viewport,
        hash: '#/learn?lesson=corners',
        ready: '[data-demo="game"]',
      });
      await shot(lesson.page, `${size}-lesson`);
      expect(await fitsWidth(lesson.page)).toBe(true);
      expect(lesson.errors).toEqual([]);
      await lesson.context.close();
      const play = await open(browser, {
        viewport,
        storage: { 'wedge.game': PJ_GAME, 'wedge.settings': overlays },
      });
      await play.page.locator('[data-marks~="stable"]').first().waitFor();
      await shot(play.page, `${size}-overlay`);
      expect(await fitsWidth(play.page)).toBe(true);
      // Every feature asked for is drawn on the board of the Penloup-Juhem game.
      for (const mark of ['stable', 'frontier'])
        expect(await play.page.locator(`[data-marks~="${mark}"]`).count()).toBeGreaterThan(0);
      expect(play.errors).toEqual([]);
      await play.context.close();
      const puzzle = await open(browser, {
        viewport,
        hash: `#/puzzles?id=${levels.value[2].puzzles[0].id}`,
        ready: '[data-puzzle-page]',
      });
      await shot(puzzle.page, `${size}-puzzle`);
      expect(await fitsWidth(puzzle.page)).toBe(true);
      expect(puzzle.errors).toEqual([]);
      await puzzle.context.close();
    }
  });
});
