/**
 * Random legal games for property tests, built with the rules library: each number of `choices`
 * picks one of the legal moves (passes included) until the game ends or the choices run out.
 */
import fc from 'fast-check';
import type { GameMove, GameRecord } from '../../src/core/game.js';
import { Position } from '../../src/core/position.js';
import { PASS, STANDARD, type Variant } from '../../src/core/types.js';

/** The game that `choices` picks from `start`; it never ends on a pass, which no record would write. */
export const randomGame = (choices: readonly number[], start: Position = Position.initial()): GameRecord => {
  const moves: GameMove[] = [];
  let position = start;
  for (const choice of choices) {
    const legal = position.legalMoveList();
    if (legal.length === 0) break;
    const move = legal[choice % legal.length];
    const next = position.play(move);
    if (!next.ok) throw new Error(`library refused its own legal move: ${next.error.message}`);
    moves.push({ move, color: position.turn });
    position = next.value.position;
  }
  while (moves.length > 0 && moves[moves.length - 1].move === PASS) moves.pop();
  return { start, moves };
};

/** Games of the variant, from a few moves long to finished (70 choices cover any 8x8 game). */
export const arbitraryGame = (variant: Variant = STANDARD): fc.Arbitrary<GameRecord> =>
  fc
    .array(fc.nat({ max: 1000 }), { minLength: 0, maxLength: 70 })
    .map((choices) => randomGame(choices, Position.initial(variant)));

/** Finished or long games are the interesting ones for transcripts and WTHOR: mostly full length. */
export const arbitraryLongGame = (variant: Variant = STANDARD): fc.Arbitrary<GameRecord> =>
  fc
    .array(fc.nat({ max: 1000 }), { minLength: 50, maxLength: 70 })
    .map((choices) => randomGame(choices, Position.initial(variant)));

/** Every variant Wedge plays. */
export const arbitraryVariant: fc.Arbitrary<Variant> = fc.constantFrom<Variant>(
  { rules: 'standard', size: 8 },
  { rules: 'anti', size: 8 },
  { rules: 'reversi', size: 8 },
  { rules: 'reversi-may-flip', size: 8 },
  { rules: 'reversi-must-flip', size: 6 },
  { rules: 'standard', size: 6 },
  { rules: 'standard', size: 4 },
  { rules: 'anti', size: 6 },
);
