/**
 * The worker's side of the engine: runs one job (best move, analysis, solve, perft) on a position,
 * with the playing levels and the kernel. Transport-free, so it runs the same in a Web Worker, a
 * Node worker thread or, for tests, in the calling thread.
 */
import { type Move, PASS, type Position } from '../core/index.js';
import { type Evaluation, type ResolvedLimits, randomMove, resolveLimits, tableMove } from './levels.js';
import type {
  EngineErrorCode,
  JobKind,
  JobOutput,
  WireLimits,
  WireMoveScore,
  WireProgress,
  WireResult,
} from './protocol.js';
import { Rng } from './rng.js';
import { serializeMove } from './serialize.js';

/** One finished iteration (or the final answer) of a kernel search. Scores in discs, mover's view. */
export interface Iteration {
  readonly depth: number;
  readonly score: number;
  readonly exact: boolean;
  readonly nodes: number;
  readonly pv: readonly Move[];
}

/** What one kernel search may spend and how it evaluates. */
export interface KernelSearch {
  /** Deepest midgame iteration. */
  readonly depth: number;
  /** Milliseconds from the start of the search, 0 for none. */
  readonly timeMs: number;
  /** Nodes, 0 for none. */
  readonly nodes: number;
  /** Solve exactly at or below this many empties (0: never; the solver is used whole by `solve`). */
  readonly exactEmpties: number;
  readonly evaluator: Evaluation;
  readonly seed: number;
  readonly hashBits: number | undefined;
  /** Start from empty tables and history (reproducible node counts). */
  readonly fresh: boolean;
}

/**
 * The kernel as the runner needs it. Positions may have a side to move that must pass; they are never
 * finished games. `search` reports each completed iteration and answers the deepest one (undefined
 * only if stopped before the first iteration ended); `solve` proves the exact score, or, stopped by a
 * limit, answers `exact: false` with the nodes it searched and no move.
 */
export interface KernelPort {
  perft(position: Position, depth: number): number;
  search(
    position: Position,
    limits: KernelSearch,
    onIteration: (it: Iteration) => void,
  ): Iteration | undefined;
  solve(
    position: Position,
    limits: KernelSearch,
    onIteration: (it: Iteration) => void,
  ): Iteration | undefined;
}

export type RunnerOutcome =
  | { readonly ok: true; readonly output: JobOutput }
  | { readonly ok: false; readonly code: EngineErrorCode; readonly message: string };

const now = (): number => performance.now();

/** Milliseconds kept back from a time budget for messaging and the kernel's clock granularity. */
const TIME_MARGIN_MS = 25;

const toWire = (it: Iteration, elapsedMs: number): WireProgress => ({
  depth: it.depth,
  score: it.score,
  pv: it.pv.map(serializeMove),
  nodes: it.nodes,
  nodesPerSecond: elapsedMs > 0 ? Math.round((it.nodes * 1000) / elapsedMs) : 0,
  timeMs: Math.round(elapsedMs),
  exact: it.exact,
});

/** The iteration of the position before a forced pass, from the one after it. */
const throughPass = (it: Iteration): Iteration => ({ ...it, score: -it.score, pv: [PASS, ...it.pv] });

/** Runs jobs for one worker: the kernel (if it loaded) and the TypeScript levels. */
export class Runner {
  constructor(private readonly kernel: KernelPort | undefined) {}

  /** Runs a job; `onProgress` receives every completed iteration of a search. */
  run(
    kind: JobKind,
    position: Position,
    wire: WireLimits,
    onProgress: (progress: WireProgress) => void,
  ): RunnerOutcome {
    if (kind === 'perft') {
      if (!this.kernel) return noKernel();
      const t0 = now();
      const leaves = this.perft(position, Math.max(0, Math.floor(wire.depth ?? 1)));
      return { ok: true, output: { kind: 'perft', leaves, timeMs: now() - t0 } };
    }
    if (position.isGameOver())
      return { ok: false, code: 'ERR_GAME_OVER', message: 'the game is over: there is no move to find' };
    // A solve runs to its proof unless given a time: the level's budget is for playing, not proving.
    const limits = resolveLimits(kind === 'solve' ? { ...wire, timeMs: wire.timeMs ?? 0 } : wire);
    if (kind === 'analyze') return this.analyze(position, limits, wire.hashBits);
    const t0 = now();
    const quick = quickMove(kind === 'solve' ? 'search' : limits.method, position, limits.seed);
    if (quick !== undefined) {
      const it: Iteration = { depth: 0, score: 0, exact: false, nodes: 0, pv: [quick] };
      const result: WireResult = { ...toWire(it, now() - t0), move: serializeMove(quick) };
      return { ok: true, output: { kind: 'result', result } };
    }
    if (!this.kernel) return noKernel();
    // The fourth disc of a flip variant's opening (see quickMove): its moves lead to ordinary
    // positions, which the kernel scores one by one.
    if (position.inPlacementPhase()) {
      const analysed = this.analyze(position, limits, wire.hashBits);
      if (!analysed.ok || analysed.output.kind !== 'scores') return analysed;
      const best = analysed.output.scores[0];
      const result: WireResult = { ...best, nodes: 0, nodesPerSecond: 0, timeMs: Math.round(now() - t0) };
      return { ok: true, output: { kind: 'result', result } };
    }
    // The kernel's clock starts now; what the worker spent before and the answer's trip home come out
    // of the budget.
    const spent = now() - t0 + TIME_MARGIN_MS;
    const kernelLimits = this.kernelLimits(
      limits.timeMs > 0 ? { ...limits, timeMs: Math.max(1, limits.timeMs - spent) } : limits,
      wire.hashBits,
      wire.fresh === true,
    );
    const report = (it: Iteration): void => onProgress(toWire(it, now() - t0));
    const found = this.searchKernel(position, kernelLimits, kind === 'solve', report);
    // A search stopped before its first iteration, or a solve stopped before its proof, still answers
    // with a legal move, and with the nodes it searched.
    const it =
      found !== undefined && found.pv.length > 0
        ? found
        : {
            depth: 0,
            score: 0,
            exact: false,
            nodes: found?.nodes ?? 0,
            pv: [tableMove(position, new Rng(0))],
          };
    const result: WireResult = { ...toWire(it, now() - t0), move: serializeMove(it.pv[0] ?? PASS) };
    return { ok: true, output: { kind: 'result', result } };
  }

