/**
 * The one stand-in engine of the tests (the page's controller and session, the clocks, the NBoard
 * session, `wedge play` and the review): it plays the first legal move (a pass when that is all),
 * reports one iteration per tick, can think for a while on the timers (fake ones in tests that use
 * them) and answers at once when stopped, as the real engine answers its best so far. It records what
 * it was asked, so a test can check the limits a caller gave.
 */
import { type Move, PASS, type Position } from '../../src/core/index.js';
import type {
  Engine,
  MoveScore,
  PerftResult,
  SearchLimits,
  SearchProgress,
  SearchResult,
} from '../../src/engine/index.js';

export interface FakeEngineOptions {
  /** The first this many `bestMove` calls fail, as a worker that died (e.g. 2). */
  readonly failures?: number;
  /** Iterations reported per search, or a function of the limits (default 1). Each reports depth d,
   * score d and d * 100 nodes, the move played as its line. */
  readonly iterations?: number | ((limits: SearchLimits) => number);
  /** Milliseconds each iteration waits on a timer (default 0: a microtask), so a test on fake time
   * can have something arrive mid-search. */
  readonly tickMs?: number;
  /** Milliseconds the search then thinks, by the limits (default none); `stop()` cuts it short. */
  readonly thinkMs?: (limits: SearchLimits) => number;
  /** What `analyze` says of the i-th legal move in square order (default score -i, not exact, depth 1). */
  readonly scoreOf?: (index: number) => Pick<MoveScore, 'score' | 'exact' | 'depth'>;
  /** Every job fails with this message (e.g. 'no search in this test'). */
  readonly refuse?: string;
}

/** What the fake engine was asked, for the tests to check. */
export interface FakeEngine extends Engine {
  /** `bestMove` and `solve` calls so far (a test may set it, e.g. to skip failures). */
  calls: number;
  /** The positions searched and the limits given, in order. */
  readonly searches: Position[];
  readonly asked: SearchLimits[];
  /** The limits each `analyze` was given. */
  readonly analyses: SearchLimits[];
  stops: number;
  closes: number;
}

/** A think time longer than any test runs (the most a timer takes), for an engine stopped only by
 * its caller. */
export const THINK_FOREVER = 2 ** 31 - 1;

/** The first legal move in square order, or a pass. */
export const firstLegal = (position: Position): Move => position.legalMoveList()[0] ?? PASS;

const wait = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** A fake engine; see `FakeEngineOptions`. */
export const fakeEngine = (options: FakeEngineOptions = {}): FakeEngine => {
  let stopRequested = false;
  let wake: (() => void) | undefined;
  const refuse = (): Promise<never> => Promise.reject(new Error(options.refuse));
  const search = async (
    position: Position,
    limits: SearchLimits,
    onProgress?: (p: SearchProgress) => void,
  ): Promise<SearchResult> => {
    if (options.refuse !== undefined) return refuse();
    engine.calls++;
    engine.searches.push(position);
    engine.asked.push(limits);
    stopRequested = false;
    if (engine.calls <= (options.failures ?? 0)) throw new Error('worker died');
    const move = firstLegal(position);
    let last: SearchProgress = {
      depth: 0,
      score: 0,
      pv: [move],
      nodes: 0,
      nodesPerSecond: 0,
      timeMs: 0,
      exact: false,
    };
    const iterations =
      typeof options.iterations === 'function' ? options.iterations(limits) : (options.iterations ?? 1);
    for (let depth = 1; depth <= iterations; depth++) {
      await wait(options.tickMs ?? 0);
      if (stopRequested) break;
      last = { ...last, depth, score: depth, nodes: depth * 100 };
      onProgress?.(last);
    }
    const thinkMs = options.thinkMs?.(limits) ?? 0;
    if (thinkMs > 0 && !stopRequested)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), thinkMs);
        const done = (): void => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
        wake = done;
      });
    return { ...last, move };
  };
  const engine: FakeEngine = {
    calls: 0,
    searches: [],
    asked: [],
    analyses: [],
    stops: 0,
    closes: 0,
    bestMove: search,
    solve: (position, limits = {}, onProgress) => search(position, { depth: 60, ...limits }, onProgress),
    analyze: async (position: Position, limits: SearchLimits = {}): Promise<MoveScore[]> => {
      if (options.refuse !== undefined) return refuse();
      engine.analyses.push(limits);
      const scoreOf = options.scoreOf ?? ((i: number) => ({ score: -i, exact: false, depth: 1 }));
      return position.legalMoveList().map((move, i) => ({ move, pv: [move], ...scoreOf(i) }));
    },
    perft: (): Promise<PerftResult> =>
      options.refuse !== undefined ? refuse() : Promise.reject(new Error('the fake engine counts no perft')),
    stop: () => {
      engine.stops++;
      stopRequested = true;
      wake?.();
    },
    close: async () => {
      engine.closes++;
    },
  };
  return engine;
};
