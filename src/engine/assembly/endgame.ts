// Exact endgame solver (disc difference, tournament rule, anti mode negates the final score).
// Layers by number of empties n:
//   n = 1          last1: one flip count, no move generation;
//   n <= T.shallow   nwsShallow: loops over the empty squares, odd-parity quadrants first, no TT;
//   n <= T.ttMin    nwsMid: generated moves sorted fastest-first (opponent mobility), stability cut;
//   n >  T.ttMin    nwsDeep: + transposition table, enhanced transposition cut-off, and shallow
//                  midgame searches for ordering at high n;
//   PV nodes       pvsEnd (full window, triangular PV), null-window searches for later moves.
import { PASS, boardMask, boardSquares, cornerMask, flipsAt, getMoves, neighbours, quadrant } from './board';
import { SCALE, anti } from './eval';
import { B, checkBudget } from './host';
import { pickBest, SLOT } from './movelist';
import { pvClear, pvUpdate } from './pv';
import { INF, midAB, pc, scoreFinal } from './search';
import { stableDiscs } from './stability';
import { entryLower, entryMove, entryUpper, ttEnd, ttMid } from './tt';

/** Tunables (set through setParam for experiments). Chosen on FFO #40-#41 by CPU time (nodes,
 *  cpu-s): defaults below 113.9 M, 5.7 s; TT from 11 empties 131.6 M, 5.9 s; with full-stability
 *  ordering and no potential mobility 119.5 M, 6.7 s; shallow solver to 5 empties 112.5 M, 7.2 s. */
export class T {
  /** Midgame iterative deepening before a solve, to depth empties - preOffset. Off: with 14 it helped
   *  #40/#44 (1.7 -> 1.3, 9.8 -> 7.9 cpu-s) but hurt #45/#47 (73.7 -> 101.5, 19.8 -> 21.7 cpu-s). */
  static preOffset: i32 = 99;
  static rootAsp: i32 = 0;
  static rootAspDepth: i32 = 6;
  static wPot: i32 = 4;
  static stabOrder: i32 = 0;
  static shallow: i32 = 6;
  static ttMin: i32 = 9;
  /** From this many empties, moves are ordered by a shallow midgame search (its score >> evalShift
   *  added to the mobility key). 13 and shift 4 (was 16 and 3), learned evaluation, FFO #40-#49:
   *  3.65 G -> 2.83 G nodes, 248 -> 218 cpu-s; #20-#39 0.46 G -> 0.30 G, 33 -> 19 cpu-s. */
  static sortSearchMin: i32 = 13;
  static sortD1: i32 = 19;
  static sortD2: i32 = 22;
  static wMob: i32 = 24;
  static evalShift: i32 = 4;
  static sortD3: i32 = 99;
}
export const END_INF: i32 = 127;

const PER_N: usize = 40;
const LIST = memory.data(<i32>(66 * PER_N * SLOT));
const NEIGH = memory.data(64 * 8);

function initNeighbours(): void {
  for (let s = 0; s < 64; s++) {
    const r = s >> 3;
    const c = s & 7;
    let m: u64 = 0;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if ((dr != 0 || dc != 0) && rr >= 0 && rr < 8 && cc >= 0 && cc < 8) m |= (<u64>1) << <u64>(rr * 8 + cc);
      }
    store<u64>(NEIGH + (<usize>s << 3), m);
  }
}
initNeighbours();

// @ts-ignore: decorator
@inline
function neigh(sq: i32): u64 {
  return load<u64>(NEIGH + (<usize>sq << 3));
}

/** Odd-parity quadrants of the empty set. */
// @ts-ignore: decorator
@inline
function oddQuadrants(E: u64): u64 {
  let odd: u64 = 0;
  const q0 = unchecked(quadrant[0]);
  const q1 = unchecked(quadrant[1]);
  const q2 = unchecked(quadrant[2]);
  const q3 = unchecked(quadrant[3]);
  if ((popcnt<u64>(E & q0) & 1) != 0) odd |= q0;
  if ((popcnt<u64>(E & q1) & 1) != 0) odd |= q1;
  if ((popcnt<u64>(E & q2) & 1) != 0) odd |= q2;
  if ((popcnt<u64>(E & q3) & 1) != 0) odd |= q3;
  return odd;
}

/** Score when P is to move with the single empty square x. */
function last1(P: u64, O: u64, x: u64): i32 {
  B.nodes++;
  const sq = <i32>ctz<u64>(x);
  const N = boardSquares;
  const pP = pc(P);
  let f = flipsAt(P, O, sq);
  let s: i32;
  if (f != 0) s = 2 * (pP + pc(f) + 1) - N;
  else {
    f = flipsAt(O, P, sq);
    if (f != 0) s = 2 * (pP - pc(f)) - N;
    else {
      const d = 2 * pP - N + 1;
      s = d > 0 ? d + 1 : d < 0 ? d - 1 : 0;
    }
  }
  return anti ? -s : s;
}

