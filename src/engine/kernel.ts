// Thin loader for the WebAssembly search kernel (build/kernel.wasm, source in ./assembly).
// Runs in Node, a Web Worker or a page. All hot loops are inside wasm; this file only converts
// boards (BigInt <-> two u32 halves) and results at the boundary.
//
// Conventions: square = row*8 + col, a1 = 0, h8 = 63; boards are (player, opponent) relative to the
// side to move, as 64-bit BigInts. A pass is square 64 (PASS); "no move" is -1 (NO_MOVE).
// Scores: search() and evaluate() in 1/100 disc (scoreScale = 100); solve() in discs.

/** Square number of a pass in moves, best moves and PVs. */
export const PASS = 64;
/** Best move when there is none (the game is over). */
export const NO_MOVE = -1;

/** Host callbacks the kernel polls during a search. */
export interface KernelHooks {
  /** Clock in milliseconds (default performance.now). Polled every 4096 nodes when a time limit is set. */
  now?: () => number;
  /** Cancellation flag, polled every 4096 nodes (e.g. an Atomics read of a SharedArrayBuffer). */
  shouldStop?: () => boolean;
  /** Called after each completed iteration of search() (not called by solve()). */
  onIteration?: (info: KernelIteration) => void;
}

/** One completed iteration of search(). */
export interface KernelIteration {
  /** Depth in plies (the number of empties when exact). */
  depth: number;
  /** Score in 1/100 disc from the side to move's view. */
  score: number;
  /** Nodes so far in this search. */
  nodes: number;
  /** True when the score is the exact final disc difference (times 100). */
  exact: boolean;
  /** Best move so far (0-63, 64 = pass). */
  move: number;
  /** Principal variation (squares, 64 = pass). */
  pv: number[];
}

/** Limits of search(); omitted or 0 means unlimited. */
export interface KernelSearchOptions {
  /** Maximum depth in plies, e.g. 12 (default 60). */
  maxDepth?: number;
  /** Solve exactly once at most this many squares are empty, e.g. 20 (default 0: only when the depth reaches the empties). */
  exactEmpties?: number;
  /** Time budget in milliseconds from the call, e.g. 1500. */
  timeMs?: number;
  /** Node budget, e.g. 1_000_000 (with a fixed seed the result is deterministic). */
  nodes?: number;
}

/** Limits of solve(); omitted or 0 means unlimited. */
export interface KernelSolveOptions {
  /** Win/loss/draw only: the score's sign is exact (-1 loss, 0 draw, +1 win, or larger bounds). */
  wld?: boolean;
  timeMs?: number;
  nodes?: number;
}

/** The answer of search() or solve(). */
export interface KernelResult {
  /** Best move: 0-63, 64 = pass, -1 = none (game over, or stopped before any result). */
  move: number;
  /** search(): 1/100 disc; solve(): discs (WLD: only the sign is meaningful). */
  score: number;
  /** Depth of the last completed iteration (empties when exact). */
  depth: number;
  /** True when score is exact (a solved endgame). */
  exact: boolean;
  /** True when a limit or shouldStop cut the search short (the result is from the last completed iteration). */
  stopped: boolean;
  /** Nodes visited. */
  nodes: number;
  /** Principal variation of the result (64 = pass). */
  pv: number[];
}

/** The raw wasm exports (see src/engine/assembly/index.ts). */
export interface KernelExports {
  memory: WebAssembly.Memory;
  version(): number;
  passMove(): number;
  scoreScale(): number;
  resultHi(): number;
  setBoardSize(n: number): number;
  getBoardSize(): number;
  setHashBits(bits: number): number;
  getHashBits(): number;
  clearHash(): void;
  setAnti(a: number): void;
  setEvaluator(id: number): number;
  setNoise(amplitude: number): void;
  seed(s: number): void;
  moves(pLo: number, pHi: number, oLo: number, oHi: number): number;
  flips(pLo: number, pHi: number, oLo: number, oHi: number, sq: number): number;
  flipsSlow(pLo: number, pHi: number, oLo: number, oHi: number, sq: number): number;
  perft(pLo: number, pHi: number, oLo: number, oHi: number, depth: number, bulk: number): number;
  evaluate(pLo: number, pHi: number, oLo: number, oHi: number): number;
  search(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    maxDepth: number,
    exactEmpties: number,
    timeMs: number,
    nodeLimit: number,
  ): number;
  solve(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    wld: number,
    timeMs: number,
    nodeLimit: number,
  ): number;
  bestMove(): number;
  bestScore(): number;
  resultDepth(): number;
  resultExact(): number;
  resultStopped(): number;
  pvLength(): number;
  pvMove(i: number): number;
  nodeCount(): number;
}

