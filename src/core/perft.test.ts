import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plainOf } from '../../tests/support/bridge.js';
import { START_PERFT } from '../../tests/support/perft-table.js';
import { plainPerft } from '../../tests/support/plain-rules.js';
import {
  FLIP_4X4_TREES,
  STANDARD_4X4_TREE,
  VARIANT_PERFT,
  variantLeaves,
} from '../../tests/support/variant-perft.js';
import { Bitboard } from './bitboard.js';
import { perft } from './perft.js';
import { Position } from './position.js';
import { square, unwrap } from './types.js';

// Counting convention (data/perft.txt): a pass is a ply; a game over before the requested depth
// is one leaf. The variant table and how it was cross-checked: tests/support/variant-perft.ts.

describe('perft from the standard start position', () => {
  it.each(START_PERFT)('depth %i has %i leaves', (depth, leaves) => {
    expect(perft(Position.initial(), depth)).toBe(leaves);
  });

  it('pins the same numbers as data/perft.txt', () => {
    const file = new URL('../../data/perft.txt', import.meta.url);
    const table = new Map(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^\d+ \d+$/.test(line))
        .map((line) => line.split(' ').map(Number) as [number, number]),
    );
    for (const [depth, leaves] of START_PERFT) expect(table.get(depth)).toBe(leaves);
  });
});

const deep = process.env.WEDGE_DEEP_PERFT === '1';
const rows = VARIANT_PERFT.flatMap(({ rules, size, ci, leaves }) =>
  leaves.map((n, i) => ({ rules, size, depth: i + 1, leaves: n })).filter(({ depth }) => deep || depth <= ci),
);

describe('perft of every variant and board size', () => {
  it.each(rows)('$rules size $size depth $depth has $leaves leaves', ({ rules, size, depth, leaves }) => {
    expect(perft(Position.initial({ rules, size }), depth)).toBe(leaves);
  });

  it.each([
    { size: 4, depth: 11, leaves: variantLeaves('standard', 4, 11)! },
    { size: 6, depth: 8, leaves: variantLeaves('standard', 6, 8)! },
    { size: 8, depth: 7, leaves: START_PERFT[6][1] },
  ] as const)(
    'Anti-Reversi size $size has the standard tree: depth $depth has $leaves leaves',
    ({ size, depth, leaves }) => {
      expect(perft(Position.initial({ rules: 'anti', size }), depth)).toBe(leaves);
    },
  );
});

describe('the whole 4x4 game tree', () => {
  it('has 60060 games: perft stays there once every line has ended', () => {
    expect(perft(Position.initial({ rules: 'standard', size: 4 }), 30)).toBe(STANDARD_4X4_TREE.leaves);
  });

  it('has 2624 games in reversi-must-flip', () => {
    const start = Position.initial({ rules: 'reversi-must-flip', size: 4 });
    expect(perft(start, 30)).toBe(FLIP_4X4_TREES['reversi-must-flip'].leaves);
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