// @ts-ignore: decorator
@inline
function last1At(P: u64, O: u64, sq: i32): i32 {
  return last1(P, O, (<u64>1) << <u64>sq);
}

/** Two empties x1, x2 (null window around alpha): no move generation, passes by direct tries. */
function solve2(P: u64, O: u64, alpha: i32, x1: i32, x2: i32): i32 {
  B.nodes++;
  let best = -END_INF;
  let f: u64 = (O & neigh(x1)) != 0 ? flipsAt(P, O, x1) : 0;
  if (f != 0) {
    best = -last1At(O ^ f, P | f | ((<u64>1) << <u64>x1), x2);
    if (best > alpha) return best;
  }
  f = (O & neigh(x2)) != 0 ? flipsAt(P, O, x2) : 0;
  if (f != 0) {
    const v = -last1At(O ^ f, P | f | ((<u64>1) << <u64>x2), x1);
    return v > best ? v : best;
  }
  if (best != -END_INF) return best;
  // P passes; the opponent minimises P's score.
  B.nodes++;
  best = END_INF;
  f = (P & neigh(x1)) != 0 ? flipsAt(O, P, x1) : 0;
  if (f != 0) {
    best = last1At(P ^ f, O | f | ((<u64>1) << <u64>x1), x2);
    if (best <= alpha) return best;
  }
  f = (P & neigh(x2)) != 0 ? flipsAt(O, P, x2) : 0;
  if (f != 0) {
    const v = last1At(P ^ f, O | f | ((<u64>1) << <u64>x2), x1);
    return v < best ? v : best;
  }
  if (best != END_INF) return best;
  return scoreFinal(P, O);
}

/** Three empties, odd-parity quadrant first. */
function solve3(P: u64, O: u64, alpha: i32, E: u64): i32 {
  B.nodes++;
  const odd = oddQuadrants(E);
  // Order: squares in odd quadrants first (stable order within each group).
  let a = E & odd;
  let b = E & ~odd;
  let x1: i32, x2: i32, x3: i32;
  let s = a != 0 ? a : b;
  x1 = <i32>ctz<u64>(s);
  if (a != 0) a &= a - 1;
  else b &= b - 1;
  s = a != 0 ? a : b;
  x2 = <i32>ctz<u64>(s);
  if (a != 0) a &= a - 1;
  else b &= b - 1;
  s = a != 0 ? a : b;
  x3 = <i32>ctz<u64>(s);
  let best = -END_INF;
  let f: u64 = (O & neigh(x1)) != 0 ? flipsAt(P, O, x1) : 0;
  if (f != 0) {
    best = -solve2(O ^ f, P | f | ((<u64>1) << <u64>x1), -alpha - 1, x2, x3);
    if (best > alpha) return best;
  }
  f = (O & neigh(x2)) != 0 ? flipsAt(P, O, x2) : 0;
  if (f != 0) {
    const v = -solve2(O ^ f, P | f | ((<u64>1) << <u64>x2), -alpha - 1, x1, x3);
    if (v > best) {
      if (v > alpha) return v;
      best = v;
    }
  }
  f = (O & neigh(x3)) != 0 ? flipsAt(P, O, x3) : 0;
  if (f != 0) {
    const v = -solve2(O ^ f, P | f | ((<u64>1) << <u64>x3), -alpha - 1, x1, x2);
    return v > best ? v : best;
  }
  if (best != -END_INF) return best;
  // Pass if the opponent can move, else the game is over.
  if (
    ((P & neigh(x1)) != 0 && flipsAt(O, P, x1) != 0) ||
    ((P & neigh(x2)) != 0 && flipsAt(O, P, x2) != 0) ||
    ((P & neigh(x3)) != 0 && flipsAt(O, P, x3) != 0)
  )
    return -solve3(O, P, -alpha - 1, E);
  return scoreFinal(P, O);
}

/** Null-window search (alpha, alpha + 1) with 4 <= n <= T.shallow empties E. */
function nwsShallow(P: u64, O: u64, alpha: i32, n: i32, E: u64): i32 {
  B.nodes++;
  let best = -END_INF;
  const odd = oddQuadrants(E);
  for (let k = 0; k < 2; k++) {
    let s = k == 0 ? E & odd : E & ~odd;
    while (s != 0) {
      const sq = <i32>ctz<u64>(s);
      const x = (<u64>1) << <u64>sq;
      s ^= x;
      if ((O & neigh(sq)) == 0) continue;
      const f = flipsAt(P, O, sq);
      if (f == 0) continue;
      const v = n == 4 ? -solve3(O ^ f, P | f | x, -alpha - 1, E ^ x) : -nwsShallow(O ^ f, P | f | x, -alpha - 1, n - 1, E ^ x);
      if (v > best) {
        if (v > alpha) return v;
        best = v;
      }
    }
  }
  if (best == -END_INF) {
    if (getMoves(O, P) == 0) return scoreFinal(P, O);
    return -nwsShallow(O, P, -alpha - 1, n, E);
  }
  return best;
}

