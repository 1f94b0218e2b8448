// Root drivers: the search (iterative deepening with aspiration windows, exact once the position is
// within `exactEmpties` at any depth), the solve, and the analysis (every root move deepened together).
// Exactness is decided here and only here: a search solves when the position is within `exactEmpties`
// and the clock, if there is one, leaves the solver time to finish (solvable()).
import { Board, bit, emptiesOf, NO_MOVE, PASS_MOVE } from './board';
import { EXACT_LEVEL, RootProgress, solveExact } from './endgame';
import { SCALE } from './eval';
import {
  Budget,
  extendDeadline,
  moveScore,
  now,
  reportIteration,
  resumeBudget,
  STOP_TIME,
  suspendBudget,
} from './host';
import { MAX_MOVES } from './movelist';
import { pvAt, pvClear, pvLength, pvSave, pvSaveSingle, pvUpdate } from './pv';
import { INF, scoreFinal, searchFrom } from './search';
import { iterationDepth } from './threads';
import { endTable, entryDepth, entryLower, entryMove, entryUpper, ttEnd, ttMid, ttSmall } from './tt';

/** The answer of the last search or solve (static fields are plain wasm globals). */
export class RootResult {
  static move: i32 = NO_MOVE;
  static score: i32 = 0;
  static depth: i32 = 0;
  static exact: bool = false;
  /** True when the last search was cut short by a limit or by the host. */
  static stopped: bool = false;
}

/** Half-width of the aspiration window around the previous iteration's score: 2 discs. */
const ASPIRATION: i32 = 2 * SCALE;
/**
 * With a clock, a position within reach of the solver first gets this share of the time for the
 * midgame search, so that a solve cut short by the deadline still leaves a good move (and the
 * table moves that order the solve).
 */
const MIDGAME_SHARE: f64 = 0.2;
/**
 * Empties the solver proves in about 2 s on the development machine (FFO #40, 20 empties: 1.7 s;
 * #41, 22 empties: 6.7 s), and the growth of its cost per extra empty (about 3x). A timed search
 * tries an exact solve only when its budget reaches that far: a solve that runs out of time is wasted.
 */
const SOLVE_EMPTIES_IN_2S: i32 = 20;
const SOLVE_GROWTH: f64 = 3;
/** The first iterations, which every search runs before a solve (they fill the table that orders it). */
const SOLVE_AFTER_DEPTH: i32 = 2;

function newSearch(): void {
  ttMid.generation++;
  ttEnd.generation++;
  ttSmall.generation++;
  RootResult.move = NO_MOVE;
  RootResult.score = 0;
  RootResult.depth = 0;
  RootResult.exact = false;
  RootResult.stopped = false;
}

/** Game over at the root: no move, exact score. Returns true if so. */
function gameOver(P: u64, O: u64, scale: i32): bool {
  if (Board.moves(P, O) !== 0 || Board.moves(O, P) !== 0) return false;
  RootResult.score = scoreFinal(P, O) * scale;
  RootResult.exact = true;
  RootResult.depth = 0;
  pvSaveSingle(NO_MOVE);
  return true;
}

/**
 * A position whose exact score the endgame table already holds is not searched again: a solve of it,
 * or of a position before it whose line it is on, proved its score (the entry's bounds meet at the
 * exact level) and its best move (the entry's move, which proved the lower bound). The answer is that
 * move and score, exact, with no node searched. Returns true if so.
 */
function knownExact(P: u64, O: u64, n: i32, scale: i32): bool {
  const e = endTable(n).probe(P, O);
  if (e === 0 || entryDepth(e) >> 6 !== EXACT_LEVEL) return false;
  const score = entryLower(e);
  const move = entryMove(e);
  if (
    score !== entryUpper(e) ||
    move < 0 ||
    move >= PASS_MOVE ||
    ((Board.moves(P, O) >> <u64>move) & 1) === 0
  )
    return false;
  RootResult.move = move;
  RootResult.score = score * scale;
  RootResult.depth = n;
  RootResult.exact = true;
  pvSaveSingle(move);
  reportIteration(n, RootResult.score, true, move);
  return true;
}

/** Whether the solver is expected to prove `empties` within `ms` milliseconds. */
function solvable(empties: i32, ms: f64): bool {
  return ms >= 2000 * SOLVE_GROWTH ** <f64>(empties - SOLVE_EMPTIES_IN_2S);
}

/**
 * How the exact solve fits a search's budget: `wanted` when the position (or the analysis's children,
 * `solves` of them) is within `exactEmpties` and within the clock's reach; with a clock the midgame
 * search first runs to a soft deadline (MIDGAME_SHARE of the time), `deadline` being the real one.
 */
class ExactPlan {
  static wanted: bool = false;
  static deadline: f64 = 0;
  /** Set once the midgame share is spent (or there is no clock): the solve may start. */
  static midgameDone: bool = false;
}

