import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plainOf } from '../../tests/support/bridge.js';
import { plainFullTree, plainInitial, plainPerft } from '../../tests/support/plain-rules.js';
import { Bitboard } from './bitboard.js';
import { perft } from './perft.js';
import { Position } from './position.js';
import { type Color, type Rules, square, unwrap, type Variant } from './types.js';

// Counting convention (shared/data/perft.txt): a pass is a ply; a game over before the requested depth
// is one leaf.

/** Standard 8x8 from the start position: ../shared/data/perft.txt, itself reproduced by an
 * independent C perft and two other engines (depths 1-11) and OEIS A124004. */
const START_PERFT: readonly [number, number][] = [
  [1, 4],
  [2, 12],
  [3, 56],
  [4, 244],
  [5, 1396],
  [6, 8200],
  [7, 55092],
  [8, 390216],
  [9, 3005288],
];

describe('perft from the standard start position', () => {
  it.each(START_PERFT)('depth %i has %i leaves', (depth, leaves) => {
    expect(perft(Position.initial(), depth)).toBe(leaves);
  });

  it('pins the same numbers as ../shared/data/perft.txt', () => {
    const file = new URL('../../../shared/data/perft.txt', import.meta.url);
    // The shared folder lives beside the project on every developer machine and CI run; a bare
    // checkout without it still runs the pinned table above.
    if (!existsSync(file)) return;
    const table = new Map(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^\d+ \d+$/.test(line))
        .map((line) => line.split(' ').map(Number) as [number, number]),
    );
    for (const [depth, leaves] of START_PERFT) expect(table.get(depth)).toBe(leaves);
  });
});

/**
 * Perft of every variant and board size. No published table exists for these, so each number was
 * computed twice by independent code: `perft` over the bitboard `Position`, and `plainPerft` over the
 * cell-array rules of tests/support/plain-rules.ts (walking square by square); the two agreed at every
 * depth listed. The engine's WebAssembly kernel (`wedge perft <depth> --variant <v>`) gives the same
 * numbers, a third witness. Anti-Reversi changes only who wins, so its tree is the standard one
 * (asserted below). Reversi: the four placement plies give 4, 12, 24, 24 (4*3*2*1 orderings, no flips,
 * no choice at the last). `ci` is how deep the suite runs each one (about a second or two);
 * WEDGE_DEEP_PERFT=1 runs all.
 */
const VARIANT_PERFT: readonly { rules: Rules; size: 4 | 6 | 8; ci: number; leaves: readonly number[] }[] = [
  {
    rules: 'standard',
    size: 4,
    ci: 12,
    // From depth 15 on the count stays 60060: every line of play has ended (the full tree below).
    leaves: [4, 12, 44, 128, 424, 1256, 3624, 9116, 20044, 36540, 50704, 57436, 59564, 59980, 60060],
  },
  {
    rules: 'reversi',
    size: 4,
    ci: 11,
    leaves: [4, 12, 24, 24, 96, 288, 1152, 3232, 11072, 31008, 92544, 220000, 513984],
  },
  {
    rules: 'standard',
    size: 6,
    ci: 8,
    leaves: [4, 12, 56, 244, 1364, 7604, 47740, 308716, 2114912, 14976792],
  },
  {
    rules: 'reversi',
    size: 6,
    ci: 10,
    leaves: [4, 12, 24, 24, 96, 320, 1536, 6624, 37056, 205152, 1271680],
  },
  {
    rules: 'reversi',
    size: 8,
    ci: 9,
    leaves: [4, 12, 24, 24, 96, 320, 1536, 6624, 38208, 220736, 1477440],
  },
];

const deep = process.env.WEDGE_DEEP_PERFT === '1';
const rows = VARIANT_PERFT.flatMap(({ rules, size, ci, leaves }) =>
  leaves.map((n, i) => ({ rules, size, depth: i + 1, leaves: n })).filter(({ depth }) => deep || depth <= ci),
);

