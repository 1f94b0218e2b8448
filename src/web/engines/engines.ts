/**
 * Which engine plays a level. Easy and Medium choose with one look at the board (a random move, or the
 * best square by a table), which takes microseconds, so they play in the page: no worker, no kernel, no
 * weights, and they keep working when the engine cannot load. Hard and Expert search with the kernel in
 * a worker, using the learned weights; the engine chunk, the kernel and the weights are fetched only
 * when one of them plays, and the worker is closed when a game against Easy or Medium starts.
 */
import type { Move, Position } from '../../core/index.js';
import {
  type Engine,
  type EngineAids,
  LEVEL_SETTINGS,
  type Level,
  noSearchMove,
  randomSeed,
  type SearchLimits,
  type SearchResult,
} from '../../engine/index.js';

/** What the game needs of an engine: a move for a level, a way to stop looking for one, and (for the
 * worker's engine) what it plays without, so that the page can say so. */
export type MoveSource = Pick<Engine, 'bestMove' | 'stop'> & { readonly aids?: () => EngineAids };

/** True when a level searches with the kernel (and its worker, kernel and weights must load). */
export const needsKernel = (level: Level): boolean => LEVEL_SETTINGS[level].method === 'search';

/**
 * Easy and Medium in the page, through the engine's own `noSearchMove`, which the worker's runner
 * calls too: the same seed picks the same move in both.
 */
export const quickLevels: MoveSource = {
  bestMove: async (position: Position, limits: SearchLimits): Promise<SearchResult> => {
    // A searching level asked of the page (a test's stand-in) plays as Easy.
    const method = LEVEL_SETTINGS[limits.level ?? 'easy'].method === 'table' ? 'table' : 'random';
    const move = noSearchMove(method, position, limits.seed ?? randomSeed()) as Move;
    return { move, depth: 0, score: 0, pv: [move], nodes: 0, nodesPerSecond: 0, timeMs: 0, exact: false };
  },
  stop: () => {},
};

/** The level that searches on all of the engine's threads (two in a cross-origin isolated page, see
 * main.tsx); Hard keeps one, the strength its place on the ladder was measured with. */
const THREADED_LEVEL: Level = 'expert';

/** Hands out the engine for each level: `quickLevels`, or one worker engine made by `load` on demand
 * (one thread for the levels below THREADED_LEVEL). */
export const engineChooser = (
  load: () => Promise<Engine & { aids?(): EngineAids }>,
): ((level: Level) => Promise<MoveSource>) => {
  let worker: Promise<Engine & { aids?(): EngineAids }> | undefined;
  return (level) => {
    if (!needsKernel(level)) {
      // Its tables and weights take about 100 MB of the browser's memory: give them back.
      void worker?.then((engine) => engine.close()).catch(() => {});
      worker = undefined;
      return Promise.resolve(quickLevels);
    }
    if (!worker) {
      const loading = load();
      worker = loading;
      // A load that failed is forgotten, so that asking again loads afresh.
      loading.catch(() => {
        if (worker === loading) worker = undefined;
      });
    }
    if (level === THREADED_LEVEL)
      return worker.then((engine) => ({
        bestMove: (position, limits, onProgress) => engine.bestMove(position, limits, onProgress),
        stop: () => engine.stop(),
        ...(engine.aids ? { aids: () => engine.aids!() } : {}),
      }));
    return worker.then(
      (engine): MoveSource => ({
        bestMove: (position, limits, onProgress) =>
          engine.bestMove(position, { ...limits, threads: 1 }, onProgress),
        stop: () => engine.stop(),
        ...(engine.aids ? { aids: () => engine.aids!() } : {}),
      }),
    );
  };
};
