/**
 * Conversions between the library's `Position` and the plain rules' `PlainState`, and random valid
 * setups for the rule tests (random games are random-games.ts's).
 */
import fc from 'fast-check';
import { Bitboard, Position, type Square, squareAt, type Variant } from '../../src/core/index.js';
import { type Cell, type PlainState, plainIndex } from './plain-rules.js';
import { variantArb } from './random-games.js';

/** The plain state holding the same discs, side to move and rules as a position. */
export const plainOf = (position: Position): PlainState => {
  const { size, rules } = position.variant;
  const cells: Cell[][] = [];
  for (let r = 0; r < size; r++) {
    const line: Cell[] = [];
    for (let c = 0; c < size; c++) {
      const s = squareAt(r, c);
      line.push(position.board.black.has(s) ? 'black' : position.board.white.has(s) ? 'white' : null);
    }
    cells.push(line);
  }
  return { size, rules, cells, turn: position.turn };
};

/** The plain state of any two disc sets (not only positions play can reach): `player` to move,
 * playing Black. For checking an engine's boards, which are (player, opponent). */
export const plainOfSides = (player: Bitboard, opponent: Bitboard, variant: Variant): PlainState => {
  const { size, rules } = variant;
  const cells: Cell[][] = [];
  for (let r = 0; r < size; r++) {
    const line: Cell[] = [];
    for (let c = 0; c < size; c++) {
      const s = squareAt(r, c);
      line.push(player.has(s) ? 'black' : opponent.has(s) ? 'white' : null);
    }
    cells.push(line);
  }
  return { size, rules, cells, turn: 'black' };
};

/** The discs of a plain state as library bitboards (built square by square from grid indices). */
export const boardOfPlain = (state: PlainState): { black: Bitboard; white: Bitboard } => {
  const black: Square[] = [];
  const white: Square[] = [];
  state.cells.forEach((line, r) => {
    line.forEach((cell, c) => {
      if (cell === 'black') black.push(plainIndex(r, c) as Square);
      if (cell === 'white') white.push(plainIndex(r, c) as Square);
    });
  });
  return { black: Bitboard.fromSquares(black), white: Bitboard.fromSquares(white) };
};

/**
 * A valid setup with discs placed at random (not reached by play): every square of the board empty,
 * black or white at random weights, the centre filled (except in historical Reversi, where anything
 * goes, and in the flip variants, where one centre square may stay empty), a random side to move.
 * Many of these are over or need a pass, which play seldom reaches.
 */
export const randomSetupArb: fc.Arbitrary<Position> = fc
  .tuple(
    variantArb,
    fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 64, maxLength: 64 }),
    fc.integer({ min: 0, max: 99 }),
    fc.boolean(),
  )
  .map(([variant, rolls, emptyPercent, blackToMove]) => {
    const black: Square[] = [];
    const white: Square[] = [];
    const n = variant.size;
    const h = n / 2;
    // In the flip variants one centre square, picked by the empty share, may stay empty.
    const spare = variant.rules.endsWith('-flip')
      ? squareAt(h - 1 + (emptyPercent & 1), h - 1 + ((emptyPercent >> 1) & 1))
      : undefined;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const s = squareAt(r, c);
        const roll = rolls[s];
        const isCentre = (r === h - 1 || r === h) && (c === h - 1 || c === h);
        const mustFill = isCentre && variant.rules !== 'reversi' && s !== spare;
        if (!mustFill && roll < emptyPercent) continue;
        (roll % 2 === 0 ? black : white).push(s);
      }
    }
    const result = Position.fromSetup({
      board: { black: Bitboard.fromSquares(black), white: Bitboard.fromSquares(white) },
      turn: blackToMove ? 'black' : 'white',
      variant,
    });
    if (!result.ok) throw new Error(`generated setup refused: ${result.error.message}`);
    return result.value;
  });
