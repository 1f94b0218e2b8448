// Midgame negamax alpha-beta (PVS, fail-soft) with the midgame transposition table. The table's move
// is searched first; the others are ordered by the opponent's mobility and potential mobility after
// them, corners, and from EVAL_ORDER_DEPTH by their evaluation; nodes one ply above the leaves only
// evaluate each move (depthOne). Scores are in SCALE units; finished games score exactly (discs*SCALE).
import { Board, boardMask, cornerMask, count, finalDiff, neighbours, PASS_MOVE } from './board';
import { anti, evalStart, evaluateNode, incremental, SCALE } from './eval';
import { Budget, checkBudget } from './host';
import { entryFlips, entrySquare, MAX_MOVES, MoveList, SLOT, setEntry } from './movelist';
import { confidence, mpcReady, mpcRow, rowShallow, shallowAbove, shallowBelow } from './mpc';
import { patternMake, patternPass, patternUndo } from './patterns';
import { pvClear, pvUpdate } from './pv';
import { MAX_PLY, MID_LISTS, MID_REPLIES, stateBase } from './state';
import { entryDepth, entryLower, entryMove, entryUpper, ttMid } from './tt';

/** Above every midgame score: the evaluation is clamped below 64 discs (6400). */
export const INF: i32 = 30000;
/** Ordering key of the transposition table's move: above any other key. */
export const TT_MOVE_KEY: i32 = 1 << 30;
/** Ordering weight of one reply of the opponent (mobility and corner replies count), as a shift. */
const MOBILITY_SHIFT: i32 = 6;
/** Ordering weight of each empty square next to the mover's discs after the move (the opponent's
 *  potential mobility): 32 against 16, 48 and 64 at depth 11 (10.7 M nodes against 11.1 M). */
const POTENTIAL_KEY: i32 = 32;
/** From this depth the key also subtracts the child's evaluation >> EVAL_ORDER_SHIFT (1/400 disc a
 *  unit, against 64 a reply): -14% nodes at depth 12 for about the cost of the evaluations. */
const EVAL_ORDER_DEPTH: i32 = 4;
const EVAL_ORDER_SHIFT: i32 = 2;
/** Ordering bonus of a corner move (a malus in Anti-Reversi). */
const CORNER_KEY: i32 = 200;
/** Multi-ProbCut (mpc.ts) is tried at nodes outside the PV from this depth. */
const MPC_MIN_DEPTH: i32 = 3;
/** Enhanced transposition cut-offs are looked for at nodes outside the PV from this depth. */
const ETC_MIN_DEPTH: i32 = 4;
/** Beyond every score a search can return (64 discs): a shallow bound out there cannot be reached. */
const SCORE_LIMIT: i32 = 64 * SCALE;
/** Whether the running search cuts by Multi-ProbCut: its rows are installed, the confidence is set and
 *  the evaluation is the one they were fitted for (set by searchFrom). */
let selective: bool = false;

/** Plies kept free at the end of the PV table for the line's last moves. */
const PLY_MARGIN: i32 = 2;

/** Exact final score for P in discs (anti mode: negated). */
export function scoreFinal(P: u64, O: u64): i32 {
  const s = finalDiff(P, O);
  return anti ? -s : s;
}

/** The move list of `ply` (one per ply, in the search's state region). */
function listAt(ply: i32): usize {
  return stateBase + MID_LISTS + <usize>ply * <usize>MAX_MOVES * SLOT;
}

/** The opponent's moves after each entry of the move list of `ply` (MID_REPLIES). */
function repliesAt(ply: i32): usize {
  return stateBase + MID_REPLIES + <usize>ply * <usize>MAX_MOVES * 8;
}

/** A node's moves not yet generated: no set of legal moves has every square. */
const UNKNOWN_MOVES: u64 = 0xffffffffffffffff;

