/**
 * Perft from the standard start position, depths 1-9, as published in data/perft.txt
 * (reproduced there by an independent C perft and two other engines, depths 1-11, and OEIS A124004).
 * Convention: a pass is a ply; a game over before the requested depth is one leaf. Pinned here as a
 * table for `test.each`; src/core/perft.test.ts checks that the two agree.
 */
export const START_PERFT: readonly (readonly [number, number])[] = [
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
