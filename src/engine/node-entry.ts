/**
 * The engine's Node-only surface, `wedge/engine/node`: the engine whose kernel runs in a
 * `worker_threads` worker, the named builds that read their files from disk, and the weights file read
 * and checked from disk. Everything else is
 * in `wedge/engine` (index.ts), which imports nothing of Node's, so a page can import it.
 */
export { buildOptions, ENGINE_BUILDS, type EngineBuild, mpcOption, parseEngineBuild } from './builds.js';
export { createNodeEngine, type NodeEngineOptions } from './node.js';
export { loadWeights, readWeights, type WeightsError, type WeightsErrorCode } from './weights.js';