/** Null-window dispatcher by number of empties. */
export function nws(P: u64, O: u64, alpha: i32, n: i32): i32 {
  if (n > T.ttMin) return nwsDeep(P, O, alpha, n);
  if (n > T.shallow) return nwsMid(P, O, alpha, n);
  const E = ~(P | O) & boardMask;
  if (n >= 4) return nwsShallow(P, O, alpha, n, E);
  if (n == 3) return solve3(P, O, alpha, E);
  if (n == 2) {
    const x1 = <i32>ctz<u64>(E);
    return solve2(P, O, alpha, x1, <i32>ctz<u64>(E ^ ((<u64>1) << <u64>x1)));
  }
  if (n == 1) return last1(P, O, E);
  B.nodes++;
  return scoreFinal(P, O);
}

/** Upper bound from the opponent's stable discs (none in anti mode); END_INF when not worth it. */
// @ts-ignore: decorator
@inline
function stabilityBound(P: u64, O: u64, alpha: i32): i32 {
  const N = boardSquares;
  if (anti || alpha < N - 2 * pc(O)) return END_INF;
  return N - 2 * pc(stableDiscs(O, P));
}

/** Builds the sorted move list for n empties. Entries: flips u64, square i32, key i32. */
function endList(P: u64, O: u64, mv: u64, n: i32, ttMove: i32): i32 {
  const L = LIST + <usize>n * PER_N * SLOT;
  const E = ~(P | O) & boardMask;
  const odd = oddQuadrants(E);
  const searchDepth = n >= T.sortSearchMin ? (n >= T.sortD3 ? 3 : n >= T.sortD2 ? 2 : n >= T.sortD1 ? 1 : 0) : -1;
  let cnt = 0;
  while (mv != 0) {
    const sq = <i32>ctz<u64>(mv);
    const x = (<u64>1) << <u64>sq;
    mv ^= x;
    const f = flipsAt(P, O, sq);
    const P2 = O ^ f;
    const O2 = P | f | x;
    let key: i32;
    if (sq == ttMove) key = 1 << 30;
    else {
      const om = getMoves(P2, O2);
      key = -(pc(om) + pc(om & cornerMask)) * T.wMob;
      if ((x & odd) != 0) key += 3;
      if (T.wPot != 0) key -= pc(neighbours(O2) & E & ~x) * T.wPot;
      if (searchDepth >= 0) key -= midAB(P2, O2, -INF, INF, searchDepth, 70, false) >> T.evalShift;
      else if (!anti && T.stabOrder == 1) key += pc(stableDiscs(O2, P2) & (O2 & ~O)) << 2;
      else if (!anti && T.stabOrder == 2) key += pc(O2 & cornerMask) << 2;
    }
    const a = L + <usize>cnt * SLOT;
    store<u64>(a, f);
    store<i32>(a, sq, 8);
    store<i32>(a, key, 12);
    cnt++;
  }
  return cnt;
}

function nwsMid(P: u64, O: u64, alpha: i32, n: i32): i32 {
  if (++B.nodes >= B.nextCheck && checkBudget()) return 0;
  const sb = stabilityBound(P, O, alpha);
  if (sb <= alpha) return sb;
  const mv = getMoves(P, O);
  if (mv == 0) {
    if (getMoves(O, P) == 0) return scoreFinal(P, O);
    return -nwsMid(O, P, -alpha - 1, n);
  }
  const cnt = endList(P, O, mv, n, -1);
  const L = LIST + <usize>n * PER_N * SLOT;
  let best = -END_INF;
  for (let i = 0; i < cnt; i++) {
    const a = pickBest(L, i, cnt);
    const f = load<u64>(a);
    const x = (<u64>1) << <u64>load<i32>(a, 8);
    const v = n - 1 > T.shallow ? -nwsMid(O ^ f, P | f | x, -alpha - 1, n - 1) : -nws(O ^ f, P | f | x, -alpha - 1, n - 1);
    if (B.stopped) return 0;
    if (v > best) {
      if (v > alpha) return v;
      best = v;
    }
  }
  return best;
}

