// Root drivers: iterative deepening with aspiration windows (search) and the exact solver (solve).
import { NO_MOVE, getMoves } from './board';
import { SCALE } from './eval';
import { B, reportIteration, resumeBudget, suspendBudget } from './host';
import { END_INF, T, pvsEnd } from './endgame';
import { pvAt, pvLength, pvSave, pvSaveSingle } from './pv';
import { INF, emptiesOf, midAB, scoreFinal } from './search';
import { ttEnd, ttMid } from './tt';

/** Result of the last search/solve. */
export class R {
  static move: i32 = NO_MOVE;
  static score: i32 = 0;
  static depth: i32 = 0;
  static exact: bool = false;
  /** True when the last search was cut short by a limit or by the host. */
  static stopped: bool = false;
}

const ASPIRATION: i32 = 2 * SCALE;

function newSearch(): void {
  ttMid.generation++;
  ttEnd.generation++;
  R.move = NO_MOVE;
  R.score = 0;
  R.depth = 0;
  R.exact = false;
  R.stopped = false;
}

/** Game over at the root: no move, exact score. Returns true if so. */
function gameOver(P: u64, O: u64, scale: i32): bool {
  if (getMoves(P, O) != 0 || getMoves(O, P) != 0) return false;
  R.score = scoreFinal(P, O) * scale;
  R.exact = true;
  R.depth = 0;
  pvSaveSingle(NO_MOVE);
  return true;
}

/** Exact solve from the root; returns the score in discs, or the window bound in WLD mode. */
export function solveRoot(P: u64, O: u64, wld: bool): i32 {
  newSearch();
  if (gameOver(P, O, 1)) return R.score;
  const n = emptiesOf(P, O);
  let alpha = wld ? -1 : -END_INF;
  let beta = wld ? 1 : END_INF;
  // Iterative deepening of the midgame search first: its table moves order the top of the tree.
  const pre = n - T.preOffset;
  for (let d = 2; d <= pre && !B.stopped; d++) midAB(P, O, -INF, INF, d, 0, true);
  if (B.stopped) {
    R.stopped = true;
    return R.score;
  }
  if (!wld && T.rootAsp > 0 && n >= 14) {
    // Aspiration around a shallow midgame estimate; scores are even, so +-rootAsp around it.
    const est = midAB(P, O, -INF, INF, T.rootAspDepth, 0, false);
    let e = (est >= 0 ? est + SCALE : est - SCALE) / (2 * SCALE);
    e *= 2;
    alpha = e - T.rootAsp;
    beta = e + T.rootAsp;
  }
  let v = 0;
  while (true) {
    v = pvsEnd(P, O, alpha, beta, n, 0);
    if (B.stopped) break;
    if (wld) break;
    if (v <= alpha && alpha > -END_INF) {
      beta = v + 1;
      alpha = -END_INF;
    } else if (v >= beta && beta < END_INF) {
      alpha = v - 1;
      beta = END_INF;
    } else break;
  }
  R.stopped = B.stopped;
  if (!B.stopped) {
    pvSave();
    R.move = pvLength(0) > 0 ? pvAt(0, 0) : NO_MOVE;
    R.score = v;
    R.exact = true;
    R.depth = n;
  }
  return R.score;
}

/** Iterative deepening to maxDepth; solves exactly when the depth reaches the empties or when
 *  empties <= exactEmpties. Returns the score in SCALE units. */
export function searchRoot(P: u64, O: u64, maxDepth: i32, exactEmpties: i32): i32 {
  newSearch();
  if (gameOver(P, O, SCALE)) return R.score;
  const n = emptiesOf(P, O);
  if (maxDepth < 1) maxDepth = 1;
  for (let d = 1; d <= maxDepth; d++) {
    if (d > 1 && (d >= n || (n <= exactEmpties && d > 2))) {
      const v = pvsEnd(P, O, -END_INF, END_INF, n, 0);
      if (B.stopped) break;
      pvSave();
      R.move = pvAt(0, 0);
      R.score = v * SCALE;
      R.depth = n;
      R.exact = true;
      reportIteration(n, R.score, true, R.move);
      break;
    }
    // The first iteration ignores the budget so that a move always exists.
    const saved = d == 1 ? suspendBudget() : 0;
    let lo = d >= 3 ? R.score - ASPIRATION : -INF;
    let hi = d >= 3 ? R.score + ASPIRATION : INF;
    let v = 0;
    while (true) {
      v = midAB(P, O, lo, hi, d, 0, true);
      if (B.stopped) break;
      if (v <= lo) lo = -INF;
      else if (v >= hi) hi = INF;
      else break;
    }
    if (d == 1) resumeBudget(saved);
    if (B.stopped && d > 1) break;
    pvSave();
    R.move = pvAt(0, 0);
    R.score = v;
    R.depth = d;
    R.exact = d >= n;
    reportIteration(d, v, R.exact, R.move);
  }
  R.stopped = B.stopped;
  return R.score;
}
