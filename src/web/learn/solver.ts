/**
 * The one place where the Learn pages use the engine: exact solves (a puzzle's perfect defence, a
 * hint, the lessons' checks, the small boards' proofs) in a worker of its own. It starts on the
 * first solve, without the learned weights (an exact solve does not need them, and they are a 1.6 MB
 * download), and is closed when the Learn pages are left. The game's engine (engines.ts) is not
 * touched, so a Hard game and a puzzle never wait for each other.
 */
import type { Position } from '../../core/index.js';
import type { Engine, SearchProgress, SearchResult } from '../../engine/index.js';

/** What the Learn pages need of an engine: an exact solve with progress, a stop, and an end. */
export type SolveEngine = Pick<Engine, 'solve' | 'stop' | 'close'>;

/** Solves positions exactly in a worker that starts on first use. */
export interface Solver {
  /** The exact score (tournament rule, side to move's view) and a best move with its line. */
  solve(position: Position, onProgress?: (progress: SearchProgress) => void): Promise<SearchResult>;
  /** Stops the running solve (it then answers with what it has; callers drop that answer). */
  stop(): void;
  /** Ends the worker; the next solve starts a new one. */
  close(): void;
}

/** The browser's engine: the facade's chunk, the worker and the kernel load on the first solve; an exact
 * solve needs neither the weights, their Multi-ProbCut parameters nor the opening book. */
const loadBrowserEngine = (): Promise<SolveEngine> =>
  import('../../engine/browser.js').then(({ createBrowserEngine }) =>
    createBrowserEngine({ weights: false, mpc: false, book: false }),
  );

/** A solver over an engine made by `load` (the browser's worker by default; tests pass their own). */
export const createSolver = (load: () => Promise<SolveEngine> = loadBrowserEngine): Solver => {
  let engine: Promise<SolveEngine> | undefined;
  const get = (): Promise<SolveEngine> => {
    if (!engine) {
      const loading = load();
      engine = loading;
      // A load that failed is forgotten, so that the next solve tries again.
      loading.catch(() => {
        if (engine === loading) engine = undefined;
      });
    }
    return engine;
  };
  return {
    solve: async (position, onProgress) => (await get()).solve(position, {}, onProgress),
    stop: () => void engine?.then((e) => e.stop()).catch(() => {}),
    close: () => {
      const closing = engine;
      engine = undefined;
      void closing?.then((e) => e.close()).catch(() => {});
    },
  };
};