/** Fills the move list of `ply` for a node of `depth`; returns the count. */
function buildList(P: u64, O: u64, moves: u64, ply: i32, depth: i32): i32 {
  const withEval = depth >= EVAL_ORDER_DEPTH;
  const list = listAt(ply);
  const repl = repliesAt(ply);
  let n = 0;
  while (moves !== 0) {
    const sq = <i32>ctz<u64>(moves);
    const x = (<u64>1) << (<u64>sq);
    moves ^= x;
    const f = Board.flips(P, O, sq);
    const replies = Board.moves(O ^ f, P | f | x);
    let key = -((count(replies) + count(replies & cornerMask)) << MOBILITY_SHIFT);
    key -= count(neighbours(P | f | x) & ~(P | O | x) & boardMask) * POTENTIAL_KEY;
    if ((x & cornerMask) !== 0) key += anti ? -CORNER_KEY : CORNER_KEY;
    if (withEval) {
      if (incremental) patternMake(sq, f);
      key -= evaluateNode(O ^ f, P | f | x) >> EVAL_ORDER_SHIFT;
      if (incremental) patternUndo();
    }
    setEntry(list, n, f, sq, key);
    store<u64>(repl + ((<usize>n) << 3), replies);
    n++;
  }
  return n;
}

/** A node one ply above the leaves, outside the PV: every move's evaluation in turn (each a node),
 *  without the table or a move list, until one reaches beta. */
function depthOne(P: u64, O: u64, all: u64, beta: i32): i32 {
  let best = -INF;
  let moves = all & cornerMask;
  let rest = all & ~cornerMask;
  while (moves !== 0 || rest !== 0) {
    if (moves === 0) {
      moves = rest;
      rest = 0;
    }
    const sq = <i32>ctz<u64>(moves);
    const x = (<u64>1) << (<u64>sq);
    moves ^= x;
    if (++Budget.nodes >= Budget.nextCheck && checkBudget()) return 0;
    const f = Board.flips(P, O, sq);
    let v: i32;
    if (incremental) {
      patternMake(sq, f);
      v = -evaluateNode(O ^ f, P | f | x);
      patternUndo();
    } else v = -evaluateNode(O ^ f, P | f | x);
    if (v > best) {
      best = v;
      if (v >= beta) break;
    }
  }
  return best;
}

/** Starts searches from outside the tree at (P, O): the evaluation's state there, and whether they cut
 *  by Multi-ProbCut. midAB of (P, O) and childSearch of its children may follow, any number of times. */
export function searchStart(P: u64, O: u64): void {
  evalStart(P, O);
  selective = incremental && mpcReady && confidence > 0;
}

/** A search of (P, O) from outside the tree (a root, a probable cut of the solver): searchStart, then
 *  midAB. */
export function searchFrom(P: u64, O: u64, alpha: i32, beta: i32, depth: i32, ply: i32, pvNode: bool): i32 {
  searchStart(P, O);
  return midAB(P, O, alpha, beta, depth, ply, pvNode);
}

/** A null-window-free search of the child of (P, O) after P plays `sq` flipping `f`, from the state
 *  searchStart(P, O) left (the solver's ordering searches: one start for all the children, not one
 *  each); the value is the child's, from its mover's side. */
export function childSearch(
  P: u64,
  O: u64,
  sq: i32,
  f: u64,
  alpha: i32,
  beta: i32,
  depth: i32,
  ply: i32,
): i32 {
  if (incremental) patternMake(sq, f);
  const v = midAB(O ^ f, P | f | ((<u64>1) << (<u64>sq)), alpha, beta, depth, ply, false);
  if (incremental) patternUndo();
  return v;
}

/** Negamax PVS to `depth` plies in window (alpha, beta); a pass does not consume depth. */
export function midAB(P: u64, O: u64, alpha: i32, beta: i32, depth: i32, ply: i32, pvNode: bool): i32 {
  return nodeAB(P, O, alpha, beta, depth, ply, pvNode, UNKNOWN_MOVES);
}

