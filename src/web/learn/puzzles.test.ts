/**
 * The puzzles page without the DOM: the committed file read into its levels, the puzzle of the day,
 * and puzzles played against the real solver (the Node engine): to the optimal score, a first move
 * that misses it, a later one that does, and hints.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discDifference, makeSquare, type Position, type Square } from '../../core/index.js';
import type { WorkerEngine } from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node.js';
import {
  dayBefore,
  localDay,
  type Puzzle,
  PuzzleGame,
  type PuzzleState,
  parsePuzzles,
  positionId,
  puzzleOfTheDay,
} from './puzzles.js';
import { createSolver, type Solver } from './solver.js';

const FILE = readFileSync(new URL('../../../data/puzzles/puzzles.obf', import.meta.url), 'utf8');
const read = () => {
  const levels = parsePuzzles(FILE);
  if (!levels.ok) throw new Error(levels.error.message);
  return levels.value;
};

let engine: WorkerEngine;
let solver: Solver;
beforeAll(() => {
  engine = createNodeEngine({ hashBits: 18, weights: false });
  solver = createSolver(() => Promise.resolve(engine));
});
afterAll(async () => {
  await engine?.close();
});

/** The exact final score for the side to move after `move` (tournament rule). */
const valueAfter = async (position: Position, move: Square): Promise<number> => {
  const next = position.play(move);
  if (!next.ok) throw new Error(next.error.message);
  const p = next.value.position;
  return p.isGameOver()
    ? discDifference(p.outcome()!, position.turn, 'tournament')
    : -(await engine.solve(p)).score;
};

/** Resolves once the game is waiting for the player or over. */
const settled = (game: PuzzleGame): Promise<PuzzleState> =>
  new Promise((resolve) => {
    const done = (s: PuzzleState) => s.status !== 'thinking';
    if (done(game.state)) return resolve(game.state);
    const off = game.subscribe((s) => {
      if (done(s)) {
        off();
        resolve(s);
      }
    });
  });

describe('the puzzle file', () => {
  it('reads into five levels of 60, 60, 60, 80 and 80 puzzles with distinct ids, best move first', () => {
    const levels = read();
    expect(levels.map((l) => [l.level, l.minEmpties, l.maxEmpties, l.puzzles.length])).toEqual([
      [1, 4, 6, 60],
      [2, 7, 9, 60],
      [3, 10, 12, 60],
      [4, 13, 16, 80],
      [5, 17, 20, 80],
    ]);
    const all = levels.flatMap((l) => l.puzzles);
    expect(new Set(all.map((p) => p.id)).size).toBe(340);
    expect(all.every((p) => /^[0-9a-f]{8}$/.test(p.id))).toBe(true);
    expect(levels[0].puzzles[0]).toMatchObject({ level: 1, number: 1 });
    expect(makeSquare(levels[0].puzzles[0].solutions[0].move as Square)).toBe('h1');
  });

  it('refuses a puzzle outside a level, without scores, or with the wrong number of empties, naming the line', () => {
    const line = FILE.split('\n').find((l) => l.startsWith('OOOOOOO-XXXXXOO-'))!;
    expect(parsePuzzles(line)).toMatchObject({ ok: false, error: { line: 1 } });
    expect(parsePuzzles(`% level 1: 4-6 empties\n${line.split(';')[0]}`)).toMatchObject({
      ok: false,
      error: { line: 2 },
    });
    expect(parsePuzzles(`% level 9: 30-40 empties\n\n${line}`)).toMatchObject({
      ok: false,
      error: { line: 3 },
    });
    expect(parsePuzzles('% level 1: 4-6 empties\nnot a board')).toMatchObject({
      ok: false,
      error: { line: 2 },
    });
  });

  it('names positions by hash, the same for the same position', () => {
    const [a, b] = read()[0].puzzles;
    expect(positionId(a.position)).toBe(a.id);
    expect(positionId(b.position)).not.toBe(a.id);
  });
});

