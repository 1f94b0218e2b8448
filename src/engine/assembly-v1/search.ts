// Midgame negamax alpha-beta (PVS, fail-soft) with the midgame transposition table, TT-move /
// mobility / history ordering. Scores are in SCALE units; finished games score exactly (discs*SCALE).
import { Board, cornerMask, count, finalDiff, PASS_MOVE } from './board';
import { anti, evaluate, SCALE } from './eval';
import { Budget, checkBudget } from './host';
import { entryFlips, entrySquare, MAX_MOVES, MoveList, SLOT, setEntry } from './movelist';
import { MAX_PLY, pvClear, pvUpdate } from './pv';
import { entryDepth, entryLower, entryMove, entryUpper, ttMid } from './tt';

/** Above every midgame score: the evaluation is clamped below 64 discs (6400). */
export const INF: i32 = 30000;
/** Ordering key of the transposition table's move: above any other key. */
export const TT_MOVE_KEY: i32 = 1 << 30;
/** Ordering weight of one reply of the opponent (mobility and corner replies count), as a shift. */
const MOBILITY_SHIFT: i32 = 6;
/** Ordering bonus of a corner move (a malus in Anti-Reversi). */
const CORNER_KEY: i32 = 200;
/** Plies kept free at the end of the PV table for the line's last moves. */
const PLY_MARGIN: i32 = 2;

/** One move list per ply. */
const LIST = memory.data(<i32>(<usize>MAX_PLY * <usize>MAX_MOVES * SLOT));
/** History heuristic, one counter per square: depth^2 for each cut-off the move caused. */
const HISTORY = memory.data(64 * 4);

/** Exact final score for P in discs (anti mode: negated). */
export function scoreFinal(P: u64, O: u64): i32 {
  const s = finalDiff(P, O);
  return anti ? -s : s;
}

export function clearHistory(): void {
  memory.fill(HISTORY, 0, 64 * 4);
}

function historyAt(sq: i32): i32 {
  return load<i32>(HISTORY + ((<usize>sq) << 2));
}

function listAt(ply: i32): usize {
  return LIST + <usize>ply * <usize>MAX_MOVES * SLOT;
}

/** Fills the move list of `ply`; returns the count. `full` adds the opponent's mobility to the key. */
function buildList(P: u64, O: u64, moves: u64, ply: i32, ttMove: i32, full: bool): i32 {
  const list = listAt(ply);
  let n = 0;
  while (moves !== 0) {
    const sq = <i32>ctz<u64>(moves);
    const x = (<u64>1) << (<u64>sq);
    moves ^= x;
    const f = Board.flips(P, O, sq);
    let key: i32;
    if (sq === ttMove) key = TT_MOVE_KEY;
    else if (full) {
      const replies = Board.moves(O ^ f, P | f | x);
      key = historyAt(sq) - ((count(replies) + count(replies & cornerMask)) << MOBILITY_SHIFT);
      if ((x & cornerMask) !== 0) key += anti ? -CORNER_KEY : CORNER_KEY;
    } else key = historyAt(sq);
    setEntry(list, n, f, sq, key);
    n++;
  }
  return n;
}

/** Negamax PVS to `depth` plies in window (alpha, beta); a pass does not consume depth. */
export function midAB(P: u64, O: u64, alpha: i32, beta: i32, depth: i32, ply: i32, pvNode: bool): i32 {
  if (++Budget.nodes >= Budget.nextCheck && checkBudget()) return 0;
  if (pvNode) pvClear(ply);
  if (depth <= 0 || ply >= MAX_PLY - PLY_MARGIN) return evaluate(P, O);
  const moves = Board.moves(P, O);
  if (moves === 0) {
    if (Board.moves(O, P) === 0) return scoreFinal(P, O) * SCALE;
    const v = -midAB(O, P, -beta, -alpha, depth, ply + 1, pvNode);
    if (pvNode) pvUpdate(ply, PASS_MOVE);
    return v;
  }
  let ttMove = -1;
  const e = ttMid.probe(P, O);
  if (e !== 0) {
    ttMove = entryMove(e);
    if (!pvNode && entryDepth(e) >= depth) {
      const lower = entryLower(e);
      if (lower >= beta) return lower;
      const upper = entryUpper(e);
      if (upper <= alpha) return upper;
    }
  }
  const n = buildList(P, O, moves, ply, ttMove, depth >= 2);
  const list = listAt(ply);
  const alpha0 = alpha;
  let best = -INF;
  let bestMove = -1;
  for (let i = 0; i < n; i++) {
    const at = MoveList.pickBest(list, i, n);
    const f = entryFlips(at);
    const sq = entrySquare(at);
    const x = (<u64>1) << (<u64>sq);
    const P2 = O ^ f;
    const O2 = P | f | x;
    let v: i32;
    if (i === 0) v = -midAB(P2, O2, -beta, -alpha, depth - 1, ply + 1, pvNode);
    else {
      v = -midAB(P2, O2, -alpha - 1, -alpha, depth - 1, ply + 1, false);
      if (pvNode && v > alpha && v < beta && !Budget.stopped)
        v = -midAB(P2, O2, -beta, -alpha, depth - 1, ply + 1, true);
    }
    if (Budget.stopped) return 0;
    if (v > best) {
      best = v;
      bestMove = sq;
      if (v > alpha) {
        alpha = v;
        if (pvNode) pvUpdate(ply, sq);
        if (v >= beta) {
          const h = HISTORY + ((<usize>sq) << 2);
          store<i32>(h, load<i32>(h) + depth * depth);
          break;
        }
      }
    }
  }
  ttMid.store(P, O, depth, alpha0, beta, best, bestMove);
  return best;
}
