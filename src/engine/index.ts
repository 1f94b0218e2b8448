/** Wedge's engine: the public surface of `wedge/engine`. */

export { EngineError, type EngineLimits, WorkerEngine } from './client.js';
export { MAX_HASH_BITS, MIN_HASH_BITS } from './kernel-port.js';
export {
  LEVEL_SETTINGS,
  LEVELS,
  type LevelSettings,
  parseLevel,
  randomMove,
  squareValue,
  tableMove,
} from './levels.js';
export {
  type GameSummary,
  type MatchOptions,
  type MatchSummary,
  matchLimits,
  playMatch,
  randomOpening,
} from './match.js';
export { createNodeEngine, type NodeEngineOptions } from './node.js';
export type { EngineErrorCode } from './protocol.js';
export { Rng } from './rng.js';
export {
  deserializeMove,
  deserializePosition,
  type SerializedMove,
  type SerializedPosition,
  serializeMove,
  serializePosition,
} from './serialize.js';
export type { Engine, Level, MoveScore, SearchLimits, SearchProgress, SearchResult } from './types.js';
