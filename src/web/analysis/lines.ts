/**
 * The best lines of a position, as the analysis board lists them: the engine values every legal move
 * with its expected line (`Analyst.analyze`, the engine's multi-PV: each move searched from the same
 * root, so their values compare), and the best few of those are the position's best lines. And the
 * arrows the board draws for the best of them: the best move and the opponent's reply.
 */
import { PASS, type Square } from '../../core/index.js';
import type { MoveValue, PositionValues } from '../engines/analyst.js';
import type { BoardArrow } from '../ui/arrows.js';

/** How many lines the analysis board lists. */
export const TOP_LINES = 3;

/** The `n` best moves of a position with their values and lines, best first (equal values in the
 * engine's order); fewer when the position has fewer legal moves. */
export const topLines = (values: PositionValues | undefined, n = TOP_LINES): MoveValue[] =>
  [...(values?.scores ?? [])]
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.score - a.s.score || a.i - b.i)
    .slice(0, n)
    .map(({ s }) => s);

/** The arrows for a best line: from the best move to the reply (just the best move when the reply is a
 * pass or the line ends there). */
export const arrowsOf = (best: MoveValue | undefined): BoardArrow[] => {
  if (!best) return [];
  const reply = best.pv[1];
  return [{ from: best.move, to: reply === undefined || reply === PASS ? undefined : (reply as Square) }];
};
