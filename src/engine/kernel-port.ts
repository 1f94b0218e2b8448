/**
 * Adapts the wasm kernel (kernel.ts) to what the job runner needs: positions in, moves and scores in
 * discs out, the variant and evaluator configured before each search, and the expert's exact solve
 * given its own share of the time.
 */
import { type Move, PASS, type Position, type Square } from '../core/index.js';
import type { Kernel, KernelIteration, KernelResult } from './kernel.js';
import type { Iteration, KernelPort, KernelSearch } from './runner.js';

/** Default transposition table size: 2^20 entries of 24 bytes in each of two tables (48 MB). */
export const DEFAULT_HASH_BITS = 20;
/** The table sizes the kernel accepts: 2^10 entries, up to 2^25 (two tables of 768 MiB). 2^26 would
 * be a 1.5 GiB block per table, over the AssemblyScript runtime's 1 GiB block limit. */
export const MIN_HASH_BITS = 10;
export const MAX_HASH_BITS = 25;

/**
 * When a position is within the exact-solve range and the search has a clock, this share of the time
 * goes to a midgame search first, so that a solve that runs out of time still leaves a good move.
 */
const MIDGAME_SHARE = 0.2;

/**
 * Empties the solver proves in about 2 s on the development machine (FFO #40, 20 empties: 1.7 s;
 * #41, 22 empties: 6.7 s), and the growth of its cost per extra empty (about 3x). A timed search
 * tries an exact solve only when the position is within reach of its budget: a solve that runs out
 * of time is wasted, and its midgame fallback had only a fifth of the time.
 */
const SOLVE_EMPTIES_IN_2S = 20;
const SOLVE_GROWTH = 3;

/** The most empties a solve is expected to finish within `timeMs`. */
export const reachableEmpties = (timeMs: number): number =>
  Math.floor(SOLVE_EMPTIES_IN_2S + Math.log((timeMs * (1 - MIDGAME_SHARE)) / 2000) / Math.log(SOLVE_GROWTH));

const half = (lo: number, hi: number): bigint => (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);

const toMove = (square: number): Move => (square === PASS_SQUARE ? PASS : (square as Square));
const PASS_SQUARE = 64;

/** Kernel evaluator ids (kernel.ts setEvaluator). */
const HEURISTIC = 0;
const CHEAP = 1;
const LEARNED = 2;

/**
 * The kernel behind the runner's interface; `shouldStop` is the host's cancellation flag, `learned`
 * says the learned weights are installed (they were fitted on standard 8x8 games only).
 */
export const createKernelPort = (
  kernel: Kernel,
  shouldStop: () => boolean = () => false,
  learned = false,
): KernelPort => {
  const now = (): number => performance.now();
  let size = 8;
  let anti = false;
  let evaluator = 0;
  let hashBits = kernel.setHashBits(DEFAULT_HASH_BITS);

  /** Sets the kernel's variant, evaluator and table for this search; returns (player, opponent). */
  const configure = (position: Position, limits: KernelSearch): [bigint, bigint] => {
    if (position.variant.size !== size) size = kernel.setBoardSize(position.variant.size);
    const wantAnti = position.variant.rules === 'anti';
    if (wantAnti !== anti) {
      kernel.setAnti(wantAnti);
      anti = wantAnti;
    }
    const standard8 = position.variant.size === 8 && !wantAnti;
    const id =
      limits.evaluator === 'cheap'
        ? CHEAP
        : limits.evaluator === 'best' && learned && standard8
          ? LEARNED
          : HEURISTIC;
    if (id !== evaluator) evaluator = kernel.setEvaluator(id);
    const bits = limits.hashBits ?? DEFAULT_HASH_BITS;
    if (bits !== hashBits) hashBits = kernel.setHashBits(bits);
    // A node-limited search is reproducible only from a clean table and history.
    if (limits.fresh) kernel.clearHash();
    const p = position.player();
    const o = position.opponent();
    return [half(p.lo, p.hi), half(o.lo, o.hi)];
  };

  const fromKernel = (it: KernelIteration | KernelResult, nodesBefore: number): Iteration => ({
    depth: it.depth,
    score: it.exact ? Math.round(it.score / kernel.scoreScale) : it.score / kernel.scoreScale,
    exact: it.exact,
    nodes: nodesBefore + it.nodes,
    pv: it.pv.filter((s) => s >= 0).map(toMove),
  });

  const solved = (r: KernelResult, nodesBefore: number): Iteration => ({
    depth: r.depth,
    score: r.score,
    exact: true,
    nodes: nodesBefore + r.nodes,
    pv: r.pv.filter((s) => s >= 0).map(toMove),
  });

  return {
    perft: (position, depth) => {
      if (position.variant.size !== size) size = kernel.setBoardSize(position.variant.size);
      const p = position.player();
      const o = position.opponent();
      return kernel.perft(half(p.lo, p.hi), half(o.lo, o.hi), depth, true);
    },

    search: (position, given, onIteration) => {
      // The clock runs from before the configuration: a new evaluator or table clears 48 MB.
      const t0 = now();
      const [p, o] = configure(position, given);
      const limits =
        given.timeMs > 0 ? { ...given, timeMs: Math.max(1, given.timeMs - (now() - t0)) } : given;
      const empties = position.empties().size();
      let nodesBefore = 0;
      kernel.setHooks({ now, shouldStop, onIteration: (it) => onIteration(fromKernel(it, nodesBefore)) });
      const timed = limits.timeMs > 0;
      const splitSolve = timed && empties <= Math.min(limits.exactEmpties, reachableEmpties(limits.timeMs));
      const mid = kernel.search(p, o, {
        maxDepth: limits.depth,
        // With a clock the solve is tried here, not inside the kernel's deepening (which would keep
        // only a 2-ply answer if the solve ran out of time).
        exactEmpties: timed ? 0 : limits.exactEmpties,
        timeMs: splitSolve ? Math.max(1, limits.timeMs * MIDGAME_SHARE) : limits.timeMs,
        nodes: limits.nodes,
      });
      const midIt = mid.move >= 0 ? fromKernel(mid, 0) : undefined;
      if (!splitSolve || midIt?.exact || shouldStop()) return midIt;
      nodesBefore = mid.nodes;
      const left = given.timeMs - (now() - t0);
      if (left <= 1) return midIt;
      const exact = kernel.solve(p, o, { timeMs: left, nodes: limits.nodes });
      if (exact.stopped || exact.move < 0) return midIt;
      const it = solved(exact, nodesBefore);
      onIteration(it);
      return it;
    },

    solve: (position, given, onIteration) => {
      const t0 = now();
      const [p, o] = configure(position, given);
      const limits =
        given.timeMs > 0 ? { ...given, timeMs: Math.max(1, given.timeMs - (now() - t0)) } : given;
      kernel.setHooks({ now, shouldStop });
      const r = kernel.solve(p, o, { timeMs: limits.timeMs, nodes: limits.nodes });
      // Stopped before the proof: no score to give, but the work done is still reported.
      if (r.stopped || r.move < 0) return { depth: r.depth, score: 0, exact: false, nodes: r.nodes, pv: [] };
      const it = solved(r, 0);
      onIteration(it);
      return it;
    },
  };
};
