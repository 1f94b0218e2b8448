import type { Move, Position } from '../core/index.js';

/** The playing levels the game offers (see docs/engine.md). */
export type Level = 'easy' | 'medium' | 'hard' | 'expert';

/**
 * Which evaluation a kernel search uses: `cheap` (mobility, corners, discs), `heuristic` (the full
 * hand-written one), or `best` (the learned patterns when their weights are installed and the game is
 * standard 8x8, else the heuristic).
 */
export type Evaluation = 'cheap' | 'heuristic' | 'best';

/**
 * What a search may spend, and how it plays. Any combination; the first limit reached ends the
 * search. Without a level, an explicit depth, time or node limit means a plain kernel search; with
 * nothing at all the expert level applies (docs/engine.md).
 */
export interface SearchLimits {
  /** A named level; its defaults (time, depth, exactness, evaluation) apply unless overridden below. */
  readonly level?: Level;
  /** Maximum midgame depth in plies, e.g. 12. */
  readonly depth?: number;
  /** Time budget in milliseconds, e.g. 1500: the most a search takes. */
  readonly timeMs?: number;
  /** On a clock, the time a best-move search aims at, within `timeMs` (`clockedLimits` sets both from
   * the time left), e.g. 4000: it stops after an iteration once past about half of it when the best
   * move holds and the score does not drop, and goes on towards 2.5 times it (never past `timeMs`)
   * when they do (timekeeper.ts). Without it a search spends up to `timeMs`. */
  readonly targetMs?: number;
  /** Node budget, e.g. 1_000_000 (with a seed this makes a search deterministic). */
  readonly nodes?: number;
  /** Seed for random choices (easy, medium tie-breaks), e.g. 42. */
  readonly seed?: number;
  /** Solve exactly when at most this many squares are empty, whatever the depth, e.g. 20. With a
   * clock, only when the time left is expected to be enough for the solver. */
  readonly exactEmpties?: number;
  /** Overrides the level's evaluation, e.g. `'heuristic'` for a signature that does not depend on
   * whether the learned weights are present. */
  readonly evaluator?: Evaluation;
  /** Start from empty tables, so that node counts are reproducible (implied by a node limit). */
  readonly fresh?: boolean;
  /** Play from the opening book when the position is in it: by default hard and expert do (and plain
   * limits without a level do not); false searches every move, e.g. to measure the search alone. */
  readonly book?: boolean;
  /** What a line the book values as a draw is worth to Black, in discs (NBoard's `set contempt` in
   * centi-discs, / 100), e.g. -0.5: Black avoids book draws and White seeks them. Default 0. */
  readonly contempt?: number;
  /** Search threads for this call, at most the engine's (default: all of the engine's), e.g. 1 for a
   * level whose strength was measured on one. */
  readonly threads?: number;
}

/** One progress report of a running search. Scores are in discs from the side to move's view. */
export interface SearchProgress {
  readonly depth: number;
  readonly score: number;
  readonly pv: readonly Move[];
  readonly nodes: number;
  readonly nodesPerSecond: number;
  readonly timeMs: number;
  /** True when the score is the exact final disc difference (tournament rule). A solve reports
   * better moves as it proves them (not exact: better ones may follow), then the exact answer. */
  readonly exact: boolean;
  /** True when the move came from the opening book (its score is the book's, nothing was searched). */
  readonly book?: boolean;
}

/** The answer of a search. */
export interface SearchResult extends SearchProgress {
  readonly move: Move;
}

/** The value of one legal move, as `analyze` reports it. */
export interface MoveScore {
  readonly move: Move;
  /** Discs from the view of the side to move before the move. */
  readonly score: number;
  readonly exact: boolean;
  /** The line, starting with `move`. */
  readonly pv: readonly Move[];
  /** Plies searched from the position before the move (its empties when exact). */
  readonly depth: number;
}

/** One progress report of `analyze`: every move's latest value. */
export interface AnalysisProgress {
  /** Every legal move's latest value, best first; while an iteration runs, the moves it has reached
   * are one ply deeper than the others. */
  readonly scores: readonly MoveScore[];
  /** The deepest iteration every move has completed. */
  readonly depth: number;
  readonly nodes: number;
  readonly nodesPerSecond: number;
  readonly timeMs: number;
}

/** A perft count, or its progress (the moves of the root counted so far). */
export interface PerftProgress {
  readonly leaves: number;
  readonly movesDone: number;
  readonly movesTotal: number;
  readonly timeMs: number;
}

/** The answer of `perft`. */
export interface PerftResult {
  readonly leaves: number;
  readonly timeMs: number;
}

/** The engine facade: the kernel runs in a worker; every call is asynchronous and cancellable. */
export interface Engine {
  /** The move to play, with a report after every completed iteration. */
  bestMove(
    position: Position,
    limits: SearchLimits,
    onProgress?: (progress: SearchProgress) => void,
  ): Promise<SearchResult>;
  /**
   * A value for every legal move, all deepened together under the limits, each reported as it
   * improves. The answer gives every move its value at the deepest iteration all of them completed
   * (exact values as solved), best first, so that no move looks better for being searched deeper.
   */
  analyze(
    position: Position,
    limits: SearchLimits,
    onProgress?: (progress: AnalysisProgress) => void,
  ): Promise<MoveScore[]>;
  /** The exact score and a best move (tournament rule); without a limit it runs to the proof. */
  solve(
    position: Position,
    limits?: SearchLimits,
    onProgress?: (progress: SearchProgress) => void,
  ): Promise<SearchResult>;
  /** Leaves of the game tree to `depth` plies (a pass is a ply, a finished game one leaf), with a
   * report after each move of the root. */
  perft(
    position: Position,
    depth: number,
    onProgress?: (progress: PerftProgress) => void,
  ): Promise<PerftResult>;
  /** Stops the running search; its promise resolves with the best result found so far. A perft is
   * not stopped. */
  stop(): void;
  /** Ends the worker. */
  close(): Promise<void>;
}
