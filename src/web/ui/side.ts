/**
 * How the board is seen and how its squares are written: two separate choices.
 *
 * - **Turned** (the view): the board drawn a half turn round, as White sees it across the table. The
 *   coordinates beside it turn with it (h..a along the top, 8..1 down the side, with the usual names),
 *   and the arrow keys go over the board as drawn. Moves keep their standard names.
 * - **Written from White's side** (the names): every square named as White writes it on a transcript
 *   sheet (White's a1 is Black's h8, f5 is c4: the half turn that `--from-white` undoes on the command
 *   line), so the coordinates, the squares' names, the move list, a copied list and a pasted one all
 *   agree with White's sheet.
 *
 * The game itself is always kept the usual way (storage, statistics, `data-square`).
 */
import {
  type BoardSize,
  type Move,
  makeSquare,
  type Square,
  squareAt,
  transformMoves,
  transformSquare,
} from '../../core/index.js';

/** How the board is drawn and its squares are named, and the board's size (the half turn depends on it). */
export interface BoardSide {
  /** True when the board is drawn from White's side (turned a half turn). */
  readonly turned: boolean;
  readonly size: BoardSize;
  /** True when squares and moves are written as White writes them; left out or false, their standard
   * names (Black's side, as every record and the command line write them). */
  readonly fromWhite?: boolean;
}

/** The usual view of an 8x8 board, with the usual names. */
export const BLACKS_SIDE: BoardSide = { turned: false, size: 8 };

const halfTurn = (size: BoardSize, square: Square): Square => transformSquare('rotate180', square, size);

/**
 * The game's square drawn at a cell (row and column as drawn), or the cell drawing a game's square:
 * itself on a board seen the usual way, its half turn on a turned one. The half turn is its own
 * inverse, so the same call maps both ways.
 */
export const sideSquare = (side: BoardSide, square: Square): Square =>
  side.turned ? halfTurn(side.size, square) : square;

/** The name a square goes by: its own, or White's for it when moves are written from White's side
 * (`'c4'` for Black's f5). */
export const sideName = (side: BoardSide, square: Square): string =>
  makeSquare(side.fromWhite ? halfTurn(side.size, square) : square);

/** Moves as they are written (and, again, a list read as written, as the game's moves). */
export const sideMoves = (side: BoardSide, moves: readonly Move[]): readonly Move[] =>
  side.fromWhite ? transformMoves('rotate180', moves, side.size) : moves;

/**
 * The coordinates beside the board: the letter over each column and the number beside each row as drawn,
 * each the name of the squares under it. Turned and written the usual way, `h..a` and `8..1`; written
 * from White's side, whatever the view, the names White gives the squares drawn there.
 */
export const edgeNames = (side: BoardSide): { files: string[]; ranks: string[] } => {
  const files: string[] = [];
  const ranks: string[] = [];
  for (let i = 0; i < side.size; i++) {
    const top = sideName(side, sideSquare(side, squareAt(0, i)));
    const left = sideName(side, sideSquare(side, squareAt(i, 0)));
    files.push(top[0]);
    ranks.push(left.slice(1));
  }
  return { files, ranks };
};
