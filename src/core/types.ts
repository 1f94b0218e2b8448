/**
 * The vocabulary of the game, written down once.
 *
 * Squares: a1 = 0, index = row * 8 + col, columns a-h left to right, rows 1-8 top to bottom.
 * Smaller boards (4x4, 6x6) use the top-left n x n squares of the same 8x8 grid, so a square keeps
 * its name and index whatever the board size.
 */

export type Color = 'black' | 'white';

export const COLORS: readonly Color[] = ['black', 'white'];

/** The other colour. */
export const opposite = (color: Color): Color => (color === 'black' ? 'white' : 'black');

declare const squareBrand: unique symbol;
/** A square index 0..63 (a1 = 0, h8 = 63). Only `squareAt`, `parseSquare` and `square` make one. */
export type Square = number & { readonly [squareBrand]: true };

export type FileName = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
export type RankName = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
/** A square's name, e.g. `'d3'`; a typo such as `'i9'` does not compile. */
export type SquareName = `${FileName}${RankName}`;

export const FILE_NAMES: readonly FileName[] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
export const RANK_NAMES: readonly RankName[] = ['1', '2', '3', '4', '5', '6', '7', '8'];

/** A pass: the move of a side that has no legal move. */
export const PASS = 'pass';
export type Pass = typeof PASS;

/** A move: a square to place a disc on, or a pass. */
export type Move = Square | Pass;

/**
 * The rule sets: standard Othello, Anti-Reversi (fewer discs wins), and the Reversi openings, which
 * start from an empty board: `reversi`, the historical one (the first four discs are placed on the
 * centre without flipping), and the two variants closest to Othello, where the fourth disc (White's
 * second move) may (`reversi-may-flip`) or must (`reversi-must-flip`) be an ordinary capturing move
 * instead of the last centre placement. The exact rules: docs/library.md.
 */
export type Rules = 'standard' | 'anti' | 'reversi' | 'reversi-may-flip' | 'reversi-must-flip';
export const RULES: readonly Rules[] = [
  'standard',
  'anti',
  'reversi',
  'reversi-may-flip',
  'reversi-must-flip',
];

export type BoardSize = 4 | 6 | 8;
export const BOARD_SIZES: readonly BoardSize[] = [4, 6, 8];

/** A variant: the rules and the board size, e.g. `{ rules: 'anti', size: 8 }`. */
export interface Variant {
  readonly rules: Rules;
  readonly size: BoardSize;
}

export const STANDARD: Variant = { rules: 'standard', size: 8 };

/** True for a variant Wedge plays: one of `RULES` and a size of `BOARD_SIZES` (plain JavaScript may
 * pass `{ size: 10 }` or a name instead). */
export const isVariant = (value: unknown): value is Variant =>
  typeof value === 'object' &&
  value !== null &&
  (RULES as readonly unknown[]).includes((value as Variant).rules) &&
  (BOARD_SIZES as readonly unknown[]).includes((value as Variant).size);

/** Why a value is not a variant, for the messages of the functions that check one. */
export const notAVariant = (value: unknown): string =>
  `${describeValue(value)} is not a variant: rules one of ${RULES.join(', ')}; size 4, 6 or 8`;

/** A value as an error message shows it: JSON where it has one, at most 60 characters. */
export const describeValue = (value: unknown): string => {
  let text: string;
  try {
    text = typeof value === 'number' || value === undefined ? String(value) : JSON.stringify(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  text ??= String(value);
  return text.length <= 60 ? text : `${text.slice(0, 57)}... (${text.length} characters)`;
};

/** The two ways to count a finished game. */
export type ScoringConvention = 'raw' | 'tournament';

/** A score as disc counts for each colour. */
export interface Score {
  readonly black: number;
  readonly white: number;
}

/** How a finished game ended. `winner` is undefined for a draw. */
export interface Outcome {
  readonly winner: Color | undefined;
  /** Discs on the board. */
  readonly black: number;
  readonly white: number;
  readonly empty: number;
  /** Count the discs (`raw`) or give the empty squares to the winner (`tournament`, WOF/FFO rule). */
  readonly score: { readonly raw: Score; readonly tournament: Score };
}

/** True for a whole number 0-63, the only values that name a square (`64`, `19.5`, `'19'` do not). */
export const isSquare = (value: unknown): value is Square =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 64;

/** The square at a row and column (both 0-7). */
export const squareAt = (row: number, col: number): Square => (row * 8 + col) as Square;
export const rowOf = (square: Square): number => square >> 3;
export const colOf = (square: Square): number => square & 7;

/** The square with this name, e.g. `square('d3')`. Names are checked by the compiler; from plain
 * JavaScript a name that is not one (`'z9'`, `'A1'`) throws a RangeError (`parseSquare` reads input). */
export const square = (name: SquareName): Square => {
  if (typeof name !== 'string' || !/^[a-h][1-8]$/.test(name))
    throw new RangeError(`square: ${describeValue(name)} is not a square name (a1-h8)`);
  return squareAt(name.charCodeAt(1) - 49, name.charCodeAt(0) - 97);
};

/** Reads a square name in either case (`'d3'`, `'D3'`); undefined when it is not one. */
export const parseSquare = (text: string): Square | undefined => {
  if (text.length !== 2) return undefined;
  const col = text.toLowerCase().charCodeAt(0) - 97;
  const row = text.charCodeAt(1) - 49;
  if (col < 0 || col > 7 || row < 0 || row > 7) return undefined;
  return squareAt(row, col);
};

/** The lower-case name of a square: 0 -> `'a1'`. */
export const makeSquare = (square: Square): SquareName =>
  `${FILE_NAMES[colOf(square)]}${RANK_NAMES[rowOf(square)]}` as SquareName;

/** A move as written in notation: `'d3'` or `'pass'`... written `PA` by Othello tools. */
export const makeMove = (move: Move): string => (move === PASS ? 'PA' : makeSquare(move));

/** Reads a move: a square name or a pass (`PA`, `pass`, `--`, `@@`, any case). */
export const parseMove = (text: string): Move | undefined => {
  const t = text.trim().toLowerCase();
  if (t === 'pa' || t === 'pass' || t === '--' || t === '@@' || t === 'ps') return PASS;
  return parseSquare(t);
};

/** A result: a value, or an error as a value (no throwing at the boundaries). */
export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** Unwraps a result whose failure would be a programming error (tests, literals). */
export const unwrap = <T, E extends { message: string }>(result: Result<T, E>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