function planExact(empties: i32, exactEmpties: i32, solves: i32): void {
  const deadline = Budget.deadline;
  ExactPlan.deadline = deadline;
  ExactPlan.midgameDone = deadline === 0;
  if (empties > exactEmpties) {
    ExactPlan.wanted = false;
    return;
  }
  if (deadline === 0) {
    ExactPlan.wanted = true;
    return;
  }
  const started = now();
  const left = deadline - started;
  ExactPlan.wanted = solvable(empties, (left * (1 - MIDGAME_SHARE)) / <f64>solves);
  if (ExactPlan.wanted) Budget.deadline = started + left * MIDGAME_SHARE;
}

/** After a stop: true (and the search resumes with the real deadline) when only the midgame share
 *  ran out and the solve is still to come. */
function midgameShareSpent(): bool {
  if (!ExactPlan.wanted || ExactPlan.midgameDone || Budget.reason !== STOP_TIME) return false;
  ExactPlan.midgameDone = true;
  extendDeadline(ExactPlan.deadline);
  return true;
}

/** Ends the midgame phase without a stop (its depth limit reached): the solve gets the real deadline. */
function endMidgame(): void {
  if (ExactPlan.midgameDone) return;
  ExactPlan.midgameDone = true;
  Budget.deadline = ExactPlan.deadline;
}

/** Whether iteration d is the solve: wanted, the midgame phase over, and past the first iterations
 *  (or past the depth limit, when that is lower). */
function solveDue(d: i32, maxDepth: i32): bool {
  return ExactPlan.wanted && ExactPlan.midgameDone && (d > SOLVE_AFTER_DEPTH || d > maxDepth);
}

/** Exact solve from the root; returns the score in discs. A solve cut short keeps the best root move
 *  it proved so far, not exact. */
export function solveRoot(P: u64, O: u64): i32 {
  newSearch();
  if (gameOver(P, O, 1)) return RootResult.score;
  const n = emptiesOf(P, O);
  if (knownExact(P, O, n, 1)) return RootResult.score;
  RootProgress.move = NO_MOVE;
  const v = solveExact(P, O, n, 0, true);
  RootResult.stopped = Budget.stopped;
  RootResult.depth = n;
  if (!Budget.stopped) {
    pvSave();
    RootResult.move = pvLength(0) > 0 ? pvAt(0, 0) : NO_MOVE;
    RootResult.score = v;
    RootResult.exact = true;
  } else {
    RootResult.move = RootProgress.move;
    RootResult.score = RootProgress.score;
  }
  return RootResult.score;
}

/**
 * Iterative deepening to maxDepth. Exact when the depth reaches the empties, or when the position is
 * within `exactEmpties` (at any depth: after SOLVE_AFTER_DEPTH iterations, or fewer if maxDepth is
 * lower, or once a clock's midgame share is spent). A solve cut short leaves the last midgame
 * iteration as the answer. Returns the score in SCALE units.
 */
export function searchRoot(P: u64, O: u64, maxDepth: i32, exactEmpties: i32): i32 {
  newSearch();
  if (gameOver(P, O, SCALE)) return RootResult.score;
  const n = emptiesOf(P, O);
  if (knownExact(P, O, n, SCALE)) return RootResult.score;
  if (maxDepth < 1) maxDepth = 1;
  planExact(n, exactEmpties, 1);
  for (let d = 1; ; d++) {
    if (d > maxDepth) endMidgame();
    const solveNow = d > 1 && (d >= n || solveDue(d, maxDepth));
    if (solveNow) {
      const v = solveExact(P, O, n, 0, false);
      if (Budget.stopped) break;
      pvSave();
      RootResult.move = pvAt(0, 0);
      RootResult.score = v * SCALE;
      RootResult.depth = n;
      RootResult.exact = true;
      reportIteration(n, RootResult.score, true, RootResult.move);
      break;
    }
    if (d > maxDepth) break;
    // The first iteration ignores the budget so that a move always exists.
    const saved = d === 1 ? suspendBudget() : 0;
    let lo = d >= 3 ? RootResult.score - ASPIRATION : -INF;
    let hi = d >= 3 ? RootResult.score + ASPIRATION : INF;
    let v = 0;
    while (true) {
      v = searchFrom(P, O, lo, hi, iterationDepth(d, maxDepth), 0, true);
      if (Budget.stopped) break;
      if (v <= lo) lo = -INF;
      else if (v >= hi) hi = INF;
      else break;
    }
    if (d === 1) resumeBudget(saved);
    if (Budget.stopped && d > 1) {
      if (midgameShareSpent()) continue;
      break;
    }
    pvSave();
    RootResult.move = pvAt(0, 0);
    RootResult.score = v;
    RootResult.depth = d;
    RootResult.exact = d >= n;
    reportIteration(d, v, RootResult.exact, RootResult.move);
  }
  RootResult.stopped = Budget.stopped;
  return RootResult.score;
}

