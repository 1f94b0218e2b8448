/**
 * Limits resolved: the one place a call's `SearchLimits` become the numbers a job runs with (its
 * level's defaults filled in, every field set). The host resolves once and the worker receives the
 * result as it is; the worker only turns `timeMs` into a deadline when the job starts (runner.ts),
 * and the kernel decides exactness from `exactEmpties` (assembly/driver.ts).
 */
import { LEVEL_SETTINGS, type LevelSettings } from './levels.js';
import { randomSeed } from './rng.js';
import type { Evaluation, SearchLimits } from './types.js';

/** The work a worker can be asked to do. */
export type JobKind = 'bestMove' | 'analyze' | 'solve' | 'perft';

/** The settings a job runs with. */
export interface ResolvedLimits {
  readonly method: LevelSettings['method'];
  /** Deepest midgame iteration (for perft: the depth to count). */
  readonly depth: number;
  /** Milliseconds from the start of the job, 0 for none. */
  readonly timeMs: number;
  /** The time a best-move search aims at on a clock (SearchLimits.targetMs), 0 for none. */
  readonly targetMs: number;
  /**
   * The time rules of issue 26 (timekeeper.ts): a forced move is played without a search, and a
   * search with a target stops by its instability. Off for the frozen builds, which play as they
   * were merged.
   */
  readonly timeRules: boolean;
  /** Nodes, 0 for none. */
  readonly nodes: number;
  /** Solve exactly at or below this many empties, at any depth (0: only when the depth reaches them). */
  readonly exactEmpties: number;
  readonly evaluator: Evaluation;
  readonly seed: number;
  /** Start from empty tables and history (reproducible node counts). */
  readonly fresh: boolean;
}

/** The depth an analysis searches at for levels that do not search (a value per move needs one). */
const ANALYSIS_DEPTH_WITHOUT_SEARCH = 4;

/**
 * Merges limits with their level. Without a level, explicit depth/time/node limits mean a kernel
 * search with the expert's evaluation and no other limit; with none at all the expert level applies.
 * A solve has no time limit unless one is given (it exists to prove the score), and an analysis of a
 * level that does not search uses a shallow search.
 */
export const resolveLimits = (limits: SearchLimits, kind: JobKind, timeRules = true): ResolvedLimits => {
  const explicit = limits.depth !== undefined || limits.timeMs !== undefined || limits.nodes !== undefined;
  const level = LEVEL_SETTINGS[limits.level ?? 'expert'];
  const bare = explicit && limits.level === undefined;
  const nodes = limits.nodes ?? 0;
  const common = {
    nodes,
    seed: limits.seed ?? randomSeed(),
    evaluator: limits.evaluator ?? level.evaluator,
    fresh: limits.fresh === true || nodes > 0,
    targetMs: 0,
    timeRules,
  };
  if (kind === 'solve' || kind === 'perft')
    return {
      ...common,
      method: 'search',
      depth: limits.depth ?? 0,
      timeMs: limits.timeMs ?? 0,
      exactEmpties: 0,
    };
  if (kind === 'analyze' && level.method !== 'search' && !explicit)
    return {
      ...common,
      method: 'search',
      depth: ANALYSIS_DEPTH_WITHOUT_SEARCH,
      timeMs: 0,
      exactEmpties: limits.exactEmpties ?? 0,
    };
  return {
    ...common,
    method: level.method,
    depth: limits.depth ?? level.depth,
    timeMs: limits.timeMs ?? (bare ? 0 : level.timeMs),
    targetMs: kind === 'bestMove' ? (limits.targetMs ?? 0) : 0,
    exactEmpties: limits.exactEmpties ?? (bare ? 0 : level.exactEmpties),
  };
};

/** How a call plays from the opening book: the window of its choice (discs below the best) and the
 * contempt (SearchLimits.contempt). */
export interface BookPolicy {
  readonly window: number;
  readonly contempt: number;
}

/**
 * Whether and how a best-move call uses the book: a level by its `bookWindow` (hard and expert), plain
 * limits without a level only when asked (`book: true`, as the expert plays), never with `book: false`
 * or for a level that does not search.
 */
export const bookPolicy = (limits: SearchLimits): BookPolicy | undefined => {
  if (limits.book === false) return undefined;
  const explicit = limits.depth !== undefined || limits.timeMs !== undefined || limits.nodes !== undefined;
  const contempt = limits.contempt ?? 0;
  if (limits.level === undefined)
    return explicit && limits.book !== true ? undefined : { window: 0, contempt };
  const window = LEVEL_SETTINGS[limits.level].bookWindow;
  return window === undefined ? undefined : { window, contempt };
};
