// Exact endgame solver (disc difference, tournament rule, anti mode negates the final score).
// Layers by number of empties n:
//   n = 1                 last1: one flip count (on 8x8 from per-line tables), no move generation;
//   n <= SHALLOW_EMPTIES  nwsShallow: loops over the empty squares (a packed list in the order of
//                         SQUARE_CLASSES), odd-parity quadrants first (the parity carried as 4 bits),
//                         stability cut-off, the small table at SHALLOW_TABLE_EMPTIES (6);
//   n >  SHALLOW_EMPTIES  nwsDeep: generated moves sorted fastest-first (opponent mobility), stability
//                         cut-off, transposition table (positions of up to 12 empties in a small one
//                         of their own, tt.ts), enhanced transposition cut-off from ETC_EMPTIES, and
//                         shallow midgame searches for ordering from SORT_SEARCH_EMPTIES;
//   PV nodes              pvsEnd (full window, triangular PV), null-window searches for later moves.
// The layer bounds were chosen on FFO #40-#41 by CPU time (nodes, cpu-s): the TT from 10, 113.9 M,
// 5.7 s; the TT from 11 empties 131.6 M, 5.9 s; the shallow solver to 5 empties 112.5 M, 7.2 s. Since
// the stability cut-off reached the shallow solver, the TT starts at 9 empties, and since positions of
// up to 12 empties have a small table of their own (tt.ts, ttSmall), at 7: every node the shallow
// solver does not take has a table (nwsMid, the layer of 7-8 empties without one, was removed). FFO
// #40-#44 and #46-#47 against main at 2b0fbef (TT from 9, no small table): TT from 8 with a small table
// of 2^16 entries 0.996x the nodes, 0.82x the CPU-s; TT from 7 with 2^17 entries 0.944x, 0.84x (at load
// average 8-13; on a quiet machine FFO #40-#49 took 1.008x, 0.796x and 0.839x main's CPU-s in three
// single runs side by side, for 0.961x its nodes).
// Alternatives measured and dropped are listed in src/engine/assembly/README.md.
import {
  Board,
  boardMask,
  boardSquares,
  cornerMask,
  count,
  NO_MOVE,
  neighbours,
  PASS_MOVE,
  quadrant,
  quadrantOf,
  quadrantsMask,
} from './board';
import { anti, learnedApplies, SCALE } from './eval';
import { Budget, checkBudget, reportIteration } from './host';
import { entryFlips, entrySquare, MAX_MOVES, MoveList, SLOT, setEntry } from './movelist';
import { confidence, endReady, endRow, endShallowAbove, endShallowBelow, rowShallow } from './mpc';
import { pvAt, pvClear, pvSave, pvUpdate } from './pv';
import { childSearch, INF, midAB, scoreFinal, searchStart, TT_MOVE_KEY } from './search';
import { stableDiscs } from './stability';
import { END_LISTS, stateBase } from './state';
import { busyElsewhere, deferring, SHARE_EMPTIES, searchDone, searchStarts, sharing } from './threads';
import { endTable, entryDepth, entryLower, entryMove, entryUpper, ttMid, ttSmall } from './tt';

/** Most empties solved by nwsShallow (no move generation). */
const SHALLOW_EMPTIES: i32 = 6;
/** Fewest empties of a shallow-solver node that keeps its result in the small table and tries the
 *  table's move first (at least 5: that move's child is an nwsShallow node). At 6: FFO #40-#44 and
 *  #46-#47 0.957x the nodes for 0.994x the least CPU-s (1.047x the median) in one process; a table
 *  of its own at 6 empties (2^14 entries, 384 KB) did no better (0.957x, 1.005x). */
const SHALLOW_TABLE_EMPTIES: i32 = 6;
/** Fewest empties of a node that looks for an enhanced transposition cut-off: each of its probes costs
 *  a flip and, in the big table, a cache miss. 11 (was 10), with ttSmall: FFO #40-#44, #46-#47 0.83x
 *  the CPU-s, 1.025x the nodes (ETC from 14: 0.82x, 1.056x). */
const ETC_EMPTIES: i32 = 11;
/**
 * From this many empties, moves are ordered by a shallow midgame search of each child (its score
 * >> SEARCH_SCORE_SHIFT subtracted from the key), at depth 0 (the evaluation), 1 from
 * SORT_DEPTH1_EMPTIES and 2 from SORT_DEPTH2_EMPTIES. 13 and a shift of 4 (were 16 and 3), learned
 * evaluation, FFO #40-#49: 3.65 G -> 2.83 G nodes, 248 -> 218 cpu-s; #20-#39 0.46 G -> 0.30 G nodes.
 */
