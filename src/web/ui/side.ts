/**
 * The side of the board the page is seen from: Black's, the usual one, or White's, the board turned a
 * half turn. From White's side every square is named as White writes it (White's a1 is Black's h8: the
 * turn that `--from-white` undoes on the command line), so the coordinates beside the board, the
 * squares' names, the move list, a copied list and a pasted one all agree with what the player sees,
 * as on a transcript sheet written from White's side. The game itself is always kept the usual way.
 */
import {
  type BoardSize,
  type Move,
  makeSquare,
  type Square,
  transformMoves,
  transformSquare,
} from '../../core/index.js';

/** The side the board is seen from, and the board's size (the half turn depends on it). */
export interface BoardSide {
  /** True when seen from White's side. */
  readonly turned: boolean;
  readonly size: BoardSize;
}

/** The usual view of an 8x8 board. */
export const BLACKS_SIDE: BoardSide = { turned: false, size: 8 };

/**
 * The square as this side names it: its own name from Black's side, its half-turned one from White's.
 * The half turn is its own inverse, so the same call maps a name read from White's side back to the
 * square of the game.
 */
export const sideSquare = (side: BoardSide, square: Square): Square =>
  side.turned ? transformSquare('rotate180', square, side.size) : square;

/** The name a square goes by on this side, e.g. `'c4'` for Black's f5 from White's side. */
export const sideName = (side: BoardSide, square: Square): string => makeSquare(sideSquare(side, square));

/** Moves as this side writes them (and, again, a list read from this side as the game's moves). */
export const sideMoves = (side: BoardSide, moves: readonly Move[]): readonly Move[] =>
  side.turned ? transformMoves('rotate180', moves, side.size) : moves;
