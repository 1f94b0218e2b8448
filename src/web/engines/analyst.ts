/**
 * What the analysis board, the review and the hint need of the engine: every legal move of a position
 * valued, all deepened together, each value reported as it improves, and a way to stop. The page's
 * one use of the engine's `analyze`; everything else in the analysis works on these plain values.
 */
import { type Move, PASS, type Position, type Square } from '../../core/index.js';
import type { AnalysisProgress, Engine, EngineAids, MoveScore } from '../../engine/index.js';

/** One legal move's value. */
export interface MoveValue {
  readonly move: Square;
  /** Discs at the end from the view of the side to move before the move, e.g. +4. */
  readonly score: number;
  /** True when the score is proven (the exact final disc difference, empties to the winner). */
  readonly exact: boolean;
  /** Plies searched (the empties when exact). */
  readonly depth: number;
  /** The line expected, starting with `move`. */
  readonly pv: readonly Move[];
}

/** What is known of a position: every legal move's value, best first, and how it was found. */
export interface PositionValues {
  readonly scores: readonly MoveValue[];
  /** The deepest iteration every move has completed. */
  readonly depth: number;
  readonly nodes: number;
  readonly nodesPerSecond: number;
  readonly timeMs: number;
}

/** How far an analysis goes: a midgame depth, and the empties from which every value is solved. */
export interface AnalysisLimits {
  /** Deepest midgame iteration in plies, e.g. 10. */
  readonly depth: number;
  /** Solve exactly at this many empties or fewer, e.g. 14. */
  readonly exactEmpties: number;
}

/** The engine as the analysis uses it. */
export interface Analyst {
  /** Values every legal move of `position` (one with a legal move), reporting each improvement;
   * resolves at the limits, or with what is known when stopped. */
  analyze(
    position: Position,
    limits: AnalysisLimits,
    onProgress?: (values: PositionValues) => void,
  ): Promise<PositionValues>;
  /** Stops the running analysis (its promise resolves with what is known). */
  stop(): void;
  /** What the engine works with (the worker's engine says whether its learned weights loaded). */
  aids?(): EngineAids;
}

/** The values of a position as the engine gives them (a pass, which no analysed position has, left out). */
const valuesOf = (
  scores: readonly MoveScore[],
  progress: Omit<AnalysisProgress, 'scores'>,
): PositionValues => ({
  scores: scores.filter((s) => s.move !== PASS).map((s) => ({ ...s, move: s.move as Square })),
  depth: progress.depth,
  nodes: progress.nodes,
  nodesPerSecond: progress.nodesPerSecond,
  timeMs: progress.timeMs,
});

/** The analysis over an engine's streaming `analyze`. Its answer gives every move's value at the deepest
 * iteration all completed; the figures of the search come from its last report. */
export const engineAnalyst = (
  engine: Pick<Engine, 'analyze' | 'stop'> & { aids?(): EngineAids },
): Analyst => ({
  ...(engine.aids ? { aids: () => engine.aids!() } : {}),
  async analyze(position, limits, onProgress) {
    let last: AnalysisProgress | undefined;
    const scores = await engine.analyze(position, limits, (progress) => {
      last = progress;
      onProgress?.(valuesOf(progress.scores, progress));
    });
    return valuesOf(scores, {
      depth: last?.depth ?? scores.reduce((d, s) => Math.min(d, s.depth), scores[0]?.depth ?? 0),
      nodes: last?.nodes ?? 0,
      nodesPerSecond: last?.nodesPerSecond ?? 0,
      timeMs: last?.timeMs ?? 0,
    });
  },
  stop: () => engine.stop(),
});

/** The best move's value: the position's value for the side to move. */
export const bestOf = (values: PositionValues | undefined): MoveValue | undefined => {
  let best: MoveValue | undefined;
  for (const s of values?.scores ?? []) if (!best || s.score > best.score) best = s;
  return best;
};
