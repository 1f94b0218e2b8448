/**
 * What makes an endgame puzzle, apart from how it is found: the levels by empties, the rule that keeps
 * a position (one best move, the next best clearly worse), the key that spots a position already kept
 * (up to the board's symmetries), and the OBF line it is written as. Pure: the pipeline
 * (generate.ts) and the test of the committed file both use it. A puzzle is written as an OBF line
 * with every legal move and its exact score, best first (`makeObf(position, scores)`).
 */
import {
  type Move,
  makeObf,
  type ObfSolution,
  type Position,
  SYMMETRIES,
  transformPosition,
} from '../../src/core/index.js';

/** A level: a range of empty squares, e.g. level 1 is 4 to 6 empties. */
export interface PuzzleLevel {
  readonly level: number;
  readonly minEmpties: number;
  readonly maxEmpties: number;
}

/** The levels, easiest first: more empties is a longer ending to see through. */
export const PUZZLE_LEVELS: readonly PuzzleLevel[] = [
  { level: 1, minEmpties: 4, maxEmpties: 6 },
  { level: 2, minEmpties: 7, maxEmpties: 9 },
  { level: 3, minEmpties: 10, maxEmpties: 12 },
  { level: 4, minEmpties: 13, maxEmpties: 16 },
  { level: 5, minEmpties: 17, maxEmpties: 20 },
];

export const MIN_EMPTIES = PUZZLE_LEVELS[0].minEmpties;
export const MAX_EMPTIES = PUZZLE_LEVELS[PUZZLE_LEVELS.length - 1].maxEmpties;

/** The level of a puzzle with this many empties, or undefined outside 4-20. */
export const levelOf = (empties: number): number | undefined =>
  PUZZLE_LEVELS.find((l) => empties >= l.minEmpties && empties <= l.maxEmpties)?.level;

/**
 * The default margin in discs: the second-best move must end at least this much worse than the best
 * (final disc difference, empties to the winner). Six discs is three discs changing hands, well clear
 * of a one-disc slip in the count.
 */
export const DEFAULT_MARGIN = 6;

/** The exact score of each legal move from the side to move's view, best first. */
export type MoveScores = readonly ObfSolution[];

/**
 * Whether a position with these exact move scores is a puzzle: at least two legal moves, one best
 * move, and every other move at least `margin` discs worse.
 */
export const isPuzzle = (scores: MoveScores, margin: number = DEFAULT_MARGIN): boolean =>
  scores.length >= 2 && scores[0].score - scores[1].score >= margin;

/** The same position seen through any symmetry gets one key: the smallest of its eight OBF lines. */
export const symmetryKey = (position: Position): string => {
  let best: string | undefined;
  for (const s of SYMMETRIES) {
    const line = makeObf(transformPosition(s, position));
    if (best === undefined || line < best) best = line;
  }
  return best!;
};

/** The moves best first; equal scores keep the board order, so the line is the same every run. */
export const sortScores = (scores: readonly { move: Move; score: number }[]): MoveScores =>
  [...scores].sort((a, b) => b.score - a.score);