describe('the puzzle of the day', () => {
  it('is the same all day, another the next day, and visits every puzzle once in as many days', () => {
    const all = read().flatMap((l) => l.puzzles);
    expect(puzzleOfTheDay(all, '2025-03-09')).toBe(puzzleOfTheDay(all, '2025-03-09'));
    const seen = new Set<string>();
    let day = '2026-01-01';
    for (let i = 0; i < all.length; i++) {
      seen.add(puzzleOfTheDay(all, day).id);
      day = dayBefore(day);
    }
    expect(seen.size).toBe(all.length);
  });

  it('counts days in the player’s calendar', () => {
    expect(localDay(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31');
    expect(dayBefore('2025-03-01')).toBe('2025-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2025-01-01')).toBe('2024-12-31');
  });
});

describe('a puzzle played against the solver', () => {
  const puzzle = (): Puzzle => read()[0].puzzles[2];

  it('is solved by playing the best moves to the end, reaching the file’s score', async () => {
    const p = puzzle();
    const game = new PuzzleGame(solver, p);
    for (let guard = 0; guard < 10; guard++) {
      const s = await settled(game);
      if (s.status !== 'your-move') break;
      const best = await engine.solve(s.position);
      expect(game.play(best.move as Square)).toBe(true);
    }
    const end = await settled(game);
    expect(end.status).toBe('solved');
    expect(end.final).toBe(p.solutions[0].score);
    expect(discDifference(end.position.outcome()!, end.player, 'tournament')).toBe(end.final);
    expect(end.hinted).toBe(false);
  });

  it('ends at once on a first move the file scores below the optimum, saying what it left', async () => {
    const p = puzzle();
    const game = new PuzzleGame(solver, p);
    const worse = p.solutions[1];
    expect(game.play(worse.move as Square)).toBe(true);
    expect(game.state).toMatchObject({
      status: 'missed',
      slip: { move: worse.move, reachable: worse.score },
    });
    // Nothing plays once the attempt is over; a restart begins again.
    expect(game.play(p.solutions[0].move as Square)).toBe(false);
    game.restart();
    expect(game.state).toMatchObject({ status: 'your-move', moves: [], hinted: false });
  });

  it('refuses moves that are not the player’s, and gives hints from the file, then from the solver', async () => {
    const p = read()[1].puzzles[0];
    const game = new PuzzleGame(solver, p);
    expect(game.play(p.position.empties().diff(p.position.legalMoves()).first()!)).toBe(false);
    await game.hint();
    expect(game.state).toMatchObject({ hint: p.solutions[0].move, hinted: true });
    game.play(p.solutions[0].move as Square);
    const s = await settled(game);
    expect(s).toMatchObject({ status: 'your-move', hint: undefined });
    await game.hint();
    const best = await engine.solve(s.position);
    expect(await valueAfter(s.position, game.state.hint!)).toBe(best.score);
  });

  it('catches a later slip: the solver’s reply shows the optimum is gone', async () => {
    // Find a level-2 puzzle where, after the best first move and the reply, some move drops the score.
    for (const p of read()[1].puzzles.slice(0, 6)) {
      const game = new PuzzleGame(solver, p);
      game.play(p.solutions[0].move as Square);
      const s = await settled(game);
      if (s.status !== 'your-move') continue;
      const moves = s.position.legalMoves().toArray();
      const best = await engine.solve(s.position);
      for (const m of moves) {
        const next = s.position.play(m);
        if (!next.ok || next.value.position.isGameOver() || next.value.position.mustPass()) continue;
        const value = await valueAfter(s.position, m);
        if (value < best.score) {
          game.play(m);
          const end = await settled(game);
          expect(end).toMatchObject({ status: 'missed', slip: { move: m, reachable: value } });
          return;
        }
      }
    }
    throw new Error('no puzzle with a later slip among the first six of level 2');
  });

  it('says the solver failed, and asks again on retry', async () => {
    let fail = true;
    const flaky: Pick<Solver, 'solve' | 'stop'> = {
      solve: (position, onProgress) =>
        fail ? Promise.reject(new Error('worker died')) : solver.solve(position, onProgress),
      stop: () => {},
    };
    const p = puzzle();
    const game = new PuzzleGame(flaky, p);
    game.play(p.solutions[0].move as Square);
    expect((await settled(game)).status).toBe('engine-failed');
    fail = false;
    game.retry();
    expect(['your-move', 'solved']).toContain((await settled(game)).status);
  });
});
