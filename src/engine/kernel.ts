/**
 * The loader of the WebAssembly search kernel (build/kernel.wasm, source in ./assembly), for Node, a
 * Web Worker or a page. All hot loops are inside wasm; this file is the one place that converts at its
 * boundary: boards go in as `Bitboard` halves, moves come out as core `Move`s (the kernel's pass number
 * becomes `'pass'` here and nowhere else) and scores in discs.
 *
 * Boards are (player, opponent): the discs of the side to move and of the other side.
 */
import { Bitboard, type Move, PASS, type Square } from '../core/index.js';
import type { ResolvedLimits } from './limits.js';

/**
 * What one kernel call may spend: the resolved limits it uses and a deadline in the kernel's clock
 * (`KernelHooks.now`, milliseconds; the caller decides it once). Omitted or 0 means none; the depth
 * defaults to 60.
 */
export type KernelBudget = Partial<Pick<ResolvedLimits, 'depth' | 'exactEmpties' | 'nodes'>> & {
  readonly deadline?: number;
};

/** One line of the kernel: an iteration, a solve's better root move, one move's value in an analysis,
 * or an answer. Scores in discs from the side to move's view (for an analysis, before `move`). */
export interface KernelLine {
  /** The best move (the analysed move); undefined when there is none (a finished game). */
  readonly move: Move | undefined;
  readonly score: number;
  /** Plies (the empties when exact). */
  readonly depth: number;
  /** True when the score is the exact final disc difference. */
  readonly exact: boolean;
  /** Nodes so far in this call. */
  readonly nodes: number;
  readonly pv: readonly Move[];
}

/** The answer of `search` or `solve`. */
export interface KernelResult extends KernelLine {
  /** True when a limit or the host's poll cut the call short (the answer is its last full line). */
  readonly stopped: boolean;
}

/** The host's side of a search. */
export interface KernelHooks {
  /** Clock in milliseconds (default performance.now); deadlines are in this clock. */
  readonly now?: () => number;
  /** Called every 4096 nodes with the node count; true stops the search (e.g. an Atomics read). */
  readonly poll?: (nodes: number) => boolean;
}

/** The kernel's evaluations (see assembly/eval.ts); `learned` needs installed weights (weights.ts). */
export type KernelEvaluator = 'heuristic' | 'cheap' | 'learned';
const EVALUATOR_IDS: Readonly<Record<KernelEvaluator, number>> = { heuristic: 0, cheap: 1, learned: 2 };

/** The raw wasm exports (see src/engine/assembly/index.ts). */
export interface KernelExports {
  memory: WebAssembly.Memory;
  version(): number;
  passMove(): number;
  scoreScale(): number;
  resultHi(): number;
  setBoardSize(n: number): number;
  setHashBits(bits: number): number;
  clearHash(): void;
  setAnti(on: number): void;
  setEvaluator(id: number): number;
  setNoise(amplitude: number): void;
  seed(s: number): void;
  moves(pLo: number, pHi: number, oLo: number, oHi: number): number;
  flips(pLo: number, pHi: number, oLo: number, oHi: number, sq: number): number;
  flipsSlow(pLo: number, pHi: number, oLo: number, oHi: number, sq: number): number;
  perft(pLo: number, pHi: number, oLo: number, oHi: number, depth: number, bulk: number): number;
  evaluate(pLo: number, pHi: number, oLo: number, oHi: number): number;
  /** A learned-evaluation feature's value (absent from the frozen builds): src/engine/assembly/features.ts. */
  featureValue?(kind: number, pLo: number, pHi: number, oLo: number, oHi: number): number;
  search(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    maxDepth: number,
    exactEmpties: number,
    deadline: number,
    nodeLimit: number,
  ): number;
  solve(pLo: number, pHi: number, oLo: number, oHi: number, deadline: number, nodeLimit: number): number;
  analyze(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    maxDepth: number,
    exactEmpties: number,
    deadline: number,
    nodeLimit: number,
  ): void;
  bestMove(): number;
  bestScore(): number;
  resultDepth(): number;
  resultExact(): number;
  resultStopped(): number;
  pvLength(): number;
  pvMove(i: number): number;
  nodeCount(): number;
  weightsBuffer(n: number): number;
  weightsInstall(n: number): number;
  /** Multi-ProbCut (absent from the frozen v1 build): see src/engine/mpc.ts. */
  mpcReset?(width: number, count: number): number;
  mpcSet?(stage: number, depth: number, shallow: number, a: number, b: number, sigma: number): number;
  mpcSetEnd?(empties: number, shallow: number, a: number, b: number, sigma: number): number;
  mpcConfidence?(t: number): void;
  /** Search threads (absent from the frozen v1 build): see src/engine/assembly/threads.ts. */
  newSearchState?(): number;
  weightsAddress?(): number;
  joinSearch?(id: number, state: number, weights: number, n: number): void;
}

