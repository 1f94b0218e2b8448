/**
 * Time on a clock: how long a search goes on, decided after each iteration from how settled its
 * answer is. A move on a clock has a target (its share of the time left, `moveBudgetMs`) and a
 * ceiling (`timeMs`, the deadline the kernel enforces). After every completed iteration the keeper
 * measures the instability of the search so far (the best move changed, the score dropped) and stops
 * the search once the time spent passes the target scaled by it: half the target when the best move
 * has stood still for several iterations, up to STRETCH_MAX times the target (never past the ceiling)
 * when it keeps changing. It also stops when the next iteration is not expected to end before the
 * ceiling: the kernel drops an unfinished iteration, so that time would be spent for nothing.
 * Transport-free and synchronous, so the runner calls it from the kernel's iteration report.
 */

/** A finished iteration as the keeper needs it. */
export interface IterationReport {
  readonly depth: number;
  /** Score in discs, from the side to move's view. */
  readonly score: number;
  /** The best move's code (any value that compares equal for the same move). */
  readonly move: unknown;
  readonly exact: boolean;
}

/** The least of the target a search spends: a best move that never moved and a score that held. */
export const STRETCH_MIN = 0.5;
/** The most of the target a search spends, on a decision that keeps changing (within the ceiling). */
export const STRETCH_MAX = 2.5;
/** Instability added by a change of best move, and by each disc the score drops between iterations. */
const MOVE_CHANGE = 1;
const DROP_PER_DISC = 0.25;
/** How much of the instability an iteration keeps from the ones before (older changes count less). */
const DECAY = 0.5;
/** The time of the next iteration, as a multiple of the last one's, for deciding whether it can end. */
const NEXT_ITERATION_GROWTH = 2;

/** Decides, iteration by iteration, when a search on a clock has spent enough. */
export class TimeKeeper {
  private instability = 1;
  private lastMove: unknown;
  /** The scores of the last two iterations, the older first: a drop is measured against the iteration
   * of the same parity, since odd and even depths see the position from different sides. */
  private scores: number[] = [];
  private lastAt = 0;
  private iterations = 0;

  /**
   * `targetMs`: the time to aim at (e.g. 4_000); `ceilingMs`: the most the search may take (its
   * deadline, e.g. 10_000), both from the start of the search.
   */
  constructor(
    private readonly targetMs: number,
    private readonly ceilingMs: number,
  ) {}

  /** The time the search may spend given what it has seen so far: the target scaled by the
   * instability, within [STRETCH_MIN, STRETCH_MAX] times the target and never past the ceiling. */
  budgetMs(): number {
    const stretch = Math.min(STRETCH_MAX, Math.max(STRETCH_MIN, STRETCH_MIN + this.instability));
    return Math.min(this.ceilingMs, this.targetMs * stretch);
  }

  /** Records a finished iteration at `elapsedMs` since the start; true when the search should stop
   * now (its answer is exact, its budget is spent, or the next iteration could not end in time). */
  onIteration(line: IterationReport, elapsedMs: number): boolean {
    const took = elapsedMs - this.lastAt;
    this.lastAt = elapsedMs;
    this.iterations++;
    let change = 0;
    if (this.iterations > 1 && line.move !== this.lastMove) change += MOVE_CHANGE;
    const before = this.scores.length === 2 ? this.scores[0] : undefined;
    if (before !== undefined && line.score < before) change += (before - line.score) * DROP_PER_DISC;
    this.instability = this.instability * DECAY + change;
    this.lastMove = line.move;
    this.scores = [...this.scores.slice(-1), line.score];
    if (line.exact) return true;
    if (elapsedMs >= this.budgetMs()) return true;
    return this.iterations > 1 && elapsedMs + took * NEXT_ITERATION_GROWTH > this.ceilingMs;
  }
}
