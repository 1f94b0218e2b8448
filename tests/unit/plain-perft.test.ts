/**
 * The plain rules (tests/support/plain-rules.ts) recount part of the variant perft table, so the
 * cross-check that pinned it stays live rather than a note; src/core/perft.test.ts runs the library
 * on the same table.
 */
import { describe, expect, it } from 'vitest';
import { plainFullTree, plainInitial, plainPerft } from '../support/plain-rules.js';
import { FLIP_4X4_TREES, STANDARD_4X4_TREE, variantLeaves } from '../support/variant-perft.js';

describe('the plain rules count the same trees', () => {
  it.each([
    { rules: 'standard', size: 4, depth: 11 },
    { rules: 'anti', size: 4, depth: 11 },
    { rules: 'reversi', size: 4, depth: 10 },
    { rules: 'standard', size: 6, depth: 7 },
    { rules: 'reversi', size: 6, depth: 9 },
    { rules: 'reversi', size: 8, depth: 8 },
    { rules: 'reversi-may-flip', size: 4, depth: 9 },
    { rules: 'reversi-may-flip', size: 6, depth: 8 },
    { rules: 'reversi-must-flip', size: 8, depth: 8 },
  ] as const)('$rules size $size depth $depth', ({ rules, size, depth }) => {
    expect(plainPerft(plainInitial(rules, size), depth)).toBe(variantLeaves(rules, size, depth));
  });

  it.each(['standard', 'anti'] as const)('$0 8x8 depth 6 is 8200, as in data/perft.txt', (rules) => {
    expect(plainPerft(plainInitial(rules, 8), 6)).toBe(8200);
  });

  it('the whole 4x4 tree: 60060 games, and in Anti-Reversi the wins change sides', () => {
    expect(plainFullTree(plainInitial('standard', 4))).toEqual(STANDARD_4X4_TREE);
    expect(plainFullTree(plainInitial('anti', 4))).toEqual({
      ...STANDARD_4X4_TREE,
      black: STANDARD_4X4_TREE.white,
      white: STANDARD_4X4_TREE.black,
    });
  });

  it('the whole reversi-must-flip 4x4 tree: 2624 games, White ahead', () => {
    expect(plainFullTree(plainInitial('reversi-must-flip', 4))).toEqual(FLIP_4X4_TREES['reversi-must-flip']);
  });
});