const SORT_SEARCH_EMPTIES: i32 = 13;
const SORT_DEPTH1_EMPTIES: i32 = 19;
const SORT_DEPTH2_EMPTIES: i32 = 22;
const SEARCH_SCORE_SHIFT: i32 = 4;
/** Ordering weight of each opponent reply (corner replies count twice): fastest-first. */
const MOBILITY_WEIGHT: i32 = 24;
/** Ordering weight of each empty square next to the opponent's discs after the move (potential
 *  mobility), from SORT_SEARCH_EMPTIES; without it and with full-stability ordering instead: 119.5 M
 *  nodes, 6.7 s on #40-#41. Below SORT_SEARCH_EMPTIES it is left out (the mobility orders as well
 *  alone there): FFO #40-#44 68,123,077 -> 67,959,646 nodes. */
const POTENTIAL_WEIGHT: i32 = 4;
/** Ordering bonus of a move in an odd-parity quadrant. */
const PARITY_KEY: i32 = 3;
/**
 * The ply the ordering searches start at. The midgame search keeps one move list per ply; the solver
 * is not run from inside a midgame search today, so any ply would do, but this one keeps the ordering
 * searches' lists above every ply a midgame line can reach (60 moves plus passes), so it never can
 * overwrite a list in use, and leaves room below MAX_PLY (96) for their two plies.
 */
const ORDERING_PLY: i32 = 70;
/** Above every exact score (64 discs at most). */
export const END_INF: i32 = 127;

/**
 * Selectivity. A solve of many empties first runs probable passes (levels 1 and 2), which cut a node
 * of PROBCUT_EMPTIES or more when a shallow midgame search predicts its exact score outside the
 * window at LEVEL_CONFIDENCE deviations (the exact-score rows of mpc.ts), then the exact pass (level
 * EXACT_LEVEL), which never cuts: the probable passes only leave it their best moves in the table.
 * Endgame table entries record their level above the empties (depth byte = level << 6 | empties: the
 * empties are the position's own), so a bound is used only by a pass of the same or a lower level,
 * and an exact bound replaces a probable one.
 */
export const EXACT_LEVEL: i32 = 3;
const LEVEL_CONFIDENCE: StaticArray<f32> = [0, 1.0, 2.0, 0];
/** Probable passes run before the exact one from this many empties. */
const PROBABLE_EMPTIES: i32 = 18;
/** Nodes of at least this many empties may be cut in a probable pass. */
const PROBCUT_EMPTIES: i32 = 12;
/** Beyond every midgame score (64 discs): a shallow bound out there cannot be reached. */
const SCORE_LIMIT: i32 = 64 * SCALE;
/** The level of the running pass, and the lowest table depth byte its bounds may come from. */
let level: i32 = EXACT_LEVEL;
let levelFloor: i32 = EXACT_LEVEL << 6;

function setLevel(l: i32): void {
  level = l;
  levelFloor = l << 6;
}

/** The depth byte of an entry stored by the running pass for `n` empties. Below PROBCUT_EMPTIES
 *  nothing is cut in any pass, so a probable pass's bounds there are exact and are stored as the
 *  exact pass's, which then uses them (FFO #40-#44: 136,268,977 -> 131,295,941 nodes). */
function tableDepth(n: i32): i32 {
  return ((n < PROBCUT_EMPTIES ? EXACT_LEVEL : level) << 6) | n;
}

/** The squares next to each square (8 directions): a move needs an opponent disc there. */
const NEIGH = memory.data(64 * 8);

/** The move list for n empties (one per count, END_ROWS of them: solves nest by n), in the search's
 *  state region. */
function listAt(n: i32): usize {
  return stateBase + END_LISTS + <usize>n * <usize>MAX_MOVES * SLOT;
}

function initNeighbours(): void {
  for (let s = 0; s < 64; s++) {
    const r = s >> 3;
    const c = s & 7;
    let m: u64 = 0;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if ((dr !== 0 || dc !== 0) && rr >= 0 && rr < 8 && cc >= 0 && cc < 8)
          m |= (<u64>1) << (<u64>(rr * 8 + cc));
      }
    store<u64>(NEIGH + ((<usize>s) << 3), m);
  }
}
initNeighbours();