/** midAB with P's moves `known` when the parent generated them for its ordering (else UNKNOWN_MOVES). */
function nodeAB(P: u64, O: u64, alpha: i32, beta: i32, depth: i32, ply: i32, pvNode: bool, known: u64): i32 {
  if (++Budget.nodes >= Budget.nextCheck && checkBudget()) return 0;
  if (pvNode) pvClear(ply);
  if (depth <= 0 || ply >= MAX_PLY - PLY_MARGIN) return evaluateNode(P, O);
  let moves = known !== UNKNOWN_MOVES ? known : Board.moves(P, O);
  if (moves === 0) {
    if (Board.moves(O, P) === 0) return scoreFinal(P, O) * SCALE;
    if (incremental) patternPass();
    const v = -nodeAB(O, P, -beta, -alpha, depth, ply + 1, pvNode, UNKNOWN_MOVES);
    if (incremental) patternPass();
    if (pvNode) pvUpdate(ply, PASS_MOVE);
    return v;
  }
  if (depth === 1 && !pvNode) return depthOne(P, O, moves, beta);
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
  if (selective && !pvNode && depth >= MPC_MIN_DEPTH) {
    const row = mpcRow(64 - count(P | O), depth);
    if (row !== 0) {
      const shallow = rowShallow(row);
      const hi = shallowAbove(row, beta);
      if (hi < SCORE_LIMIT) {
        const v = nodeAB(P, O, hi - 1, hi, shallow, ply, false, moves);
        if (Budget.stopped) return 0;
        if (v >= hi) return beta;
      }
      const lo = shallowBelow(row, alpha);
      if (lo > -SCORE_LIMIT) {
        const v = nodeAB(P, O, lo, lo + 1, shallow, ply, false, moves);
        if (Budget.stopped) return 0;
        if (v <= lo) return alpha;
      }
    }
  }
  const alpha0 = alpha;
  let best = -INF;
  let bestMove = -1;
  // The table's move first, before the other moves are generated and ordered.
  if (ttMove >= 0 && ttMove < PASS_MOVE && ((moves >> <u64>ttMove) & 1) !== 0) {
    const v = child(
      P,
      O,
      ttMove,
      Board.flips(P, O, ttMove),
      UNKNOWN_MOVES,
      alpha,
      beta,
      depth,
      ply,
      pvNode,
      true,
    );
    if (Budget.stopped) return 0;
    best = v;
    bestMove = ttMove;
    moves ^= (<u64>1) << (<u64>ttMove);
    if (v > alpha) {
      alpha = v;
      if (pvNode) pvUpdate(ply, ttMove);
      if (v >= beta) moves = 0;
    }
  }
  if (moves !== 0 && !pvNode && depth >= ETC_MIN_DEPTH) {
    // Enhanced transposition cut-off: a child the table already knows to be refuted enough.
    let m = moves;
    while (m !== 0) {
      const sq = <i32>ctz<u64>(m);
      const x = (<u64>1) << (<u64>sq);
      m ^= x;
      const f = Board.flips(P, O, sq);
      const c = ttMid.probe(O ^ f, P | f | x);
      if (c !== 0 && entryDepth(c) >= depth - 1 && -entryUpper(c) >= beta) {
        const v = -entryUpper(c);
        ttMid.store(P, O, depth, alpha0, beta, v, sq);
        return v;
      }
    }
  }
  if (moves !== 0) {
    const first = best === -INF;
    const n = buildList(P, O, moves, ply, depth);
    const list = listAt(ply);
    const repl = repliesAt(ply);
    for (let i = 0; i < n; i++) {
      const at = MoveList.pickBestWith(list, repl, i, n);
      const sq = entrySquare(at);
      const replies = load<u64>(repl + ((<usize>i) << 3));
      const v = child(P, O, sq, entryFlips(at), replies, alpha, beta, depth, ply, pvNode, first && i === 0);
      if (Budget.stopped) return 0;
      if (v > best) {
        best = v;
        bestMove = sq;
        if (v > alpha) {
          alpha = v;
          if (pvNode) pvUpdate(ply, sq);
          if (v >= beta) break;
        }
      }
    }
  }
  ttMid.store(P, O, depth, alpha0, beta, best, bestMove);
  return best;
}

/** The value of the move `sq` (flipping `f`, leaving the opponent the moves `replies`, or
 *  UNKNOWN_MOVES) for P: the first move of a node with its window, the
 *  others with a null window, re-searched with the full one at PV nodes when they land inside it. */
function child(
  P: u64,
  O: u64,
  sq: i32,
  f: u64,
  replies: u64,
  alpha: i32,
  beta: i32,
  depth: i32,
  ply: i32,
  pvNode: bool,
  first: bool,
): i32 {
  const P2 = O ^ f;
  const O2 = P | f | ((<u64>1) << (<u64>sq));
  if (incremental) patternMake(sq, f);
  let v: i32;
  if (first) v = -nodeAB(P2, O2, -beta, -alpha, depth - 1, ply + 1, pvNode, replies);
  else {
    v = -nodeAB(P2, O2, -alpha - 1, -alpha, depth - 1, ply + 1, false, replies);
    if (pvNode && v > alpha && v < beta && !Budget.stopped)
      v = -nodeAB(P2, O2, -beta, -alpha, depth - 1, ply + 1, true, replies);
  }
  if (incremental) patternUndo();
  return v;
}
