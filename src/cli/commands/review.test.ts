import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../../tests/support/fake-engine.js';
import { parseGgf } from '../../core/formats/index.js';
import { unwrap } from '../../core/index.js';
import { formatReview, reviewGame } from './analyze.js';

/** Scores each legal move in square order 0, -4, -10, -20...: the first legal square is best. */
const LADDER = [0, -4, -10, -20, -30, -40, -50, -60];
const ladderEngine = () =>
  fakeEngine({ scoreOf: (i) => ({ score: LADDER[Math.min(i, 7)] + 0.25, exact: i % 2 === 0, depth: 3 }) });

describe('reviewGame', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('measures each move against the best, marks mistakes and blunders, and skips passes', async () => {
    // Black must pass at the start (white a1 against the wall, the centre all black); White has c1.
    const ggf =
      '(;GM[Othello]TY[8]BO[8 OX------ -------- -------- ---XX--- ---XX--- -------- -------- -------- *]B[PA]W[C1];)';
    const game = unwrap(parseGgf(ggf))[0];
    expect(game.start.mustPass()).toBe(true);
    const review = await reviewGame(ladderEngine(), game, { depth: 2, exactEmpties: 0 });
    // Numbered as on a transcript: the pass places no disc and has no number, c1 is move 1.
    expect(review.moves[0]).toEqual({ color: 'black', move: 'PA', exact: true });
    expect(review.moves[1]).toMatchObject({ number: 1, color: 'white', move: 'c1', lost: 0, before: 0.25 });
    expect(formatReview(review).split('\n').slice(2, 4)).toEqual([
      '    -  Black  PA    (pass)',
      expect.stringMatching(/^ {4}1 {2}White {2}c1 /),
    ]);
    expect(review.moves[1].mark).toBeUndefined();
  });

  it('marks a 4-disc loss a mistake and a 10-disc loss a blunder, with per-side totals', async () => {
    const ggf = (moves: string) =>
      `(;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]${moves};)`;
    // From the start the legal squares in order are d3, c4, f5, e6: c4 loses 4, f5 10.
    const game = unwrap(parseGgf(ggf('B[C4]')))[0];
    const mistake = await reviewGame(ladderEngine(), game, { depth: 2, exactEmpties: 0 });
    expect(mistake.moves[0]).toMatchObject({ move: 'c4', lost: 4, mark: 'mistake', best: { move: 'd3' } });
    const blunder = await reviewGame(ladderEngine(), unwrap(parseGgf(ggf('B[F5]')))[0], {
      depth: 2,
      exactEmpties: 0,
    });
    expect(blunder.moves[0]).toMatchObject({ move: 'f5', lost: 10, mark: 'blunder', exact: true });
    expect(blunder.summary.black).toEqual({ lost: 10, inaccuracies: 0, mistakes: 0, blunders: 1 });
    const table = formatReview(blunder);
    expect(table).toMatch(/ {4}1 {2}Black {2}f5 .*10 {2}exact \?\? blunder/);
    expect(table).toContain('Black: 10.0 discs lost, 0 inaccuracies (>= 2), 0 mistakes (>= 4), 1 blunder (>= 10)');
  });

  it('asks the engine once per position, with the depth or the time and the exact range', async () => {
    const ggf =
      '(;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[C4];)';
    const engine = ladderEngine();
    await reviewGame(engine, unwrap(parseGgf(ggf))[0], { timeMs: 1000, exactEmpties: 12 });
    await reviewGame(engine, unwrap(parseGgf(ggf))[0], { exactEmpties: 16 });
    expect(engine.analyses).toEqual([
      { timeMs: 1000, exactEmpties: 12 },
      { depth: 8, exactEmpties: 16 },
    ]);
  });
});