function neigh(sq: i32): u64 {
  return load<u64>(NEIGH + ((<usize>sq) << 3));
}

/**
 * Flip counts of the last move on a full line: LINE_FLIPS[pos * 256 + p] is the number of discs a move
 * at `pos` flips on a line of 8 squares whose other squares are all occupied, P's the bits of p and
 * the rest the opponent's. A square off a short diagonal reads as an opponent's disc, which flips
 * nothing: a run that reaches it never meets a disc of P before the line's end.
 */
const LINE_FLIPS = memory.data(8 * 256);
/** The a1-h8 and h1-a8 diagonals through each square. */
const DIAG9 = memory.data(64 * 8);
const DIAG7 = memory.data(64 * 8);

function initLastFlips(): void {
  for (let pos = 0; pos < 8; pos++)
    for (let p = 0; p < 256; p++) {
      let n = 0;
      for (let step = -1; step <= 1; step += 2) {
        let i = pos + step;
        let run = 0;
        while (i >= 0 && i < 8 && ((p >> i) & 1) === 0) {
          run++;
          i += step;
        }
        if (i >= 0 && i < 8) n += run;
      }
      store<u8>(LINE_FLIPS + <usize>(pos * 256 + p), <u8>n);
    }
  for (let s = 0; s < 64; s++) {
    const r = s >> 3;
    const c = s & 7;
    let d9: u64 = 0;
    let d7: u64 = 0;
    for (let i = -7; i <= 7; i++) {
      const rr = r + i;
      if (rr < 0 || rr > 7) continue;
      if (c + i >= 0 && c + i < 8) d9 |= (<u64>1) << (<u64>(rr * 8 + c + i));
      if (c - i >= 0 && c - i < 8) d7 |= (<u64>1) << (<u64>(rr * 8 + c - i));
    }
    store<u64>(DIAG9 + ((<usize>s) << 3), d9);
    store<u64>(DIAG7 + ((<usize>s) << 3), d7);
  }
}
initLastFlips();

/** The discs P flips by playing the last empty square sq of a full 8x8 board: four table reads, one
 *  per line, each line's discs of P gathered into a byte (the row by a shift, the column and the
 *  diagonals by a multiplication). */
function lastFlipCount(P: u64, sq: i32): i32 {
  const r = <u64>(sq >> 3);
  const c = <usize>(sq & 7);
  const col = (((P >> <u64>c) & 0x0101010101010101) * 0x0102040810204080) >> 56;
  const d9 = ((P & load<u64>(DIAG9 + ((<usize>sq) << 3))) * 0x0101010101010101) >> 56;
  const d7 = ((P & load<u64>(DIAG7 + ((<usize>sq) << 3))) * 0x0101010101010101) >> 56;
  const byC = LINE_FLIPS + (c << 8);
  return (
    <i32>load<u8>(byC + <usize>((P >> (r << 3)) & 0xff)) +
    <i32>load<u8>(LINE_FLIPS + ((<usize>r) << 8) + <usize>col) +
    <i32>load<u8>(byC + <usize>d9) +
    <i32>load<u8>(byC + <usize>d7)
  );
}

/** The parity of the empties by quadrant: bit q set when quadrant q holds an odd number of them. The
 *  shallow solver carries it from node to node (parityAfter) instead of counting the quadrants. */
function parityOf(E: u64): i32 {
  return (
    (<i32>popcnt<u64>(E & unchecked(quadrant[0])) & 1) |
    ((<i32>popcnt<u64>(E & unchecked(quadrant[1])) & 1) << 1) |
    ((<i32>popcnt<u64>(E & unchecked(quadrant[2])) & 1) << 2) |
    ((<i32>popcnt<u64>(E & unchecked(quadrant[3])) & 1) << 3)
  );
}

/** The parity once square sq is filled. */
function parityAfter(par: i32, sq: i32): i32 {
  return par ^ (1 << (<i32>unchecked(quadrantOf[sq])));
}

/** The squares of the odd quadrants of a parity. */
function oddSquares(par: i32): u64 {
  return unchecked(quadrantsMask[par]);
}

