/**
 * Wedge's engine: the public surface of `wedge/engine`, which runs in any JavaScript runtime (a page,
 * a Web Worker, Node, Deno). What needs Node (`node:worker_threads`, `node:fs`) is `wedge/engine/node`
 * (node-entry.ts); a page makes its engine with `createBrowserEngine` from browser.ts, which Vite
 * bundles with its worker.
 */

export {
  DEFAULT_HASH_BITS,
  type EngineAids,
  EngineError,
  MAX_HASH_BITS,
  MIN_HASH_BITS,
  WorkerEngine,
} from './client.js';
export {
  clockedLimits,
  LEVEL_SETTINGS,
  LEVELS,
  type LevelSettings,
  moveLimits,
  noSearchMove,
  parseLevel,
  placesOnly,
  randomMove,
  squareValue,
  tableMove,
} from './levels.js';
export {
  BLUNDER_DISCS,
  INACCURACY_DISCS,
  MISTAKE_DISCS,
  MOVE_MARKS,
  type MoveMark,
  markOf,
} from './marks.js';
export {
  type FixedDepth,
  type GameEnd,
  type GameSummary,
  type LevelPlayerOptions,
  levelPlayer,
  type MatchClock,
  type MatchOptions,
  type MatchPlayer,
  type MatchSummary,
  type MatchTurn,
  matchLimits,
  type PlayerFault,
  type PlayerMove,
  playMatch,
  randomOpening,
} from './match.js';
export type { EngineErrorCode } from './protocol.js';
export { Rng, randomSeed } from './rng.js';
export { MAX_THREADS, parseThreads } from './threads.js';
export type {
  AnalysisProgress,
  Engine,
  Evaluation,
  Level,
  MoveScore,
  PerftProgress,
  PerftResult,
  SearchLimits,
  SearchProgress,
  SearchResult,
} from './types.js';
