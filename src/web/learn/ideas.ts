/**
 * The strategic ideas the lessons test a move against, as pure functions of positions (the rules
 * library's moves, looked ahead two or three plies, no search): which corners a move hands over, whether
 * a corner can be forced, where a C square stands on its edge, who moves first outside a region. The
 * lessons' checks and feedback use them; tools/learn/find-positions.ts finds the lessons' positions
 * with them.
 */
import { Bitboard, type Move, PASS, type Position, type Square, squareAt } from '../../core/index.js';

const CORNERS = [squareAt(0, 0), squareAt(0, 7), squareAt(7, 0), squareAt(7, 7)];

/** The 8x8 board's corners. */
export const CORNER_SQUARES = Bitboard.fromSquares(CORNERS);

/** The C squares: on an edge, next to a corner (b1, g1, a2, h2, a7, h7, b8, g8). */
export const C_SQUARES = Bitboard.fromSquares(
  [
    [0, 1],
    [0, 6],
    [1, 0],
    [1, 7],
    [6, 0],
    [6, 7],
    [7, 1],
    [7, 6],
  ].map(([r, c]) => squareAt(r, c)),
);

/** A C square's corner, and the square after it along the edge, away from the corner (b1: a1 and c1). */
export const edgeNeighbour = (c: Square): { readonly corner: Square; readonly along: Square } => {
  const r = c >> 3;
  const col = c & 7;
  if (r === 0 || r === 7) {
    const corner = squareAt(r, col === 1 ? 0 : 7);
    return { corner, along: squareAt(r, col === 1 ? 2 : 5) };
  }
  const corner = squareAt(r === 1 ? 0 : 7, col);
  return { corner, along: squareAt(r === 1 ? 2 : 5, col) };
};

/** The corners the opponent may take at once after `move`. */
export const cornersOffered = (position: Position, move: Square): Square[] =>
  position
    .after(move)
    .movesFor(position.turn === 'black' ? 'white' : 'black')
    .intersect(CORNER_SQUARES)
    .toArray();

/** The defender's replies: its legal moves, or the pass it must make. */
const replies = (position: Position): Move[] => (position.mustPass() ? [PASS] : position.legalMoveList());

/**
 * With the defender to move: true when, whatever it plays, the other side can then take `corner`
 * (the defender taking it itself, or a game that ends, saves it).
 */
export const cornerSure = (position: Position, corner: Square): boolean => {
  if (position.isGameOver() || position.occupied().has(corner)) return false;
  return replies(position).every((reply) => {
    if (reply === corner) return false;
    const next = position.after(reply);
    return !next.isGameOver() && next.turn !== position.turn && next.legalMoves().has(corner);
  });
};

/** With the attacker to move: the move that takes `corner` now or makes it sure next turn, if any. */
export const cornerForcedBy = (position: Position, corner: Square): Square | undefined => {
  if (position.legalMoves().has(corner)) return corner;
  return position
    .legalMoveList()
    .find((m): m is Square => m !== PASS && cornerSure(position.after(m), corner));
};

/** With the attacker to move: can it win `corner` by force within its next two moves? */
export const cornerForced = (position: Position, corner: Square): boolean =>
  cornerForcedBy(position, corner) !== undefined;

/** The long diagonal through a corner, the corner included (a8: a8, b7, c6 ... h1). */
export const diagonalOf = (corner: Square): Bitboard => {
  const r0 = corner >> 3;
  const c0 = corner & 7;
  const dr = r0 === 0 ? 1 : -1;
  const dc = c0 === 0 ? 1 : -1;
  return Bitboard.fromSquares(Array.from({ length: 8 }, (_, i) => squareAt(r0 + dr * i, c0 + dc * i)));
};