/** Score when P is to move with the single empty square x. */
function last1(P: u64, O: u64, x: u64): i32 {
  Budget.nodes++;
  const sq = <i32>ctz<u64>(x);
  if (boardSquares === 64) {
    const pP = count(P);
    let s: i32;
    let n = lastFlipCount(P, sq);
    if (n !== 0) s = 2 * (pP + n + 1) - 64;
    else {
      n = lastFlipCount(O, sq);
      if (n !== 0) s = 2 * (pP - n) - 64;
      else s = pP > 31 ? 2 * pP - 62 : 2 * pP - 64;
    }
    return anti ? -s : s;
  }
  const N = boardSquares;
  const pP = count(P);
  let f = Board.flips(P, O, sq);
  let s: i32;
  if (f !== 0) s = 2 * (pP + count(f) + 1) - N;
  else {
    f = Board.flips(O, P, sq);
    if (f !== 0) s = 2 * (pP - count(f)) - N;
    else {
      const d = 2 * pP - N + 1;
      s = d > 0 ? d + 1 : d < 0 ? d - 1 : 0;
    }
  }
  return anti ? -s : s;
}

function last1At(P: u64, O: u64, sq: i32): i32 {
  return last1(P, O, (<u64>1) << (<u64>sq));
}

/** Two empties x1, x2 (null window around alpha): no move generation, passes by direct tries. */
function solve2(P: u64, O: u64, alpha: i32, x1: i32, x2: i32): i32 {
  Budget.nodes++;
  let best = -END_INF;
  let f: u64 = (O & neigh(x1)) !== 0 ? Board.flips(P, O, x1) : 0;
  if (f !== 0) {
    best = -last1At(O ^ f, P | f | ((<u64>1) << (<u64>x1)), x2);
    if (best > alpha) return best;
  }
  f = (O & neigh(x2)) !== 0 ? Board.flips(P, O, x2) : 0;
  if (f !== 0) {
    const v = -last1At(O ^ f, P | f | ((<u64>1) << (<u64>x2)), x1);
    return max(v, best);
  }
  if (best !== -END_INF) return best;
  // P passes; the opponent minimises P's score.
  Budget.nodes++;
  best = END_INF;
  f = (P & neigh(x1)) !== 0 ? Board.flips(O, P, x1) : 0;
  if (f !== 0) {
    best = last1At(P ^ f, O | f | ((<u64>1) << (<u64>x1)), x2);
    if (best <= alpha) return best;
  }
  f = (P & neigh(x2)) !== 0 ? Board.flips(O, P, x2) : 0;
  if (f !== 0) {
    const v = last1At(P ^ f, O | f | ((<u64>1) << (<u64>x2)), x1);
    return min(v, best);
  }
  if (best !== END_INF) return best;
  return scoreFinal(P, O);
}

/**
 * The order the shallow solver tries squares in, before parity: corners, then the squares next to the
 * centre, the edges away from the corners, and last the C and X squares, class by class (the usual
 * ranking of squares in Othello endgames). Each class is a set of squares; a square's place in its
 * class does not matter.
 */
const SQUARE_CLASSES: StaticArray<u64> = [
  0x8100000000000081, // corners
  0x0000182424180000, // c4 c5 d3 d6 e3 e6 f4 f5
  0x0000240000240000, // c3 c6 f3 f6
  0x2400810000810024, // a3 a6 c1 c8 f1 f8 h3 h6
  0x1800008181000018, // a4 a5 d1 d8 e1 e8 h4 h5
  0x0018004242001800, // b4 b5 d2 d7 e2 e7 g4 g5
  0x0024420000422400, // b3 b6 c2 c7 f2 f7 g3 g6
  0x4281000000008142, // C squares
  0x0042000000004200, // X squares
  0x0000001818000000, // the centre (filled from the start on 8x8; a small board's squares)
];

/**
 * The empty squares E as a packed list, 6 bits a square, lowest bits first, in SQUARE_CLASSES order:
 * the shallow solver carries its empties this way, without memory, and a child's list is its parent's
 * without the square played (listWithout). At most 10 squares fit; the solver packs at most
 * SHALLOW_EMPTIES.
 */
function packEmpties(E: u64): u64 {
  let L: u64 = 0;
  let shift: u64 = 0;
  for (let c = 0; c < 10; c++) {
    let s = E & unchecked(SQUARE_CLASSES[c]);
    while (s !== 0) {
      L |= ctz<u64>(s) << shift;
      shift += 6;
      s &= s - 1;
    }
  }
  return L;
}

/** The packed list L without its entry at index i. */
function listWithout(L: u64, i: i32): u64 {
  const sh = <u64>(i * 6);
  return (L & (((<u64>1) << sh) - 1)) | ((L >> (sh + 6)) << sh);
}

/** Three empties (packed in L, par their parity): the stability cut-off, then odd-parity quadrants
 *  first, in the squares' order. */
