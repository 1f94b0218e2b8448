import { Bitboard } from './bitboard.js';
import type { GameRecord } from './game.js';
import { type Board, Position } from './position.js';
import { colOf, type Move, PASS, rowOf, type Square, squareAt } from './types.js';

/**
 * The eight symmetries of the square board (the dihedral group): the identity, three rotations and
 * four reflections. Each maps a square of an n x n board to a square of the same board.
 */
export type Symmetry =
  | 'identity'
  | 'rotate90'
  | 'rotate180'
  | 'rotate270'
  | 'mirrorColumns'
  | 'mirrorRows'
  | 'mainDiagonal'
  | 'antiDiagonal';

export const SYMMETRIES: readonly Symmetry[] = [
  'identity',
  'rotate90',
  'rotate180',
  'rotate270',
  'mirrorColumns',
  'mirrorRows',
  'mainDiagonal',
  'antiDiagonal',
];

/** The symmetry that undoes `s`. */
export const inverseSymmetry = (s: Symmetry): Symmetry =>
  s === 'rotate90' ? 'rotate270' : s === 'rotate270' ? 'rotate90' : s;

/** Maps a square of an n x n board (n = 8 by default). rotate90 turns the board clockwise. */
export const transformSquare = (s: Symmetry, square: Square, size = 8): Square => {
  const r = rowOf(square);
  const c = colOf(square);
  const m = size - 1;
  switch (s) {
    case 'identity':
      return square;
    case 'rotate90':
      return squareAt(c, m - r);
    case 'rotate180':
      return squareAt(m - r, m - c);
    case 'rotate270':
      return squareAt(m - c, r);
    case 'mirrorColumns':
      return squareAt(r, m - c);
    case 'mirrorRows':
      return squareAt(m - r, c);
    case 'mainDiagonal':
      return squareAt(c, r);
    case 'antiDiagonal':
      return squareAt(m - c, m - r);
  }
};

export const transformMove = (s: Symmetry, move: Move, size = 8): Move =>
  move === PASS ? PASS : transformSquare(s, move, size);

export const transformBitboard = (s: Symmetry, set: Bitboard, size = 8): Bitboard =>
  Bitboard.fromSquares([...set].map((sq) => transformSquare(s, sq, size)));

export const transformBoard = (s: Symmetry, board: Board, size = 8): Board => ({
  black: transformBitboard(s, board.black, size),
  white: transformBitboard(s, board.white, size),
});

/** The position seen through a symmetry (same side to move, same variant). */
export const transformPosition = (s: Symmetry, position: Position): Position => {
  const result = Position.fromSetup({
    board: transformBoard(s, position.board, position.variant.size),
    turn: position.turn,
    variant: position.variant,
  });
  // A symmetry maps the board and its centre onto themselves, so the setup stays valid.
  if (!result.ok) throw new Error(`symmetry broke a position: ${result.error.message}`);
  return result.value;
};

/** A list of moves seen through a symmetry. */
export const transformMoves = (s: Symmetry, moves: readonly Move[], size = 8): Move[] =>
  moves.map((m) => transformMove(s, m, size));

/**
 * A game record seen through a symmetry: its start and every move, notes and tags kept. Every start
 * position is fixed by the half turn, so a record written from White's side of the board (White's a1
 * is Black's h8) reads as a legal game as it stands, and `transformGame('rotate180', record)` turns it
 * into the same game written from Black's side, the usual one.
 */
export const transformGame = <G extends GameRecord>(s: Symmetry, game: G): G => ({
  ...game,
  start: transformPosition(s, game.start),
  moves: game.moves.map((m) => ({ ...m, move: transformMove(s, m.move, game.start.variant.size) })),
});
