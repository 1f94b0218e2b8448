// Perft: the leaves of the game tree to a depth (a pass is a ply, a finished game is one leaf), the
// convention of data/perft.txt and the rules library's perft.
import { Board, count } from './board';

/** Leaves at `depth` plies, every move played. */
export function perft(P: u64, O: u64, depth: i32): u64 {
  if (depth === 0) return 1;
  let moves = Board.moves(P, O);
  if (moves === 0) {
    if (Board.moves(O, P) === 0) return 1;
    return perft(O, P, depth - 1);
  }
  let n: u64 = 0;
  do {
    const m = moves & (0 - moves);
    moves ^= m;
    const f = Board.flips(P, O, <i32>ctz<u64>(m));
    n += perft(O ^ f, P | f | m, depth - 1);
  } while (moves !== 0);
  return n;
}

/** The same count with the last ply counted by popcount instead of played ("bulk counting"). */
export function perftBulk(P: u64, O: u64, depth: i32): u64 {
  if (depth === 0) return 1;
  let moves = Board.moves(P, O);
  if (moves === 0) {
    if (Board.moves(O, P) === 0) return 1;
    return perftBulk(O, P, depth - 1);
  }
  if (depth === 1) return <u64>count(moves);
  let n: u64 = 0;
  do {
    const m = moves & (0 - moves);
    moves ^= m;
    const f = Board.flips(P, O, <i32>ctz<u64>(m));
    n += perftBulk(O ^ f, P | f | m, depth - 1);
  } while (moves !== 0);
  return n;
}