function solve3(P: u64, O: u64, alpha: i32, L: u64, par: i32): i32 {
  Budget.nodes++;
  const sb = stabilityBound(P, O, alpha);
  if (sb <= alpha) return sb;
  const odd = oddSquares(par);
  let x1 = <i32>(L & 63);
  let x2 = <i32>((L >> 6) & 63);
  let x3 = <i32>((L >> 12) & 63);
  // A stable sort of the three by parity: odd quadrants first.
  if (((odd >> <u64>x1) & 1) === 0 && ((odd >> <u64>x2) & 1) !== 0) {
    const t = x1;
    x1 = x2;
    x2 = t;
  }
  if (((odd >> <u64>x2) & 1) === 0 && ((odd >> <u64>x3) & 1) !== 0) {
    const t = x2;
    x2 = x3;
    x3 = t;
    if (((odd >> <u64>x1) & 1) === 0 && ((odd >> <u64>x2) & 1) !== 0) {
      const u = x1;
      x1 = x2;
      x2 = u;
    }
  }
  let best = -END_INF;
  let f: u64 = (O & neigh(x1)) !== 0 ? Board.flips(P, O, x1) : 0;
  if (f !== 0) {
    best = -solve2(O ^ f, P | f | ((<u64>1) << (<u64>x1)), -alpha - 1, x2, x3);
    if (best > alpha) return best;
  }
  f = (O & neigh(x2)) !== 0 ? Board.flips(P, O, x2) : 0;
  if (f !== 0) {
    const v = -solve2(O ^ f, P | f | ((<u64>1) << (<u64>x2)), -alpha - 1, x1, x3);
    if (v > best) {
      if (v > alpha) return v;
      best = v;
    }
  }
  f = (O & neigh(x3)) !== 0 ? Board.flips(P, O, x3) : 0;
  if (f !== 0) {
    const v = -solve2(O ^ f, P | f | ((<u64>1) << (<u64>x3)), -alpha - 1, x1, x2);
    return max(v, best);
  }
  if (best !== -END_INF) return best;
  // Pass if the opponent can move, else the game is over.
  if (
    ((P & neigh(x1)) !== 0 && Board.flips(O, P, x1) !== 0) ||
    ((P & neigh(x2)) !== 0 && Board.flips(O, P, x2) !== 0) ||
    ((P & neigh(x3)) !== 0 && Board.flips(O, P, x3) !== 0)
  )
    return -solve3(O, P, -alpha - 1, L, par);
  return scoreFinal(P, O);
}

/** Null-window search (alpha, alpha + 1) with 4 <= n <= SHALLOW_EMPTIES empties, packed in L, par
 *  their parity: the stability cut-off (as at every solver node from 3 empties: with it here and in
 *  solve3, FFO #40-#44 103.6 M -> 79.6 M nodes), from SHALLOW_TABLE_EMPTIES the small table's bounds
 *  and move, then odd-parity quadrants first, in the list's order within each. */
function nwsShallow(P: u64, O: u64, alpha: i32, n: i32, L: u64, par: i32): i32 {
  Budget.nodes++;
  const sb = stabilityBound(P, O, alpha);
  if (sb <= alpha) return sb;
  let best = -END_INF;
  let bestMove = -1;
  let ttMove = -1;
  const tabled = n >= SHALLOW_TABLE_EMPTIES;
  if (tabled) {
    const e = ttSmall.probe(P, O);
    if (e !== 0) {
      if (entryDepth(e) >= levelFloor) {
        const lo = entryLower(e);
        if (lo > alpha) return lo;
        const up = entryUpper(e);
        if (up <= alpha) return up;
      }
      ttMove = entryMove(e);
      if (ttMove >= 0 && ttMove < PASS_MOVE) {
        const x = (<u64>1) << (<u64>ttMove);
        const f = Board.flips(P, O, ttMove);
        if (f !== 0) {
          let i = 0;
          while (<i32>((L >> <u64>(i * 6)) & 63) !== ttMove) i++;
          best = -nwsShallow(
            O ^ f,
            P | f | x,
            -alpha - 1,
            n - 1,
            listWithout(L, i),
            parityAfter(par, ttMove),
          );
          bestMove = ttMove;
          if (best > alpha) {
            ttSmall.store(P, O, tableDepth(n), alpha, alpha + 1, best, bestMove);
            return best;
          }
        }
      }
    }
  }
  const odd = oddSquares(par);
  for (let k = 0; k < 2; k++) {
    const want: u64 = k === 0 ? 1 : 0;
    for (let i = 0; i < n; i++) {
      const sq = <i32>((L >> <u64>(i * 6)) & 63);
      if (((odd >> <u64>sq) & 1) !== want || sq === ttMove) continue;
      if ((O & neigh(sq)) === 0) continue;
      const f = Board.flips(P, O, sq);
      if (f === 0) continue;
      const x = (<u64>1) << (<u64>sq);
      const v =
        n === 4
          ? -solve3(O ^ f, P | f | x, -alpha - 1, listWithout(L, i), parityAfter(par, sq))
          : -nwsShallow(O ^ f, P | f | x, -alpha - 1, n - 1, listWithout(L, i), parityAfter(par, sq));
      if (v > best) {
        best = v;
        bestMove = sq;
        if (v > alpha) break;
      }
    }
    if (best > alpha) break;
  }
  if (best === -END_INF) {
    if (Board.moves(O, P) === 0) return scoreFinal(P, O);
    return -nwsShallow(O, P, -alpha - 1, n, L, par);
  }
  if (tabled) ttSmall.store(P, O, tableDepth(n), alpha, alpha + 1, best, bestMove);
  return best;
}