  /** Kernel perft; the openings of the Reversi rule sets (which the kernel does not know) are expanded
   * here with the rules library first. */
  private perft(position: Position, depth: number): number {
    if (depth === 0 || !position.inPlacementPhase()) return this.kernel!.perft(position, depth);
    let leaves = 0;
    for (const move of position.legalMoveList()) {
      const next = position.play(move);
      if (!next.ok) throw new Error(`a legal placement is illegal: ${next.error.message}`);
      leaves += this.perft(next.value.position, depth - 1);
    }
    return leaves;
  }

  private kernelLimits(limits: ResolvedLimits, hashBits: number | undefined, fresh: boolean): KernelSearch {
    return {
      depth: limits.depth,
      timeMs: limits.timeMs,
      nodes: limits.nodes,
      exactEmpties: limits.exactEmpties,
      evaluator: limits.evaluator,
      seed: limits.seed,
      hashBits,
      fresh: fresh || limits.nodes > 0,
    };
  }

  /** A kernel search or solve, with a forced pass played first (the kernel sees only movers). */
  private searchKernel(
    position: Position,
    limits: KernelSearch,
    solve: boolean,
    report: (it: Iteration) => void,
  ): Iteration | undefined {
    const kernel = this.kernel!;
    const passes = position.mustPass();
    const from = passes ? position.pass() : undefined;
    const target = from?.ok ? from.value : position;
    const forward = passes ? (it: Iteration) => report(throughPass(it)) : report;
    const it = solve ? kernel.solve(target, limits, forward) : kernel.search(target, limits, forward);
    return it && passes ? throughPass(it) : it;
  }

  /** A score for every legal move: each child searched with an equal share of the budget. */
  private analyze(position: Position, limits: ResolvedLimits, hashBits: number | undefined): RunnerOutcome {
    if (!this.kernel) return noKernel();
    const moves = position.legalMoveList();
    // Levels without search analyse with a shallow search: a score per move needs one.
    const base = limits.method === 'search' ? limits : { ...limits, depth: 4, timeMs: 0 };
    const share: ResolvedLimits = {
      ...base,
      timeMs: base.timeMs > 0 ? Math.max(1, Math.floor(base.timeMs / moves.length)) : 0,
      nodes: base.nodes > 0 ? Math.max(1, Math.floor(base.nodes / moves.length)) : 0,
      depth: Math.max(1, base.depth - 1),
    };
    const scores: WireMoveScore[] = [];
    // The Reversi openings' placements are not searched (see quickMove): every centre square scores 0.
    if (placesOnly(position)) {
      for (const move of moves)
        scores.push({
          move: serializeMove(move),
          score: 0,
          exact: false,
          pv: [serializeMove(move)],
          depth: 0,
        });
      return { ok: true, output: { kind: 'scores', scores } };
    }
    for (const move of moves) {
      const played = position.play(move);
      if (!played.ok) throw new Error(`a legal move is illegal: ${played.error.message}`);
      const child = played.value.position;
      let entry: WireMoveScore;
      if (child.isGameOver()) {
        entry = {
          move: serializeMove(move),
          score: -child.moverScore()!,
          exact: true,
          pv: [serializeMove(move)],
          depth: 0,
        };
      } else {
        const it = this.searchKernel(child, this.kernelLimits(share, hashBits, false), false, () => {});
        entry = it
          ? {
              move: serializeMove(move),
              score: -it.score,
              exact: it.exact,
              pv: [serializeMove(move), ...it.pv.map(serializeMove)],
              depth: it.depth + 1,
            }
          : { move: serializeMove(move), score: 0, exact: false, pv: [serializeMove(move)], depth: 0 };
      }
      scores.push(entry);
    }
    scores.sort((a, b) => b.score - a.score);
    return { ok: true, output: { kind: 'scores', scores } };
  }
}

/**
 * True when every legal move places a disc on the centre without flipping: the placements of the
 * Reversi openings. The fourth disc of the flip variants, which may or must capture, is not one.
 */
const placesOnly = (position: Position): boolean =>
  position.inPlacementPhase() &&
  position
    .legalMoves()
    .toArray()
    .every((s) => position.flipsAt(s).isEmpty());

/** The move of a level that needs no search (and of the Reversi placements), else undefined. */
const quickMove = (method: ResolvedLimits['method'], position: Position, seed: number): Move | undefined => {
  // The placements of the Reversi openings are not searched: any centre square will do.
  if (placesOnly(position)) return randomMove(position, new Rng(seed));
  if (method === 'random') return randomMove(position, new Rng(seed));
  if (method === 'table') return tableMove(position, new Rng(seed));
  return undefined;
};

const noKernel = (): RunnerOutcome => ({
  ok: false,
  code: 'ERR_NO_KERNEL',
  message: 'the search kernel is not available (build/kernel.wasm missing or failed to load)',
});