describe('perft of every variant and board size', () => {
  it.each(rows)('$rules size $size depth $depth has $leaves leaves', ({ rules, size, depth, leaves }) => {
    expect(perft(Position.initial({ rules, size }), depth)).toBe(leaves);
  });

  it.each([
    { size: 4, depth: 12, leaves: VARIANT_PERFT[0].leaves[11] },
    { size: 6, depth: 8, leaves: VARIANT_PERFT[2].leaves[7] },
    { size: 8, depth: 8, leaves: START_PERFT[7][1] },
  ] as const)(
    'Anti-Reversi size $size has the standard tree: depth $depth has $leaves leaves',
    ({ size, depth, leaves }) => {
      expect(perft(Position.initial({ rules: 'anti', size }), depth)).toBe(leaves);
    },
  );

  // The plain rules recount part of the table here so the cross-check stays live, not only a note.
  it.each([
    { rules: 'standard', size: 4, depth: 11 },
    { rules: 'reversi', size: 4, depth: 10 },
    { rules: 'standard', size: 6, depth: 7 },
    { rules: 'reversi', size: 6, depth: 9 },
    { rules: 'standard', size: 8, depth: 6 },
    { rules: 'anti', size: 8, depth: 6 },
    { rules: 'reversi', size: 8, depth: 8 },
  ] as const)('the plain rules agree: $rules size $size depth $depth', ({ rules, size, depth }) => {
    const expected =
      size === 8 && rules !== 'reversi'
        ? START_PERFT[depth - 1][1]
        : VARIANT_PERFT.find((v) => v.size === size && v.rules === rules)!.leaves[depth - 1];
    expect(plainPerft(plainInitial(rules, size), depth)).toBe(expected);
  });
});

/** Every game of a variant played to its end, counted by result, using only the library. */
const fullTree = (variant: Variant): { leaves: number; black: number; white: number; draws: number } => {
  const tally = { leaves: 0, black: 0, white: 0, draws: 0 };
  const walk = (position: Position): void => {
    const outcome = position.outcome();
    if (outcome) {
      tally.leaves++;
      const winner: Color | undefined = outcome.winner;
      if (winner === undefined) tally.draws++;
      else tally[winner]++;
      return;
    }
    for (const move of position.legalMoveList()) {
      const next = position.play(move);
      if (!next.ok) throw new Error(`generated move ${String(move)} refused: ${next.error.message}`);
      walk(next.value.position);
    }
  };
  walk(Position.initial(variant));
  return tally;
};

describe('the whole 4x4 game tree', () => {
  // 60060 games; Black wins 24632, White 30116, 5312 draws. Both implementations walk it to the end.
  const STANDARD_4X4 = { leaves: 60060, black: 24632, white: 30116, draws: 5312 };

  it('the library counts 60060 games and their results', () => {
    expect(fullTree({ rules: 'standard', size: 4 })).toEqual(STANDARD_4X4);
    expect(perft(Position.initial({ rules: 'standard', size: 4 }), 30)).toBe(60060);
  });

  it('the plain rules count the same, and in Anti-Reversi the wins change sides', () => {
    expect(plainFullTree(plainInitial('standard', 4))).toEqual(STANDARD_4X4);
    expect(plainFullTree(plainInitial('anti', 4))).toEqual({
      ...STANDARD_4X4,
      black: STANDARD_4X4.white,
      white: STANDARD_4X4.black,
    });
  });
});

describe('the counting convention at passes and game ends', () => {
  // Black's only disc b1 sits behind a white row to the edge: Black must pass, White's only move a1
  // takes Black's last disc and ends the game with 52 empty squares.
  const stuck = unwrap(
    Position.fromSetup({
      board: {
        black: Bitboard.fromSquares([square('b1')]),
        white: Bitboard.fromSquares(
          (['c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'd4', 'e4', 'd5', 'e5'] as const).map(square),
        ),
      },
      turn: 'black',
    }),
  );

  it('a pass is one ply and a finished game is one leaf at any depth', () => {
    expect(perft(stuck, 0)).toBe(1);
    expect(perft(stuck, 1)).toBe(1); // the pass
    expect(perft(stuck, 2)).toBe(1); // the pass, then a1
    expect(perft(stuck, 3)).toBe(1); // the game is over after a1: still one leaf
    expect(perft(stuck, 10)).toBe(1);
    expect(plainPerft(plainOf(stuck), 10)).toBe(1);
  });
});