/** Null-window dispatcher by number of empties. */
export function nws(P: u64, O: u64, alpha: i32, n: i32): i32 {
  if (n > SHALLOW_EMPTIES) return nwsDeep(P, O, alpha, n);
  const E = ~(P | O) & boardMask;
  if (n >= 4) return nwsShallow(P, O, alpha, n, packEmpties(E), parityOf(E));
  if (n === 3) return solve3(P, O, alpha, packEmpties(E), parityOf(E));
  if (n === 2) {
    const x1 = <i32>ctz<u64>(E);
    return solve2(P, O, alpha, x1, <i32>ctz<u64>(E ^ ((<u64>1) << (<u64>x1))));
  }
  if (n === 1) return last1(P, O, E);
  Budget.nodes++;
  return scoreFinal(P, O);
}

/** Upper bound from the opponent's stable discs (none in anti mode); END_INF when not worth it. */
function stabilityBound(P: u64, O: u64, alpha: i32): i32 {
  const N = boardSquares;
  if (anti || alpha < N - 2 * count(O)) return END_INF;
  return N - 2 * count(stableDiscs(O, P));
}

/** Builds the move list for n empties, fastest-first; returns the count. */
function endList(P: u64, O: u64, moves: u64, n: i32, ttMove: i32): i32 {
  const list = listAt(n);
  const E = ~(P | O) & boardMask;
  const odd = oddSquares(parityOf(E));
  const searchDepth =
    n >= SORT_SEARCH_EMPTIES ? (n >= SORT_DEPTH2_EMPTIES ? 2 : n >= SORT_DEPTH1_EMPTIES ? 1 : 0) : -1;
  if (searchDepth >= 0) searchStart(P, O);
  let cnt = 0;
  while (moves !== 0) {
    const sq = <i32>ctz<u64>(moves);
    const x = (<u64>1) << (<u64>sq);
    moves ^= x;
    const f = Board.flips(P, O, sq);
    const P2 = O ^ f;
    const O2 = P | f | x;
    let key: i32;
    if (sq === ttMove) key = TT_MOVE_KEY;
    else {
      const replies = Board.moves(P2, O2);
      key = -(count(replies) + count(replies & cornerMask)) * MOBILITY_WEIGHT;
      if ((x & odd) !== 0) key += PARITY_KEY;
      if (searchDepth >= 0) {
        key -= count(neighbours(O2) & E & ~x) * POTENTIAL_WEIGHT;
        key -= childSearch(P, O, sq, f, -INF, INF, searchDepth, ORDERING_PLY) >> SEARCH_SCORE_SHIFT;
      }
    }
    setEntry(list, cnt, f, sq, key);
    cnt++;
  }
  return cnt;
}

