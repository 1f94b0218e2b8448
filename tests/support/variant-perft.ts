/**
 * Perft counts of the variants, shared by the library's test (src/core/perft.test.ts) and the plain
 * rules' test (tests/unit/plain-perft.test.ts). Counting convention of data/perft.txt: a pass is
 * a ply; a game over before the requested depth is one leaf.
 */
import type { BoardSize, Rules } from '../../src/core/index.js';

/**
 * Perft of every variant and board size. No published table exists for these, so each number was
 * computed twice by independent code: `perft` over the bitboard `Position`, and `plainPerft` over the
 * cell-array rules of tests/support/plain-rules.ts (walking square by square); the two agreed at every
 * depth listed. The engine's WebAssembly kernel (`wedge perft <depth> --variant <v>`) gives the same
 * numbers, a third witness. Anti-Reversi changes only who wins, so its tree is the standard one
 * (asserted in both tests). Reversi: the four placement plies give 4, 12, 24, 24 (4*3*2*1 orderings, no flips,
 * no choice at the last). The flip variants place three discs (4, 12, 24), then White's fourth disc
 * has its two captures (one for each black disc, 48), and in reversi-may-flip the last centre square
 * too (72). `ci` is how deep the library test runs each one (about a second or two);
 * WEDGE_DEEP_PERFT=1 runs all.
 */
export const VARIANT_PERFT: readonly {
  rules: Rules;
  size: BoardSize;
  ci: number;
  leaves: readonly number[];
}[] = [
  {
    rules: 'standard',
    size: 4,
    ci: 11,
    // From depth 15 on the count stays 60060: every line of play has ended (STANDARD_4X4_TREE).
    leaves: [4, 12, 44, 128, 424, 1256, 3624, 9116, 20044, 36540, 50704, 57436, 59564, 59980, 60060],
  },
  {
    rules: 'reversi',
    size: 4,
    ci: 11,
    leaves: [4, 12, 24, 24, 96, 288, 1152, 3232, 11072, 31008, 92544, 220000, 513984],
  },
  {
    rules: 'reversi-may-flip',
    size: 4,
    ci: 10,
    // From depth 19 on the count stays 1556960: every line has ended (FLIP_4X4_TREES).
    leaves: [
      4, 12, 24, 72, 192, 480, 1520, 3920, 12336, 32816, 94864, 222576, 516608, 896224, 1321408, 1467552,
      1542944, 1555296, 1556960,
    ],
  },
  {
    rules: 'reversi-must-flip',
    size: 4,
    ci: 13,
    // From depth 13 on the count stays 2624: every line has ended.
    leaves: [4, 12, 24, 48, 96, 192, 368, 688, 1264, 1808, 2320, 2576, 2624],
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
  {
    rules: 'reversi-may-flip',
    size: 6,
    ci: 8,
    leaves: [4, 12, 24, 72, 208, 624, 2608, 10224, 51360, 258048, 1502000, 9062192],
  },
  {
    rules: 'reversi-must-flip',
    size: 6,
    ci: 9,
    leaves: [4, 12, 24, 48, 112, 304, 1072, 3600, 14304, 52896, 230320, 903856, 4089616],
  },
  {
    rules: 'reversi-may-flip',
    size: 8,
    ci: 8,
    leaves: [4, 12, 24, 72, 208, 624, 2608, 10560, 54816, 292064, 1828704, 12030704],
  },
  {
    rules: 'reversi-must-flip',
    size: 8,
    ci: 9,
    leaves: [4, 12, 24, 48, 112, 304, 1072, 3936, 16608, 71328, 351264, 1708784, 9402048],
  },
];

/** The whole standard 4x4 game tree: every line played to its end, by result (both implementations). */
export const STANDARD_4X4_TREE = { leaves: 60060, black: 24632, white: 30116, draws: 5312 } as const;

/** The whole 4x4 game trees of the flip variants, by result (both implementations, to the end). */
export const FLIP_4X4_TREES = {
  'reversi-may-flip': { leaves: 1556960, black: 783648, white: 633296, draws: 140016 },
  'reversi-must-flip': { leaves: 2624, black: 1120, white: 1456, draws: 48 },
} as const;

/** The pinned count of a variant at a depth; Anti-Reversi shares the standard tree. */
export const variantLeaves = (rules: Rules, size: BoardSize, depth: number): number | undefined =>
  VARIANT_PERFT.find((v) => v.size === size && v.rules === (rules === 'anti' ? 'standard' : rules))?.leaves[
    depth - 1
  ];
