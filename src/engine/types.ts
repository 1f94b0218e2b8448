import type { Move, Position } from '../core/index.js';

/** The playing levels the game offers (see docs/engine.md). */
export type Level = 'easy' | 'medium' | 'hard' | 'expert';

/** What a search may spend. Any combination; the first limit reached ends the search. */
export interface SearchLimits {
  /** A named level; its defaults (time, depth, evaluation) apply unless overridden below. */
  readonly level?: Level;
  /** Maximum midgame depth in plies, e.g. 12. */
  readonly depth?: number;
  /** Time budget in milliseconds, e.g. 1500. */
  readonly timeMs?: number;
  /** Node budget, e.g. 1_000_000 (with a seed this makes a search deterministic). */
  readonly nodes?: number;
  /** Seed for random choices (easy, medium tie-breaks, openings), e.g. 42. */
  readonly seed?: number;
  /** Solve exactly when at most this many squares are empty, e.g. 20. */
  readonly exactEmpties?: number;
}

/** One progress report of a running search. Scores are in discs from the side to move's view. */
export interface SearchProgress {
  readonly depth: number;
  readonly score: number;
  readonly pv: readonly Move[];
  readonly nodes: number;
  readonly nodesPerSecond: number;
  readonly timeMs: number;
  /** True when the score is the exact final disc difference (tournament rule). */
  readonly exact: boolean;
}

/** The answer of a search. */
export interface SearchResult extends SearchProgress {
  readonly move: Move;
}

/** The value of one legal move, as returned by `analyze`. */
export interface MoveScore {
  readonly move: Move;
  readonly score: number;
  readonly exact: boolean;
  readonly pv: readonly Move[];
  readonly depth: number;
}

/** The engine facade: the kernel runs in a worker; every call is asynchronous and cancellable. */
export interface Engine {
  bestMove(
    position: Position,
    limits: SearchLimits,
    onProgress?: (progress: SearchProgress) => void,
  ): Promise<SearchResult>;
  analyze(position: Position, limits: SearchLimits): Promise<MoveScore[]>;
  solve(position: Position, limits?: SearchLimits): Promise<SearchResult>;
  /** Stops the running search; its promise resolves with the best result found so far. */
  stop(): void;
  /** Ends the worker. */
  close(): Promise<void>;
}