function nwsDeep(P: u64, O: u64, alpha: i32, n: i32): i32 {
  if (++Budget.nodes >= Budget.nextCheck && checkBudget()) return 0;
  const sb = stabilityBound(P, O, alpha);
  if (sb <= alpha) return sb;
  let ttMove = -1;
  const table = endTable(n);
  const e = table.probe(P, O);
  if (e !== 0) {
    if (entryDepth(e) >= levelFloor) {
      const lo = entryLower(e);
      if (lo > alpha) return lo;
      const up = entryUpper(e);
      if (up <= alpha) return up;
    }
    ttMove = entryMove(e);
  }
  if (level < EXACT_LEVEL && n >= PROBCUT_EMPTIES) {
    const row = endRow(n);
    if (row !== 0) {
      const t = unchecked(LEVEL_CONFIDENCE[level]);
      const d = rowShallow(row);
      const hi = endShallowAbove(row, alpha + 1, t);
      searchStart(P, O);
      if (hi < SCORE_LIMIT && midAB(P, O, hi - 1, hi, d, ORDERING_PLY, false) >= hi) return alpha + 1;
      if (Budget.stopped) return 0;
      const lo = endShallowBelow(row, alpha, t);
      if (lo > -SCORE_LIMIT && midAB(P, O, lo, lo + 1, d, ORDERING_PLY, false) <= lo) return alpha;
      if (Budget.stopped) return 0;
    }
  }
  const mv = Board.moves(P, O);
  if (mv === 0) {
    if (Board.moves(O, P) === 0) return scoreFinal(P, O);
    return -nwsDeep(O, P, -alpha - 1, n);
  }
  // The midgame table holds a move only for positions an ordering search has met (from
  // SORT_SEARCH_EMPTIES); below, its probe is a cache miss for nothing (FFO #40-#44, #46-#47: 0.93x
  // the CPU-s, 1.016x the nodes, as the few hits go).
  if (ttMove < 0 && n >= SORT_SEARCH_EMPTIES) {
    const m = ttMid.probe(P, O);
    if (m !== 0) ttMove = entryMove(m);
  }
  let best = -END_INF;
  let bestMove = -1;
  let rest = mv;
  // The TT move first, before the (costly) ordering of the other moves.
  if (ttMove >= 0 && ttMove < PASS_MOVE && ((mv >> <u64>ttMove) & 1) !== 0) {
    const x = (<u64>1) << (<u64>ttMove);
    const f = Board.flips(P, O, ttMove);
    const v = -nws(O ^ f, P | f | x, -alpha - 1, n - 1);
    if (Budget.stopped) return 0;
    best = v;
    bestMove = ttMove;
    if (v > alpha || rest === x) {
      table.store(P, O, tableDepth(n), alpha, alpha + 1, best, bestMove);
      return best;
    }
    rest ^= x;
  }
  // Enhanced transposition cut-off: a child already known to be below -alpha refutes this node.
  let etc = n >= ETC_EMPTIES ? rest : 0;
  const childTable = endTable(n - 1);
  while (etc !== 0) {
    const sq = <i32>ctz<u64>(etc);
    const x = (<u64>1) << (<u64>sq);
    etc ^= x;
    const f = Board.flips(P, O, sq);
    const c = childTable.probe(O ^ f, P | f | x);
    if (c !== 0 && entryDepth(c) >= levelFloor && -entryUpper(c) > alpha) {
      const v = -entryUpper(c);
      table.store(P, O, tableDepth(n), alpha, alpha + 1, v, sq);
      return v;
    }
  }
  const cnt = endList(P, O, rest, n, -1);
  const L = listAt(n);
  // With other threads, a move but the first that one of them is searching waits (see pvsEnd).
  const share = sharing && n >= SHARE_EMPTIES;
  let deferred: u64 = 0;
  for (let k = 0; k < cnt || deferred !== 0; k++) {
    const late = k >= cnt;
    const i = late ? <i32>ctz<u64>(deferred) : k;
    if (late) deferred ^= (<u64>1) << (<u64>i);
    const a = late ? L + <usize>i * SLOT : MoveList.pickBest(L, i, cnt);
    const f = entryFlips(a);
    const sq = entrySquare(a);
    const x = (<u64>1) << (<u64>sq);
    const P2 = O ^ f;
    const O2 = P | f | x;
    if (share && !late && best !== -END_INF && deferring() && busyElsewhere(P2, O2)) {
      deferred |= (<u64>1) << (<u64>i);
      continue;
    }
    const key = share ? searchStarts(P2, O2) : 0;
    const v = -nws(P2, O2, -alpha - 1, n - 1);
    if (share) searchDone(key);
    if (Budget.stopped) return 0;
    if (v > best) {
      best = v;
      bestMove = sq;
      if (v > alpha) break;
    }
  }
  table.store(P, O, tableDepth(n), alpha, alpha + 1, best, bestMove);
  return best;
}

