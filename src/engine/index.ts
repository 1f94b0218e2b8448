/** Wedge's engine: the public surface of `wedge/engine`. */

export { buildOptions, ENGINE_BUILDS, type EngineBuild, mpcOption, parseEngineBuild } from './builds.js';
export { DEFAULT_HASH_BITS, EngineError, MAX_HASH_BITS, MIN_HASH_BITS, WorkerEngine } from './client.js';
export {
  clockedLimits,
  LEVEL_SETTINGS,
  LEVELS,
  type LevelSettings,
  parseLevel,
  randomMove,
  squareValue,
  tableMove,
} from './levels.js';
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
export { createNodeEngine, type NodeEngineOptions } from './node.js';
export type { EngineErrorCode } from './protocol.js';
export { Rng } from './rng.js';
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
export { readWeights, type WeightsError, type WeightsErrorCode } from './weights.js';
