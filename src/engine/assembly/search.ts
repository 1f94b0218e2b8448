// Midgame negamax alpha-beta (PVS, fail-soft) with the midgame transposition table, TT-move /
// mobility / history ordering. Scores are in SCALE units; finished games score exactly (discs*SCALE).
import { PASS, boardMask, boardSquares, cornerMask, finalDiff, flipsAt, getMoves } from './board';
import { SCALE, anti, evaluate } from './eval';
import { B, checkBudget } from './host';
import { MAX_PLY, pvClear, pvUpdate } from './pv';
import { pickBest, SLOT } from './movelist';
import { entryDepth, entryLower, entryMove, entryUpper, ttMid } from './tt';

export const INF: i32 = 30000;
const PER_PLY: usize = 40;
const LIST = memory.data(<i32>(<usize>MAX_PLY * PER_PLY * SLOT));
/** History heuristic, one counter per square. */
const HISTORY = memory.data(64 * 4);

// @ts-ignore: decorator
@inline
export function pc(x: u64): i32 {
  return <i32>popcnt<u64>(x);
}

/** Exact final score for P in discs (anti mode: negated). */
// @ts-ignore: decorator
@inline
export function scoreFinal(P: u64, O: u64): i32 {
  const s = finalDiff(P, O);
  return anti ? -s : s;
}

export function clearHistory(): void {
  memory.fill(HISTORY, 0, 64 * 4);
}

// @ts-ignore: decorator
@inline
function historyAt(sq: i32): i32 {
  return load<i32>(HISTORY + (<usize>sq << 2));
}

/** Fills the move list of `ply`; returns the count. Entries: flips u64, square i32, sort key i32. */
function buildList(P: u64, O: u64, mv: u64, ply: i32, ttMove: i32, full: bool): i32 {
  const L = LIST + <usize>ply * PER_PLY * SLOT;
  let n = 0;
  while (mv != 0) {
    const sq = <i32>ctz<u64>(mv);
    const x = (<u64>1) << <u64>sq;
    mv ^= x;
    const f = flipsAt(P, O, sq);
    let key: i32;
    if (sq == ttMove) key = 1 << 30;
    else if (full) {
      const om = getMoves(O ^ f, P | f | x);
      key = historyAt(sq) - ((pc(om) + pc(om & cornerMask)) << 6);
      if ((x & cornerMask) != 0) key += anti ? -200 : 200;
    } else key = historyAt(sq);
    const a = L + <usize>n * SLOT;
    store<u64>(a, f);
    store<i32>(a, sq, 8);
    store<i32>(a, key, 12);
    n++;
  }
  return n;
}

/** Negamax PVS to `depth` plies in window (alpha, beta); a pass does not consume depth. */
export function midAB(P: u64, O: u64, alpha: i32, beta: i32, depth: i32, ply: i32, pvNode: bool): i32 {
  if (++B.nodes >= B.nextCheck && checkBudget()) return 0;
  if (pvNode) pvClear(ply);
  if (depth <= 0 || ply >= MAX_PLY - 2) return evaluate(P, O);
  const mv = getMoves(P, O);
  if (mv == 0) {
    if (getMoves(O, P) == 0) return scoreFinal(P, O) * SCALE;
    const v = -midAB(O, P, -beta, -alpha, depth, ply + 1, pvNode);
    if (pvNode) pvUpdate(ply, PASS);
    return v;
  }
  let ttMove = -1;
  const e = ttMid.probe(P, O);
  if (e != 0) {
    ttMove = entryMove(e);
    if (!pvNode && entryDepth(e) >= depth) {
      const lo = entryLower(e);
      if (lo >= beta) return lo;
      const up = entryUpper(e);
      if (up <= alpha) return up;
    }
  }
  const n = buildList(P, O, mv, ply, ttMove, depth >= 2);
  const L = LIST + <usize>ply * PER_PLY * SLOT;
  const alpha0 = alpha;
  let best = -INF;
  let bestMove = -1;
  for (let i = 0; i < n; i++) {
    const a = pickBest(L, i, n);
    const f = load<u64>(a);
    const sq = load<i32>(a, 8);
    const x = (<u64>1) << <u64>sq;
    const P2 = O ^ f;
    const O2 = P | f | x;
    let v: i32;
    if (i == 0) v = -midAB(P2, O2, -beta, -alpha, depth - 1, ply + 1, pvNode);
    else {
      v = -midAB(P2, O2, -alpha - 1, -alpha, depth - 1, ply + 1, false);
      if (pvNode && v > alpha && v < beta && !B.stopped) v = -midAB(P2, O2, -beta, -alpha, depth - 1, ply + 1, true);
    }
    if (B.stopped) return 0;
    if (v > best) {
      best = v;
      bestMove = sq;
      if (v > alpha) {
        alpha = v;
        if (pvNode) pvUpdate(ply, sq);
        if (v >= beta) {
          const h = HISTORY + (<usize>sq << 2);
          store<i32>(h, load<i32>(h) + depth * depth);
          break;
        }
      }
    }
  }
  ttMid.store(P, O, depth, alpha0, beta, best, bestMove);
  return best;
}

/** The number of empty playable squares. */
// @ts-ignore: decorator
@inline
export function emptiesOf(P: u64, O: u64): i32 {
  return boardSquares - pc((P | O) & boardMask);
}