/** The best root move a solve has proved so far: a better move is reported to the host when `report`
 *  is set (by solveRoot), and a solve cut short answers with it. */
export class RootProgress {
  static report: bool = false;
  static move: i32 = NO_MOVE;
  static score: i32 = 0;
}

function rootImproved(n: i32, move: i32, score: i32): void {
  RootProgress.move = move;
  RootProgress.score = score;
  pvSave();
  reportIteration(n, score, false, move);
}

/** Full-window PVS for PV nodes with a triangular PV; n = number of empties. */
export function pvsEnd(P: u64, O: u64, alpha: i32, beta: i32, n: i32, ply: i32): i32 {
  if (++Budget.nodes >= Budget.nextCheck && checkBudget()) return 0;
  pvClear(ply);
  const mv = Board.moves(P, O);
  if (mv === 0) {
    if (Board.moves(O, P) === 0) return scoreFinal(P, O);
    const v = -pvsEnd(O, P, -beta, -alpha, n, ply + 1);
    pvUpdate(ply, PASS_MOVE);
    return v;
  }
  let ttMove = -1;
  const e = endTable(n).probe(P, O);
  if (e !== 0) ttMove = entryMove(e);
  if (ttMove < 0) {
    const m = ttMid.probe(P, O);
    if (m !== 0) ttMove = entryMove(m);
  }
  const cnt = endList(P, O, mv, n, ttMove);
  const L = listAt(n);
  const alpha0 = alpha;
  let best = -END_INF;
  let bestMove = -1;
  // With other threads (threads.ts), a move but the first that one of them is searching waits for
  // the second pass.
  const share = sharing && n >= SHARE_EMPTIES;
  let deferred: u64 = 0;
  for (let k = 0; k < cnt || deferred !== 0; k++) {
    const late = k >= cnt;
    const i = late ? <i32>ctz<u64>(deferred) : k;
    if (late) deferred ^= (<u64>1) << (<u64>i);
    const a = late ? L + <usize>i * SLOT : MoveList.pickBest(L, i, cnt);
    const f = entryFlips(a);
    const sq = entrySquare(a);
    const x = (<u64>1) << (<u64>sq);
    const P2 = O ^ f;
    const O2 = P | f | x;
    if (share && !late && i > 0 && deferring() && busyElsewhere(P2, O2)) {
      deferred |= (<u64>1) << (<u64>i);
      continue;
    }
    const key = share ? searchStarts(P2, O2) : 0;
    let v: i32;
    if (i === 0) v = -pvsEnd(P2, O2, -beta, -alpha, n - 1, ply + 1);
    else {
      v = -nws(P2, O2, -alpha - 1, n - 1);
      if (v > alpha && v < beta && !Budget.stopped) v = -pvsEnd(P2, O2, -beta, -alpha, n - 1, ply + 1);
    }
    if (share) searchDone(key);
    if (Budget.stopped) return 0;
    if (v > best) {
      best = v;
      bestMove = sq;
      if (v > alpha) {
        alpha = v;
        pvUpdate(ply, sq);
        if (ply === 0 && RootProgress.report) rootImproved(n, sq, v);
        if (v >= beta) break;
      }
    }
  }
  endTable(n).store(P, O, tableDepth(n), alpha0, beta, best, bestMove);
  return best;
}

/**
 * The exact score of (P, O) with n empties (the root of a solve at `ply`): probable passes first when
 * the exact-score rows are installed, Multi-ProbCut is on (confidence above 0), the learned evaluation
 * they were fitted with applies and n is large enough, then the exact pass. `report` reports the
 * exact pass's better root moves (RootProgress); a probable pass leaves its best move there, not
 * proved, for a solve cut short.
 */
export function solveExact(P: u64, O: u64, n: i32, ply: i32, report: bool): i32 {
  if (endReady && confidence > 0 && learnedApplies() && n >= PROBABLE_EMPTIES)
    for (let l = 1; l < EXACT_LEVEL; l++) {
      setLevel(l);
      const v = pvsEnd(P, O, -END_INF, END_INF, n, ply);
      if (Budget.stopped) break;
      if (report) {
        RootProgress.move = pvAt(ply, 0);
        RootProgress.score = v;
      }
    }
  setLevel(EXACT_LEVEL);
  if (Budget.stopped) return 0;
  RootProgress.report = report;
  const v = pvsEnd(P, O, -END_INF, END_INF, n, ply);
  RootProgress.report = false;
  return v;
}