/** The kernel in TypeScript form. One call at a time (the kernel is single-threaded). */
export interface Kernel {
  /** Kernel version (major*10000 + minor*100 + patch). */
  readonly version: number;
  /** Legal moves of the player. */
  moves(player: Bitboard, opponent: Bitboard): Bitboard;
  /** Discs flipped by the player's move at `square` (none if the move is illegal). */
  flips(player: Bitboard, opponent: Bitboard, square: Square): Bitboard;
  /** The slow, obvious flipper (no legality check), for tests against flips(). */
  flipsSlow(player: Bitboard, opponent: Bitboard, square: Square): Bitboard;
  /** Perft leaf count (a pass is a ply; a finished game is one leaf); bulk counts the last ply by popcount. */
  perft(player: Bitboard, opponent: Bitboard, depth: number, bulk?: boolean): number;
  /** Static evaluation for the player, in discs. */
  evaluate(player: Bitboard, opponent: Bitboard): number;
  /** Iterative deepening, exact within `exactEmpties` (at any depth); `onIteration` gets every iteration. */
  search(
    player: Bitboard,
    opponent: Bitboard,
    budget?: KernelBudget,
    onIteration?: (line: KernelLine) => void,
  ): KernelResult;
  /** Exact solve (tournament rule); `onBetterMove` gets each better root move as it is proved. A solve
   * cut short answers its best move so far, not exact. */
  solve(
    player: Bitboard,
    opponent: Bitboard,
    budget?: KernelBudget,
    onBetterMove?: (line: KernelLine) => void,
  ): KernelResult;
  /** Every legal move scored, all deepened together; `onMoveScore` gets each value as it improves.
   * Returns true when a limit or the poll cut it short. */
  analyze(
    player: Bitboard,
    opponent: Bitboard,
    budget: KernelBudget,
    onMoveScore: (line: KernelLine) => void,
  ): boolean;
  /** Sets both transposition tables to 2^bits entries (10-25, 24 bytes each, two tables); returns the bits in force. */
  setHashBits(bits: number): number;
  /** Forgets the transposition tables and history. */
  clearHash(): void;
  /** Board of 4, 6 or 8 squares a side (top-left corner of the 8x8 grid); returns the size in force. */
  setBoardSize(n: 4 | 6 | 8): number;
  /** Anti-Reversi (final score negated, anti evaluation) when on. */
  setAnti(on: boolean): void;
  /** Selects the evaluation (clearing the tables); returns the one in force (`learned` falls back
   * when no weights are installed). */
  setEvaluator(evaluator: KernelEvaluator): KernelEvaluator;
  /** Deterministic evaluation noise of +-amplitude discs / 100 for weaker play; 0 = off. */
  setNoise(amplitude: number): void;
  /** Seeds the random choices (noise); with a node limit the search is then reproducible. */
  seed(s: number): void;
  /** Replaces the host callbacks. */
  setHooks(hooks: KernelHooks): void;
  /** The raw wasm exports. */
  readonly exports: KernelExports;
}

/** URL of build/kernel.wasm (this file lives two levels below the package root in src/ and dist/). */
export function kernelWasmPath(): URL {
  return new URL('../../build/kernel.wasm', import.meta.url);
}

/** URL of build/kernel-mt.wasm: the same kernel over an imported shared memory, for search threads. */
export function threadedKernelWasmPath(): URL {
  return new URL('../../build/kernel-mt.wasm', import.meta.url);
}

/** Pages of 64 KiB: the threaded kernel's memory starts at 4 MiB and may grow to wasm32's 4 GiB (its
 * declared maximum, which a shared memory must state). */
const THREADED_INITIAL_PAGES = 64;
const THREADED_MAXIMUM_PAGES = 65536;

/** A memory for the threaded kernel (build/kernel-mt.wasm), shared by its search threads. */
export function sharedKernelMemory(): WebAssembly.Memory {
  return new WebAssembly.Memory({
    initial: THREADED_INITIAL_PAGES,
    maximum: THREADED_MAXIMUM_PAGES,
    shared: true,
  });
}

async function readSource(
  source: ArrayBuffer | Uint8Array | URL | string,
): Promise<ArrayBuffer | Uint8Array> {
  if (source instanceof ArrayBuffer || source instanceof Uint8Array) return source;
  let url: URL;
  if (source instanceof URL) url = source;
  else if (/^[a-z][a-z0-9+.-]*:/i.test(source) && !/^[a-z]:[\\/]/i.test(source)) url = new URL(source);
  else {
    // A file path (Node only).
    const fsName = 'node:fs/promises';
    const fs = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
    return fs.readFile(source);
  }
  if (url.protocol === 'file:') {
    const fsName = 'node:fs/promises';
    const fs = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
    return fs.readFile(url);
  }
  const res = await fetch(url);
  if (!res.ok) throw new Error(`kernel: cannot fetch ${url.href}: ${res.status}`);
  return res.arrayBuffer();
}

/** Instantiates the kernel from bytes, a compiled module, a URL or a path; the threaded kernel takes
 * its shared `memory` (sharedKernelMemory). */
