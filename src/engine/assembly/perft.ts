import { getFlips, getMoves } from './board';

/** Leaves at `depth` plies; a pass is a ply, a finished game is one leaf (see shared/data/perft.txt). */
export function perft(P: u64, O: u64, depth: i32): u64 {
  if (depth == 0) return 1;
  let mv = getMoves(P, O);
  if (mv == 0) {
    if (getMoves(O, P) == 0) return 1;
    return perft(O, P, depth - 1);
  }
  let n: u64 = 0;
  do {
    const m = mv & (0 - mv);
    mv ^= m;
    const f = getFlips(P, O, m);
    n += perft(O ^ f, P | f | m, depth - 1);
  } while (mv != 0);
  return n;
}

/** Same count, but the last ply is counted with popcount instead of being played. */
export function perftBulk(P: u64, O: u64, depth: i32): u64 {
  if (depth == 0) return 1;
  let mv = getMoves(P, O);
  if (mv == 0) {
    if (getMoves(O, P) == 0) return 1;
    return perftBulk(O, P, depth - 1);
  }
  if (depth == 1) return popcnt<u64>(mv);
  let n: u64 = 0;
  do {
    const m = mv & (0 - mv);
    mv ^= m;
    const f = getFlips(P, O, m);
    n += perftBulk(O ^ f, P | f | m, depth - 1);
  } while (mv != 0);
  return n;
}