function nwsDeep(P: u64, O: u64, alpha: i32, n: i32): i32 {
  if (++B.nodes >= B.nextCheck && checkBudget()) return 0;
  const sb = stabilityBound(P, O, alpha);
  if (sb <= alpha) return sb;
  let ttMove = -1;
  const e = ttEnd.probe(P, O);
  if (e != 0) {
    const lo = entryLower(e);
    if (lo > alpha) return lo;
    const up = entryUpper(e);
    if (up <= alpha) return up;
    ttMove = entryMove(e);
  }
  const mv = getMoves(P, O);
  if (mv == 0) {
    if (getMoves(O, P) == 0) return scoreFinal(P, O);
    return -nwsDeep(O, P, -alpha - 1, n);
  }
  if (ttMove < 0) {
    const m = ttMid.probe(P, O);
    if (m != 0) ttMove = entryMove(m);
  }
  let best = -END_INF;
  let bestMove = -1;
  let rest = mv;
  // The TT move first, before the (costly) ordering of the other moves.
  if (ttMove >= 0 && ttMove < 64 && ((mv >> <u64>ttMove) & 1) != 0) {
    const x = (<u64>1) << <u64>ttMove;
    const f = flipsAt(P, O, ttMove);
    const v = -nws(O ^ f, P | f | x, -alpha - 1, n - 1);
    if (B.stopped) return 0;
    best = v;
    bestMove = ttMove;
    if (v > alpha || rest == x) {
      ttEnd.store(P, O, n, alpha, alpha + 1, best, bestMove);
      return best;
    }
    rest ^= x;
  }
  // Enhanced transposition cut-off: a child already known to be below -alpha refutes this node.
  let etc = rest;
  while (etc != 0) {
    const sq = <i32>ctz<u64>(etc);
    const x = (<u64>1) << <u64>sq;
    etc ^= x;
    const f = flipsAt(P, O, sq);
    const c = ttEnd.probe(O ^ f, P | f | x);
    if (c != 0 && -entryUpper(c) > alpha) {
      const v = -entryUpper(c);
      ttEnd.store(P, O, n, alpha, alpha + 1, v, sq);
      return v;
    }
  }
  const cnt = endList(P, O, rest, n, -1);
  const L = LIST + <usize>n * PER_N * SLOT;
  for (let i = 0; i < cnt; i++) {
    const a = pickBest(L, i, cnt);
    const f = load<u64>(a);
    const sq = load<i32>(a, 8);
    const x = (<u64>1) << <u64>sq;
    const v = -nws(O ^ f, P | f | x, -alpha - 1, n - 1);
    if (B.stopped) return 0;
    if (v > best) {
      best = v;
      bestMove = sq;
      if (v > alpha) break;
    }
  }
  ttEnd.store(P, O, n, alpha, alpha + 1, best, bestMove);
  return best;
}

/** Full-window PVS for PV nodes with a triangular PV; n = number of empties. */
export function pvsEnd(P: u64, O: u64, alpha: i32, beta: i32, n: i32, ply: i32): i32 {
  if (++B.nodes >= B.nextCheck && checkBudget()) return 0;
  pvClear(ply);
  const mv = getMoves(P, O);
  if (mv == 0) {
    if (getMoves(O, P) == 0) return scoreFinal(P, O);
    const v = -pvsEnd(O, P, -beta, -alpha, n, ply + 1);
    pvUpdate(ply, PASS);
    return v;
  }
  let ttMove = -1;
  const e = ttEnd.probe(P, O);
  if (e != 0) ttMove = entryMove(e);
  if (ttMove < 0) {
    const m = ttMid.probe(P, O);
    if (m != 0) ttMove = entryMove(m);
  }
  const cnt = endList(P, O, mv, n, ttMove);
  const L = LIST + <usize>n * PER_N * SLOT;
  const alpha0 = alpha;
  let best = -END_INF;
  let bestMove = -1;
  for (let i = 0; i < cnt; i++) {
    const a = pickBest(L, i, cnt);
    const f = load<u64>(a);
    const sq = load<i32>(a, 8);
    const x = (<u64>1) << <u64>sq;
    const P2 = O ^ f;
    const O2 = P | f | x;
    let v: i32;
    if (i == 0) v = -pvsEnd(P2, O2, -beta, -alpha, n - 1, ply + 1);
    else {
      v = -nws(P2, O2, -alpha - 1, n - 1);
      if (v > alpha && v < beta && !B.stopped) v = -pvsEnd(P2, O2, -beta, -alpha, n - 1, ply + 1);
    }
    if (B.stopped) return 0;
    if (v > best) {
      best = v;
      bestMove = sq;
      if (v > alpha) {
        alpha = v;
        pvUpdate(ply, sq);
        if (v >= beta) break;
      }
    }
  }
  ttEnd.store(P, O, n, alpha0, beta, best, bestMove);
  return best;
}

export function endScale(): i32 {
  return SCALE;
}