export async function loadKernel(
  source: ArrayBuffer | Uint8Array | WebAssembly.Module | URL | string,
  hooks: KernelHooks = {},
  memory?: WebAssembly.Memory,
): Promise<Kernel> {
  let h = hooks;
  // The call in progress receives the kernel's reports (one call at a time).
  let onLine: ((line: KernelLine) => void) | undefined;
  let ex: KernelExports | undefined;
  let passMove = -2;
  let scale = 1;
  const moveOf = (code: number): Move => (code === passMove ? PASS : (code as Square));
  const readPv = (): Move[] => {
    const n = ex!.pvLength();
    const pv: Move[] = [];
    for (let i = 0; i < n; i++) pv.push(moveOf(ex!.pvMove(i)));
    return pv;
  };
  /** Scores of search and analyze are in 1/scale disc; exact ones are whole discs. */
  const discs = (score: number, exact: boolean): number =>
    exact ? Math.round(score / scale) : score / scale;
  const imports = {
    ...(memory ? { env: { memory } } : {}),
    host: {
      now: (): number => (h.now ? h.now() : performance.now()),
      poll: (nodes: number): number => (h.poll?.(nodes) ? 1 : 0),
      iteration: (depth: number, score: number, nodes: number, exact: number, move: number): void => {
        onLine?.({ move: moveOf(move), score, depth, exact: exact !== 0, nodes, pv: readPv() });
      },
      moveScore: (move: number, score: number, depth: number, exact: number, nodes: number): void => {
        onLine?.({ move: moveOf(move), score, depth, exact: exact !== 0, nodes, pv: readPv() });
      },
    },
  };
  let instance: WebAssembly.Instance;
  if (source instanceof WebAssembly.Module) instance = await WebAssembly.instantiate(source, imports);
  else {
    const bytes = await readSource(source);
    instance = (await WebAssembly.instantiate(bytes as BufferSource, imports)).instance;
  }
  const x = instance.exports as unknown as KernelExports;
  ex = x;
  passMove = x.passMove();
  scale = x.scoreScale();
  const join = (lo: number, hi: number): Bitboard => Bitboard.fromHalves(lo, hi);
  const result = (score: number, inDiscs: boolean): KernelResult => {
    const exact = x.resultExact() !== 0;
    const move = x.bestMove();
    return {
      move: move < 0 ? undefined : moveOf(move),
      score: inDiscs ? score : discs(score, exact),
      depth: x.resultDepth(),
      exact,
      stopped: x.resultStopped() !== 0,
      nodes: x.nodeCount(),
      pv: readPv(),
    };
  };
  /** Runs one call with its report callback, converting the reported scores (when in 1/scale). */
  const reporting = <T>(
    report: ((line: KernelLine) => void) | undefined,
    inDiscs: boolean,
    call: () => T,
  ): T => {
    onLine = report && ((line) => report(inDiscs ? line : { ...line, score: discs(line.score, line.exact) }));
    try {
      return call();
    } finally {
      onLine = undefined;
    }
  };
  const evaluators = Object.keys(EVALUATOR_IDS) as KernelEvaluator[];
  return {
    version: x.version(),
    exports: x,
    moves: (p, o) => join(x.moves(p.lo, p.hi, o.lo, o.hi), x.resultHi()),
    flips: (p, o, sq) => join(x.flips(p.lo, p.hi, o.lo, o.hi, sq), x.resultHi()),
    flipsSlow: (p, o, sq) => join(x.flipsSlow(p.lo, p.hi, o.lo, o.hi, sq), x.resultHi()),
    perft: (p, o, depth, bulk = false) => x.perft(p.lo, p.hi, o.lo, o.hi, depth, bulk ? 1 : 0),
    evaluate: (p, o) => x.evaluate(p.lo, p.hi, o.lo, o.hi) / scale,
    search: (p, o, b = {}, onIteration) =>
      reporting(onIteration, false, () =>
        result(
          x.search(p.lo, p.hi, o.lo, o.hi, b.depth ?? 60, b.exactEmpties ?? 0, b.deadline ?? 0, b.nodes ?? 0),
          false,
        ),
      ),
    solve: (p, o, b = {}, onBetterMove) =>
      reporting(onBetterMove, true, () =>
        result(x.solve(p.lo, p.hi, o.lo, o.hi, b.deadline ?? 0, b.nodes ?? 0), true),
      ),
    analyze: (p, o, b, onMoveScore) =>
      reporting(onMoveScore, false, () => {
        x.analyze(p.lo, p.hi, o.lo, o.hi, b.depth ?? 60, b.exactEmpties ?? 0, b.deadline ?? 0, b.nodes ?? 0);
        return x.resultStopped() !== 0;
      }),
    setHashBits: (bits) => x.setHashBits(bits),
    clearHash: () => x.clearHash(),
    setBoardSize: (n) => x.setBoardSize(n),
    setAnti: (on) => x.setAnti(on ? 1 : 0),
    setEvaluator: (evaluator) => {
      const id = x.setEvaluator(EVALUATOR_IDS[evaluator]);
      return evaluators.find((e) => EVALUATOR_IDS[e] === id)!;
    },
    setNoise: (amplitude) => x.setNoise(amplitude),
    seed: (s) => x.seed(s >>> 0),
    setHooks: (hooks) => {
      h = hooks;
    },
  };
}
