import { describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';
import { makeMoveList, parseMoveList } from '../../core/formats/index.js';
import { type Position, parseMove, positionsOf, transformGame, unwrap } from '../../core/index.js';
import { markOf } from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node-entry.js';
import type { GameReview } from './analyze.js';

/**
 * A complete game (Black wins 39-25) made by the engine playing itself, with one planted blunder:
 * White's b7 at ply 48 (13 empties), which loses 12 discs against a5 by the solver (-2 -> -14).
 */
const GAME =
  'd3c3c4e3f4c5e6f3f2g3e2f5f6g4g5h5d6g2d2g7h1c2h2e1h4f7b6c6c1h3h6d1f1g6b5b4h7a4h8g8e7d7f8e8c8d8a6b7c7g1a8b8a7a5a3b3b2a2b1a1';
const BLUNDER_PLY = 48;

describe('wedge analyze', () => {
  it('the planted move really loses 12 discs: the solver says so', async () => {
    const game = unwrap(parseMoveList(GAME));
    const positions: Position[] = unwrap(positionsOf(game));
    const before = positions[BLUNDER_PLY - 1];
    const after = positions[BLUNDER_PLY];
    expect(game.moves[BLUNDER_PLY - 1].move).toBe(parseMove('b7'));
    const engine = createNodeEngine();
    try {
      const best = await engine.solve(before);
      const played = await engine.solve(after);
      expect(best.exact && played.exact).toBe(true);
      // The played move's value is minus the opponent's value after it (no pass follows b7).
      expect(after.turn).not.toBe(before.turn);
      expect(best.score - -played.score).toBe(12);
    } finally {
      await engine.close();
    }
  }, 30_000);

  it('finds the planted blunder, exactly, and reports every move as JSON', async () => {
    const { code, stdout, stderr } = await runCli([
      'analyze',
      GAME,
      '--depth',
      '2',
      '--exact',
      '14',
      '--json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const review = JSON.parse(stdout) as GameReview;
    expect(review.moves).toHaveLength(60);
    expect(review.result).toBe('39-25');
    const blunder = review.moves[BLUNDER_PLY - 1];
    expect(blunder).toMatchObject({
      number: 48,
      color: 'white',
      move: 'b7',
      exact: true,
      mark: 'blunder',
      lost: 12,
    });
    expect(blunder.best?.score).toBe(-2);
    expect(blunder.played).toBe(-14);
    // Every move from 14 empties on is solved; the self-play moves there were solved too, so all but
    // the planted one are perfect.
    const solved = review.moves.slice(46);
    expect(solved.every((m) => m.exact)).toBe(true);
    expect(solved.filter((m) => m.lost !== 0).map((m) => m.number)).toEqual([BLUNDER_PLY]);
    expect(review.summary.white.blunders).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('"f5f6d3g5h5h4g7h6c5" (Black passes before c5): the pass has no number and c5 is move 9', async () => {
    const { code, stdout } = await runCli(['analyze', 'f5f6d3g5h5h4g7h6c5', '--depth', '1', '--json']);
    expect(code).toBe(0);
    const review = JSON.parse(stdout) as GameReview;
    expect(review.moves.map((m) => [m.number, m.move])).toEqual([
      [1, 'f5'],
      [2, 'f6'],
      [3, 'd3'],
      [4, 'g5'],
      [5, 'h5'],
      [6, 'h4'],
      [7, 'g7'],
      [8, 'h6'],
      [undefined, 'PA'],
      [9, 'c5'],
    ]);
  }, 30_000);
  it("reads a game written from White's side and names the squares the usual way", async () => {
    const fromWhite = makeMoveList(transformGame('rotate180', unwrap(parseMoveList(GAME))));
    const { code, stdout } = await runCli([
      'analyze',
      fromWhite,
      '--from-white',
      '--depth',
      '1',
      '--exact',
      '14',
      '--json',
    ]);
    expect(code).toBe(0);
    const review = JSON.parse(stdout) as GameReview;
    expect(review.result).toBe('39-25');
    expect(review.moves[BLUNDER_PLY - 1]).toMatchObject({ move: 'b7', lost: 12, mark: 'blunder' });
  }, 60_000);

  it('prints a table with the marks, and refuses two games with exit code 2 and one line', async () => {
    const table = await runCli(['analyze', GAME, '--depth', '1', '--exact', '14']);
    expect(table.code).toBe(0);
    const line = table.stdout.split('\n').find((l) => /^\s+48\s/.test(l));
    expect(line).toMatch(/48 {2}White {2}b7 .* 12 {2}exact \?\? blunder$/);
    // The three marks and their thresholds come from wedge/engine's one home (marks.ts).
    expect(table.stdout).toMatch(
      /^White: [\d.]+ discs lost, \d+ inaccurac(y|ies) \(>= 2\), \d+ mistakes? \(>= 4\), \d+ blunders? \(>= 10\)$/m,
    );
    // Exact rows lose whole discs, as printed: each row's mark is the one its loss earns.
    const exactRows = table.stdout.split('\n').filter((l) => /^\s+\d+ .* exact/.test(l));
    expect(exactRows.length).toBeGreaterThan(5);
    for (const row of exactRows) {
      const lost = Number(row.trim().split(/ {2,}/)[6]);
      expect(/ (inaccuracy|mistake|blunder)$/.exec(row)?.[1], row).toBe(markOf(lost));
    }
    const two = await runCli(['analyze', GAME, '--ggf', 'x.ggf']);
    expect(two.code).toBe(2);
    expect(two.stderr).toBe('wedge analyze: give one game, not a move list and --ggf\n');
  }, 60_000);
});
