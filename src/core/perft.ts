import { Position } from './position.js';
import { describeValue } from './types.js';

/**
 * Counts the leaves of the game tree to `depth` plies (the convention of data/perft.txt):
 * a pass is a ply, and a game that ends before `depth` counts as one leaf.
 * This is the readable library's perft; the engine kernel has a fast one.
 */
export const perft = (position: Position, depth: number): number => {
  // Checked once here: a negative or fractional depth would never reach 0.
  if (!(position instanceof Position))
    throw new TypeError(`perft: the position must be a Position, got ${describeValue(position)}`);
  if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 0)
    throw new RangeError(`perft: depth must be a whole number from 0 on, got ${describeValue(depth)}`);
  return count(position, depth);
};

const count = (position: Position, depth: number): number => {
  if (depth === 0) return 1;
  const moves = position.legalMoves();
  if (moves.isEmpty()) {
    const passed = position.pass();
    // No pass allowed with no move means neither side can move: a finished game is one leaf.
    return passed.ok ? count(passed.value, depth - 1) : 1;
  }
  // A pass or a move at the last ply is one leaf each: count them without playing them.
  if (depth === 1) return moves.size();
  let leaves = 0;
  for (const square of moves) {
    const next = position.play(square);
    if (!next.ok) throw new Error(`generated move is illegal: ${next.error.message}`);
    leaves += count(next.value.position, depth - 1);
  }
  return leaves;
};
