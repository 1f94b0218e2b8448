// The learned evaluation's features beside the patterns: each a small whole number of the position
// (a count), whose table of weights a weights file may carry (patterns.ts). Their codes are part of
// the weights file format (tools/train/weights-file.ts) and never change meaning; the training tools
// read the values through the kernel's `featureValue` export, so training and play count alike.
// Standard 8x8 only (the learned evaluation applies nowhere else).
import { Board, count, neighbours } from './board';
import { stableDiscs } from './stability';

/** Legal moves of the side to move. */
export const F_MOBILITY: i32 = 1;
/** Legal moves of the opponent. */
export const F_MOBILITY_OPP: i32 = 2;
/** Empties, odd or even (0, 1). */
export const F_PARITY: i32 = 3;
/** Always 0: the stage's constant. */
export const F_BIAS: i32 = 4;
/** Potential mobility of the side to move: empty squares next to an opponent's disc. */
export const F_POTENTIAL: i32 = 5;
/** The opponent's: empty squares next to a disc of the side to move. */
export const F_POTENTIAL_OPP: i32 = 6;
/** Quadrants (4x4 corners of the board) with an odd number of empties, 0-4: the parity of regions. */
export const F_ODD_QUADRANTS: i32 = 7;
/** Stable discs of the side to move (stability.ts: a sound lower bound). */
export const F_STABLE: i32 = 8;
/** Stable discs of the opponent. */
export const F_STABLE_OPP: i32 = 9;
/** One past the largest code. */
export const FEATURE_KINDS: i32 = 10;

const Q_A1: u64 = 0x000000000f0f0f0f;
const Q_H1: u64 = 0x00000000f0f0f0f0;
const Q_A8: u64 = 0x0f0f0f0f00000000;
const Q_H8: u64 = 0xf0f0f0f000000000;

/** Quadrants with an odd number of empty squares. */
export function oddQuadrants(empty: u64): i32 {
  return (
    (count(empty & Q_A1) & 1) +
    (count(empty & Q_H1) & 1) +
    (count(empty & Q_A8) & 1) +
    (count(empty & Q_H8) & 1)
  );
}

/** The value of feature `kind` for P to move (-1 for an unknown kind). */
export function featureValue(kind: i32, P: u64, O: u64): i32 {
  const empty = ~(P | O);
  switch (kind) {
    case F_MOBILITY:
      return count(Board.moves(P, O));
    case F_MOBILITY_OPP:
      return count(Board.moves(O, P));
    case F_PARITY:
      return count(empty) & 1;
    case F_BIAS:
      return 0;
    case F_POTENTIAL:
      return count(empty & neighbours(O));
    case F_POTENTIAL_OPP:
      return count(empty & neighbours(P));
    case F_ODD_QUADRANTS:
      return oddQuadrants(empty);
    case F_STABLE:
      return count(stableDiscs(P, O));
    case F_STABLE_OPP:
      return count(stableDiscs(O, P));
    default:
      return -1;
  }
}
