// Root drivers: iterative deepening with aspiration windows (search) and the exact solver (solve).
import { Board, emptiesOf, NO_MOVE } from './board';
import { END_INF, pvsEnd } from './endgame';
import { SCALE } from './eval';
import { Budget, reportIteration, resumeBudget, suspendBudget } from './host';
import { pvAt, pvLength, pvSave, pvSaveSingle } from './pv';
import { INF, midAB, scoreFinal } from './search';
import { ttEnd, ttMid } from './tt';

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

function newSearch(): void {
  ttMid.generation++;
  ttEnd.generation++;
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

/** Exact solve from the root; returns the score in discs. */
export function solveRoot(P: u64, O: u64): i32 {
  newSearch();
  if (gameOver(P, O, 1)) return RootResult.score;
  const n = emptiesOf(P, O);
  const v = pvsEnd(P, O, -END_INF, END_INF, n, 0);
  RootResult.stopped = Budget.stopped;
  if (!Budget.stopped) {
    pvSave();
    RootResult.move = pvLength(0) > 0 ? pvAt(0, 0) : NO_MOVE;
    RootResult.score = v;
    RootResult.exact = true;
    RootResult.depth = n;
  }
  return RootResult.score;
}

/** Iterative deepening to maxDepth; solves exactly when the depth reaches the empties or when
 *  empties <= exactEmpties. Returns the score in SCALE units. */
export function searchRoot(P: u64, O: u64, maxDepth: i32, exactEmpties: i32): i32 {
  newSearch();
  if (gameOver(P, O, SCALE)) return RootResult.score;
  const n = emptiesOf(P, O);
  if (maxDepth < 1) maxDepth = 1;
  for (let d = 1; d <= maxDepth; d++) {
    if (d > 1 && (d >= n || (n <= exactEmpties && d > 2))) {
      const v = pvsEnd(P, O, -END_INF, END_INF, n, 0);
      if (Budget.stopped) break;
      pvSave();
      RootResult.move = pvAt(0, 0);
      RootResult.score = v * SCALE;
      RootResult.depth = n;
      RootResult.exact = true;
      reportIteration(n, RootResult.score, true, RootResult.move);
      break;
    }
    // The first iteration ignores the budget so that a move always exists.
    const saved = d === 1 ? suspendBudget() : 0;
    let lo = d >= 3 ? RootResult.score - ASPIRATION : -INF;
    let hi = d >= 3 ? RootResult.score + ASPIRATION : INF;
    let v = 0;
    while (true) {
      v = midAB(P, O, lo, hi, d, 0, true);
      if (Budget.stopped) break;
      if (v <= lo) lo = -INF;
      else if (v >= hi) hi = INF;
      else break;
    }
    if (d === 1) resumeBudget(saved);
    if (Budget.stopped && d > 1) break;
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