/** The kernel in JS-friendly form. One search at a time (the kernel is single-threaded). */
export interface Kernel {
  /** Kernel version (major*10000 + minor*100 + patch). */
  readonly version: number;
  /** Evaluation units per disc for search() and evaluate() (100). */
  readonly scoreScale: number;
  /** Legal moves of the player as a bitboard. */
  moves(player: bigint, opponent: bigint): bigint;
  /** Discs flipped by the player's move at square (0n if illegal). */
  flips(player: bigint, opponent: bigint, square: number): bigint;
  /** The slow, obvious flipper (no legality check), for tests against flips(). */
  flipsSlow(player: bigint, opponent: bigint, square: number): bigint;
  /** Perft leaf count (a pass is a ply; a finished game is one leaf); bulk counts the last ply by popcount. */
  perft(player: bigint, opponent: bigint, depth: number, bulk?: boolean): number;
  /** Static evaluation for the player to move, in 1/100 disc. */
  evaluate(player: bigint, opponent: bigint): number;
  /** Iterative-deepening alpha-beta; score in 1/100 disc (exact: final disc difference * 100). */
  search(player: bigint, opponent: bigint, options?: KernelSearchOptions): KernelResult;
  /** Exact endgame solve; score in discs (tournament rule: empties go to the winner). */
  solve(player: bigint, opponent: bigint, options?: KernelSolveOptions): KernelResult;
  /** Sets both transposition tables to 2^bits entries (10-25, 24 bytes each, two tables); returns the bits in force. */
  setHashBits(bits: number): number;
  /** Forgets the transposition tables and history. */
  clearHash(): void;
  /** Board of 4, 6 or 8 squares a side (top-left corner of the 8x8 grid); returns the size in force. */
  setBoardSize(n: 4 | 6 | 8): number;
  /** Anti-Reversi (final score negated, anti evaluation) when on. */
  setAnti(on: boolean): void;
  /** Evaluator: 0 = heuristic (default), 1 = cheap, 2 = learned patterns once installed (weights.ts); returns the id in force. */
  setEvaluator(id: number): number;
  /** Deterministic evaluation noise of +-amplitude (1/100 disc) for weaker play; 0 = off. */
  setNoise(amplitude: number): void;
  /** Seeds the random choices (noise); with a node limit the search is then reproducible. */
  seed(s: number): void;
  /** Replaces the host callbacks. */
  setHooks(hooks: KernelHooks): void;
  /** The raw wasm exports. */
  readonly exports: KernelExports;
}

const M32 = 0xffffffffn;
const lo = (x: bigint): number => Number(x & M32);
const hi = (x: bigint): number => Number((x >> 32n) & M32);
const join = (l: number, h: number): bigint => (BigInt(h >>> 0) << 32n) | BigInt(l >>> 0);

/** URL of build/kernel.wasm (this file lives two levels below the package root in src/ and dist/). */
export function kernelWasmPath(): URL {
  return new URL('../../build/kernel.wasm', import.meta.url);
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

/** Instantiates the kernel from bytes, a compiled module, a URL or a path. */
export async function loadKernel(
  source: ArrayBuffer | Uint8Array | WebAssembly.Module | URL | string,
  hooks: KernelHooks = {},
): Promise<Kernel> {
  let h = hooks;
  let ex: KernelExports | undefined;
  const readPv = (): number[] => {
    const n = ex!.pvLength();
    const pv: number[] = [];
    for (let i = 0; i < n; i++) pv.push(ex!.pvMove(i));
    return pv;
  };
  const imports = {
    env: {
      now: (): number => (h.now ? h.now() : performance.now()),
      shouldStop: (): number => (h.shouldStop?.() ? 1 : 0),
      onIteration: (depth: number, score: number, nodes: number, exact: number, move: number): void => {
        h.onIteration?.({ depth, score, nodes, exact: exact !== 0, move, pv: readPv() });
      },
      abort: (): void => {
        throw new Error('kernel: abort');
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
  const result = (score: number): KernelResult => ({
    move: x.bestMove(),
    score,
    depth: x.resultDepth(),
    exact: x.resultExact() !== 0,
    stopped: x.resultStopped() !== 0,
    nodes: x.nodeCount(),
    pv: readPv(),
  });
  return {
    version: x.version(),
    scoreScale: x.scoreScale(),
    exports: x,
    moves: (p, o) => join(x.moves(lo(p), hi(p), lo(o), hi(o)), x.resultHi()),
    flips: (p, o, sq) => join(x.flips(lo(p), hi(p), lo(o), hi(o), sq), x.resultHi()),
    flipsSlow: (p, o, sq) => join(x.flipsSlow(lo(p), hi(p), lo(o), hi(o), sq), x.resultHi()),
    perft: (p, o, depth, bulk = false) => x.perft(lo(p), hi(p), lo(o), hi(o), depth, bulk ? 1 : 0),
    evaluate: (p, o) => x.evaluate(lo(p), hi(p), lo(o), hi(o)),
    search: (p, o, opt = {}) =>
      result(
        x.search(
          lo(p),
          hi(p),
          lo(o),
          hi(o),
          opt.maxDepth ?? 60,
          opt.exactEmpties ?? 0,
          opt.timeMs ?? 0,
          opt.nodes ?? 0,
        ),
      ),
    solve: (p, o, opt = {}) =>
      result(x.solve(lo(p), hi(p), lo(o), hi(o), opt.wld ? 1 : 0, opt.timeMs ?? 0, opt.nodes ?? 0)),
    setHashBits: (bits) => x.setHashBits(bits),
    clearHash: () => x.clearHash(),
    setBoardSize: (n) => x.setBoardSize(n),
    setAnti: (on) => x.setAnti(on ? 1 : 0),
    setEvaluator: (id) => x.setEvaluator(id),
    setNoise: (amplitude) => x.setNoise(amplitude),
    seed: (s) => x.seed(s >>> 0),
    setHooks: (hk) => {
      h = hk;
    },
  };
}