/** The analysis's root moves: square (or PASS_MOVE), flips, latest value (SCALE units), exactness. */
const rootMoves = new StaticArray<i32>(MAX_MOVES);
const rootFlips = new StaticArray<u64>(MAX_MOVES);
const rootValues = new StaticArray<i32>(MAX_MOVES);
const rootExact = new StaticArray<bool>(MAX_MOVES);
/** The order the next iteration visits them in: best value first. */
const rootOrder = new StaticArray<i32>(MAX_MOVES);

function collectRootMoves(P: u64, O: u64): i32 {
  let moves = Board.moves(P, O);
  if (moves === 0) {
    rootMoves[0] = PASS_MOVE;
    rootFlips[0] = 0;
    return 1;
  }
  let count = 0;
  while (moves !== 0) {
    const sq = <i32>ctz<u64>(moves);
    moves ^= bit(sq);
    rootMoves[count] = sq;
    rootFlips[count] = Board.flips(P, O, sq);
    count++;
  }
  return count;
}

/** Orders the root moves by their latest value, best first (insertion sort: at most 33 moves). */
function orderRootMoves(count: i32): void {
  for (let i = 0; i < count; i++) {
    let j = i;
    while (j > 0 && rootValues[rootOrder[j - 1]] < rootValues[i]) {
      rootOrder[j] = rootOrder[j - 1];
      j--;
    }
    rootOrder[j] = i;
  }
}

/** One root move's child searched to `depth` plies (from ply 1) around its previous value; returns
 *  the value for the side to move at the root. */
function childValue(P2: u64, O2: u64, depth: i32, previous: i32, first: bool): i32 {
  let lo = first ? -INF : previous - ASPIRATION;
  let hi = first ? INF : previous + ASPIRATION;
  let v = 0;
  while (true) {
    v = -searchFrom(P2, O2, -hi, -lo, depth, 1, true);
    if (Budget.stopped) break;
    if (v <= lo) lo = -INF;
    else if (v >= hi) hi = INF;
    else break;
  }
  return v;
}

/**
 * Scores every root move: iteration d searches each move's child to d - 1 plies with a full window
 * (around the move's previous value), best moves first, and reports each value through
 * host.moveScore as it is found. Children within `exactEmpties` are solved once (after
 * SOLVE_AFTER_DEPTH iterations, or the clock's midgame share); a solve cut short leaves that move its
 * midgame value. The first iteration ignores the budget, so every move has a value.
 */
export function analyzeRoot(P: u64, O: u64, maxDepth: i32, exactEmpties: i32): void {
  newSearch();
  if (Board.moves(P, O) === 0 && Board.moves(O, P) === 0) return;
  const count = collectRootMoves(P, O);
  const childEmpties = rootMoves[0] === PASS_MOVE ? emptiesOf(P, O) : emptiesOf(P, O) - 1;
  for (let i = 0; i < count; i++) {
    rootValues[i] = 0;
    rootExact[i] = false;
  }
  if (maxDepth < 1) maxDepth = 1;
  planExact(childEmpties, exactEmpties, count);
  for (let d = 1; ; d++) {
    if (d > maxDepth) endMidgame();
    const solveNow = d > 1 && (d - 1 >= childEmpties || solveDue(d, maxDepth));
    if (!solveNow && d > maxDepth) break;
    orderRootMoves(count);
    const saved = d === 1 ? suspendBudget() : 0;
    for (let k = 0; k < count; k++) {
      const i = rootOrder[k];
      if (rootExact[i]) continue;
      const move = rootMoves[i];
      const f = rootFlips[i];
      const P2 = O ^ f;
      const O2 = move === PASS_MOVE ? P : P | f | bit(move);
      let v: i32;
      let exact = true;
      if (Board.moves(P2, O2) === 0 && Board.moves(O2, P2) === 0) {
        pvClear(1);
        v = -scoreFinal(P2, O2) * SCALE;
      } else if (solveNow) v = -solveExact(P2, O2, childEmpties, 1, false) * SCALE;
      else {
        v = childValue(P2, O2, d - 1, rootValues[i], d <= 2);
        exact = false;
      }
      if (Budget.stopped) break;
      pvUpdate(0, move);
      pvSave();
      rootValues[i] = v;
      rootExact[i] = exact;
      moveScore(move, v, exact ? childEmpties + 1 : d, exact ? 1 : 0, <f64>Budget.nodes);
    }
    if (d === 1) resumeBudget(saved);
    if (Budget.stopped) {
      if (midgameShareSpent()) continue;
      break;
    }
    if (solveNow) break;
  }
  RootResult.stopped = Budget.stopped;
}
