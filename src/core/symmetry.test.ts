import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomGameArb } from '../../tests/support/random-games.js';
import { boardMask } from './bitboard.js';
import { makeMoveList, parseMoveList } from './formats/moveList.js';
import { gameFromMoves, movesOf, replay } from './game.js';
import { Position } from './position.js';
import {
  inverseSymmetry,
  SYMMETRIES,
  type Symmetry,
  transformBitboard,
  transformGame,
  transformMoves,
  transformPosition,
  transformSquare,
} from './symmetry.js';
import { BOARD_SIZES, type Square, square, unwrap } from './types.js';

const squaresOfSize = (size: number): Square[] => boardMask(size).toArray();

/** The symmetry that acts like `t` after `s` on every square of an n x n board. */
const compose = (s: Symmetry, t: Symmetry, size: number): Symmetry | undefined =>
  SYMMETRIES.find((u) =>
    squaresOfSize(size).every(
      (x) => transformSquare(u, x, size) === transformSquare(t, transformSquare(s, x, size), size),
    ),
  );

describe('the eight symmetries as a group', () => {
  it.each(BOARD_SIZES)('on %ix%i each maps the board onto itself, one to one', (size) => {
    const board = boardMask(size);
    for (const s of SYMMETRIES) {
      const image = squaresOfSize(size).map((x) => transformSquare(s, x, size));
      expect(image.every((x) => board.has(x))).toBe(true);
      expect(new Set(image).size).toBe(size * size);
    }
    // All eight are different maps.
    const signatures = SYMMETRIES.map((s) =>
      squaresOfSize(size)
        .map((x) => transformSquare(s, x, size))
        .join(),
    );
    expect(new Set(signatures).size).toBe(8);
  });

  it.each(BOARD_SIZES)('on %ix%i the inverse undoes each one', (size) => {
    for (const s of SYMMETRIES) {
      for (const x of squaresOfSize(size)) {
        expect(transformSquare(inverseSymmetry(s), transformSquare(s, x, size), size)).toBe(x);
      }
    }
  });

  it.each(BOARD_SIZES)('on %ix%i composing two gives one of the eight', (size) => {
    for (const s of SYMMETRIES) for (const t of SYMMETRIES) expect(compose(s, t, size)).toBeDefined();
    expect(compose('rotate90', 'rotate90', size)).toBe('rotate180');
    expect(compose('mirrorColumns', 'mirrorRows', size)).toBe('rotate180');
    expect(compose('mainDiagonal', 'antiDiagonal', size)).toBe('rotate180');
  });

  it('rotate90 turns the board clockwise: a1 goes to h1', () => {
    expect(transformSquare('rotate90', square('a1'))).toBe(square('h1'));
    expect(transformSquare('mainDiagonal', square('b1'))).toBe(square('a2'));
    expect(transformSquare('rotate90', square('a1'), 4)).toBe(square('d1'));
  });
});

describe('the start position under the symmetries', () => {
  // The start pattern (White on the main diagonal of the centre) is fixed by the identity, the half
  // turn and both diagonal reflections; the quarter turns and the edge mirrors swap its colours.
  const FIXING: readonly Symmetry[] = ['identity', 'rotate180', 'mainDiagonal', 'antiDiagonal'];

  it.each(BOARD_SIZES)(
    'on %ix%i each symmetry maps the start to itself, or to it with colours swapped',
    (size) => {
      const start = Position.initial({ rules: 'standard', size });
      const occupied = start.occupied();
      for (const s of SYMMETRIES) {
        const image = transformPosition(s, start);
        expect(transformBitboard(s, occupied, size).equals(occupied)).toBe(true);
        // Fixed by the identity, the half turn and the diagonals; colour-swapped by the other four.
        const swapped =
          image.board.black.equals(start.board.white) && image.board.white.equals(start.board.black);
        expect([image.equals(start), swapped], s).toEqual([FIXING.includes(s), !FIXING.includes(s)]);
      }
    },
  );

  it('f5, e6, d3 and c4 are images of each other, and so are the positions they lead to', () => {
    const start = Position.initial();
    const f5 = square('f5');
    const images = FIXING.map((s) => transformSquare(s, f5));
    expect(images.sort((a, b) => a - b)).toEqual((['d3', 'c4', 'f5', 'e6'] as const).map(square));
    const afterF5 = unwrap(start.play(f5)).position;
    for (const s of FIXING) {
      const after = unwrap(start.play(transformSquare(s, f5))).position;
      expect(after.equals(transformPosition(s, afterF5))).toBe(true);
    }
  });
});

describe('a game seen through any symmetry', () => {
  it('stays legal move for move, position for position, with the same final score', () => {
    fc.assert(
      fc.property(randomGameArb, fc.constantFrom(...SYMMETRIES), ({ variant, positions, moves }, s) => {
        const size = variant.size;
        let position = transformPosition(s, positions[0]);
        for (const [i, move] of transformMoves(s, moves, size).entries()) {
          const expected = transformPosition(s, positions[i]);
          expect(position.equals(expected)).toBe(true);
          expect(position.legalMoves().equals(transformBitboard(s, positions[i].legalMoves(), size))).toBe(
            true,
          );
          const next = position.play(move);
          if (!next.ok) throw new Error(`move ${i + 1} refused after ${s}: ${next.error.message}`);
          position = next.value.position;
        }
        const last = positions[positions.length - 1];
        expect(position.equals(transformPosition(s, last))).toBe(true);
        expect(position.outcome()).toEqual(last.outcome());
      }),
      { numRuns: 60, seed: 8 },
    );
  });
});

describe("records written from White's side", () => {
  // The example game of docs/cli.md (analyze) as Black's side writes it, and as White's side does:
  // every square turned a half turn by hand (f5 is c4 from across the board, d6 is e3, ...).
  const FROM_BLACK = 'f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1';
  const FROM_WHITE = 'c4e3f6e6f5c5f4g6f7d3f3g5g4e7d6h3f8g8';

  it("a game written from White's side reads to the same final position as from Black's", () => {
    const black = unwrap(parseMoveList(FROM_BLACK));
    // The start is fixed by the half turn, so White's writing is itself a legal game...
    const written = unwrap(parseMoveList(FROM_WHITE));
    expect(unwrap(replay(written)).equals(unwrap(replay(black)))).toBe(false);
    // ...that the half turn reads as the game.
    const read = transformGame('rotate180', written);
    expect(movesOf(read)).toEqual(movesOf(black));
    expect(unwrap(replay(read)).equals(unwrap(replay(black)))).toBe(true);
  });

  it('in every variant, a game written from either side reads back to the same game', () => {
    fc.assert(
      fc.property(randomGameArb, ({ positions, moves }) => {
        const game = unwrap(gameFromMoves(positions[0], moves, { black: 'Ann', white: 'Bo' }));
        const text = makeMoveList(transformGame('rotate180', game), { passes: true });
        const read = transformGame('rotate180', unwrap(parseMoveList(text, positions[0])));
        expect(read.moves).toEqual(game.moves);
        expect(unwrap(replay(read)).equals(positions[positions.length - 1])).toBe(true);
        expect(transformGame('rotate180', transformGame('rotate180', game))).toEqual(game);
      }),
      { numRuns: 60, seed: 16 },
    );
  });
});
