/**
 * The values of an analysis as they arrive, move by move and depth by depth, and the answer they
 * give: every move at the deepest iteration all of them completed (exact ones as solved). The worker
 * builds its answer with it; the facade does the same from the reports when it has to answer a stopped
 * analysis itself (no shared memory).
 */
import type { Move } from '../core/index.js';
import type { MoveScore } from './types.js';

export class AnalysisTable {
  /** Each move's values, one per depth reached, in order. */
  private readonly values = new Map<Move, MoveScore[]>();

  /** Records a move's value (a repeated depth replaces the one recorded). */
  record(score: MoveScore): void {
    const values = this.values.get(score.move) ?? [];
    const last = values[values.length - 1];
    if (last !== undefined && last.depth === score.depth && last.exact === score.exact) values.pop();
    values.push(score);
    this.values.set(score.move, values);
  }

  /** Every move's latest value, best first. */
  latest(): MoveScore[] {
    return bestFirst([...this.values.values()].map((values) => values[values.length - 1]));
  }

  /** The deepest iteration every move has completed (exact moves are complete at any depth). */
  completedDepth(): number {
    const latest = this.latest();
    const open = latest.filter((s) => !s.exact).map((s) => s.depth);
    return open.length > 0 ? Math.min(...open) : Math.max(0, ...latest.map((s) => s.depth));
  }

  /** Every move's value at the completed depth (exact ones as solved), best first: a move searched
   * one ply deeper than the others would differ from them by the odd/even swing alone. */
  answer(): MoveScore[] {
    const depth = this.completedDepth();
    return bestFirst(
      [...this.values.values()].map((values) => {
        const last = values[values.length - 1];
        return last.exact ? last : (values.find((s) => s.depth === depth) ?? last);
      }),
    );
  }
}

const bestFirst = (scores: MoveScore[]): MoveScore[] => [...scores].sort((a, b) => b.score - a.score);
