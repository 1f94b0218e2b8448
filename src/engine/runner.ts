/**
 * The worker's side of the engine: runs one job (best move, analysis, solve, perft) on a position
 * with the playing levels and the kernel. Transport-free, so it runs the same in a Web Worker, a
 * Node worker thread or, for tests, in the calling thread. A job's time budget becomes a deadline
 * here, once, when the job starts; everything after (configuration, search, the answer's trip home)
 * comes out of it.
 */
import type { Move, Position } from '../core/index.js';
import { AnalysisTable } from './analysis.js';
import type { Kernel, KernelBudget, KernelEvaluator, KernelLine } from './kernel.js';
import { noSearchMove, placesOnly, tableMove } from './levels.js';
import type { JobKind, ResolvedLimits } from './limits.js';
import type { EngineErrorCode, JobOutput, JobProgress } from './protocol.js';
import { Rng } from './rng.js';
import { TimeKeeper } from './timekeeper.js';
import type { Evaluation, MoveScore, PerftProgress, SearchProgress, SearchResult } from './types.js';

export type RunnerOutcome =
  | { readonly ok: true; readonly output: JobOutput }
  | { readonly ok: false; readonly code: EngineErrorCode; readonly message: string };

const now = (): number => performance.now();

/** Milliseconds kept back from a time budget for the answer's trip home and the kernel's clock
 * granularity (answers measured at 581-662 ms for a 600 ms budget under full machine load). */
export const TIME_MARGIN_MS = 25;
/** Between two progress reports of a solve, at least this long (its better root moves are rare, so
 * it also reports its node count as it goes). */
const SOLVE_REPORT_MS = 250;

/** The kernel evaluation for a job: the learned one is used only where it was fitted (standard 8x8). */
const kernelEvaluator = (evaluation: Evaluation, learnedFits: boolean): KernelEvaluator =>
  evaluation === 'cheap' ? 'cheap' : evaluation === 'best' && learnedFits ? 'learned' : 'heuristic';

/** Runs jobs for one worker: the kernel (if it loaded) and the TypeScript levels. */
export class Runner {
  private size = 8;
  private anti = false;
  private evaluator: KernelEvaluator = 'heuristic';

  /**
   * `learned`: the learned weights are installed in the kernel; `shouldStop`: the host's stop flag,
   * polled by the kernel every 4096 nodes.
   */
  constructor(
    private readonly kernel: Kernel | undefined,
    private readonly learned = false,
    private readonly shouldStop: () => boolean = () => false,
  ) {
    kernel?.setHooks({ poll: () => this.shouldStop() });
  }

  /** Runs a job; `onProgress` receives its reports (iterations, move values, root moves counted). */
  run(
    kind: JobKind,
    position: Position,
    limits: ResolvedLimits,
    onProgress: (progress: JobProgress) => void,
  ): RunnerOutcome {
    const job = new JobClock(limits.timeMs);
    if (kind === 'perft') return this.perft(position, limits.depth, job, onProgress);
    if (position.isGameOver())
      return { ok: false, code: 'ERR_GAME_OVER', message: 'the game is over: there is no move to find' };
    if (kind === 'analyze') return this.analyze(position, limits, job, onProgress);
    const quick = noSearchMove(kind === 'solve' ? 'search' : limits.method, position, limits.seed);
    if (quick !== undefined) {
      const line = { move: quick, score: 0, depth: 0, exact: false, nodes: 0, pv: [quick] };
      return result({ ...job.progress(line), move: quick });
    }
    const kernel = this.kernel;
    if (!kernel) return noKernel();
    const forced =
      kind === 'bestMove' && limits.timeRules && !position.inPlacementPhase()
        ? forcedMove(position)
        : undefined;
    if (forced !== undefined) {
      this.configure(kernel, position, limits);
      return result({ ...job.progress(this.forcedLine(kernel, position, forced)), move: forced });
    }
    // The fourth disc of a flip variant's opening (see noSearchMove): the best of its scored moves.
    if (position.inPlacementPhase()) {
      const [best] = this.scoreOpeningMoves(kernel, position, limits, job);
      return result({ ...best, nodes: 0, nodesPerSecond: 0, timeMs: Math.round(job.elapsed()) });
    }
    this.configure(kernel, position, limits);
    const budget = job.budget(limits);
    if (kind === 'solve') return this.solve(kernel, position, budget, limits.seed, job, onProgress);
    // On a clock the keeper stops the search after an iteration (through the poll) once it has spent
    // enough for how settled its answer is; a position the kernel is to solve keeps the kernel's plan.
    const keeper =
      limits.timeRules && limits.targetMs > 0 && position.empties().size() > limits.exactEmpties
        ? new TimeKeeper(limits.targetMs, Math.max(1, limits.timeMs - TIME_MARGIN_MS))
        : undefined;
    let enough = false;
    if (keeper) kernel.setHooks({ poll: () => enough || this.shouldStop() });
    try {
      const found = kernel.search(position.player(), position.opponent(), budget, (line) => {
        if (keeper?.onIteration(line, job.elapsed())) enough = true;
        onProgress(job.progress(line));
      });
      // The kernel's first iteration ignores the budget, so a position that is not over has a move.
      return result({ ...job.progress(found), move: found.move! });
    } finally {
      if (keeper) kernel.setHooks({ poll: () => this.shouldStop() });
    }
  }

  /** The answer for a forced move, found without a search: the evaluation of the position it leads
   * to (exact when the game ends there), no nodes. */
  private forcedLine(kernel: Kernel, position: Position, move: Move): KernelLine {
    const child = position.after(move);
    const over = child.isGameOver();
    const score = over ? -child.moverScore()! : -kernel.evaluate(child.player(), child.opponent());
    return { move, score, depth: 0, exact: over, nodes: 0, pv: [move] };
  }

  /**
   * A helper thread's part in a job (threads.ts): the owner's search or solve of the same position,
   * configured the same way, without reports or an answer (for an analysis, a search of the position,
   * whose table entries the owner's searches of the moves meet). It ends at the job's depth, or when
   * the poll says the owner has answered; jobs the owner answers without the kernel are skipped.
   */
  help(kind: JobKind, position: Position, limits: ResolvedLimits): void {
    const kernel = this.kernel;
    if (!kernel || kind === 'perft') return;
    if (position.isGameOver() || position.inPlacementPhase()) return;
    if (kind === 'bestMove' && noSearchMove(limits.method, position, limits.seed) !== undefined) return;
    if (kind === 'bestMove' && limits.timeRules && forcedMove(position) !== undefined) return;
    this.configure(kernel, position, limits);
    if (kind === 'solve') kernel.solve(position.player(), position.opponent());
    else
      kernel.search(position.player(), position.opponent(), {
        depth: limits.depth,
        exactEmpties: limits.exactEmpties,
      });
  }

  /** Sets the kernel's variant and evaluation for a position (each change clears its tables). */
  private configure(kernel: Kernel, position: Position, limits: ResolvedLimits): void {
    const { size, rules } = position.variant;
    if (size !== this.size) this.size = kernel.setBoardSize(size);
    const anti = rules === 'anti';
    if (anti !== this.anti) {
      kernel.setAnti(anti);
      this.anti = anti;
    }
    const evaluator = kernelEvaluator(limits.evaluator, this.learned && size === 8 && !anti);
    if (evaluator !== this.evaluator) this.evaluator = kernel.setEvaluator(evaluator);
    if (limits.fresh) kernel.clearHash();
  }

  /** The exact solve, reporting each better root move and, between them, its node count. A solve cut
   * short answers its best move so far (not exact), or a positional move if it proved none. */
  private solve(
    kernel: Kernel,
    position: Position,
    budget: KernelBudget,
    seed: number,
    job: JobClock,
    onProgress: (progress: JobProgress) => void,
  ): RunnerOutcome {
    const empties = position.empties().size();
    let last: KernelLine = { move: undefined, score: 0, depth: empties, exact: false, nodes: 0, pv: [] };
    let reported = now();
    const report = (line: KernelLine): void => {
      last = line;
      reported = now();
      onProgress(job.progress(line));
    };
    kernel.setHooks({
      poll: (nodes) => {
        if (now() - reported >= SOLVE_REPORT_MS) report({ ...last, nodes });
        return this.shouldStop();
      },
    });
    try {
      const solved = kernel.solve(position.player(), position.opponent(), budget, report);
      const move = solved.move ?? tableMove(position, new Rng(seed));
      return result({ ...job.progress(solved), move, pv: solved.move === undefined ? [move] : solved.pv });
    } finally {
      kernel.setHooks({ poll: () => this.shouldStop() });
    }
  }

  /** A value for every legal move, all deepened together by the kernel (see Engine.analyze). */
  private analyze(
    position: Position,
    limits: ResolvedLimits,
    job: JobClock,
    onProgress: (progress: JobProgress) => void,
  ): RunnerOutcome {
    // The Reversi openings' placements are not searched (see noSearchMove): every centre square scores 0.
    if (placesOnly(position)) {
      const scores = position
        .legalMoveList()
        .map((move) => ({ move, score: 0, exact: false, pv: [move], depth: 0 }));
      return { ok: true, output: { kind: 'scores', scores } };
    }
    const kernel = this.kernel;
    if (!kernel) return noKernel();
    if (position.inPlacementPhase())
      return {
        ok: true,
        output: { kind: 'scores', scores: this.scoreOpeningMoves(kernel, position, limits, job) },
      };
    this.configure(kernel, position, limits);
    const table = new AnalysisTable();
    kernel.analyze(position.player(), position.opponent(), job.budget(limits), (line) => {
      table.record({
        move: line.move!,
        score: line.score,
        exact: line.exact,
        pv: line.pv,
        depth: line.depth,
      });
      const timeMs = job.elapsed();
      onProgress({
        scores: table.latest(),
        depth: table.completedDepth(),
        nodes: line.nodes,
        nodesPerSecond: rate(line.nodes, timeMs),
        timeMs: Math.round(timeMs),
      });
    });
    return { ok: true, output: { kind: 'scores', scores: table.answer() } };
  }

  /**
   * The moves of the fourth disc of a flip variant's opening, best first. The kernel knows no centre
   * placements, but each of these moves (a placement or a capture) leads to an ordinary position, which
   * it searches with an equal share of the time left.
   */
  private scoreOpeningMoves(
    kernel: Kernel,
    position: Position,
    limits: ResolvedLimits,
    job: JobClock,
  ): MoveScore[] {
    const moves = position.legalMoveList();
    const whole = job.budget(limits);
    const scores = moves.map((move, i): MoveScore => {
      const child = position.after(move);
      if (child.isGameOver()) return { move, score: -child.moverScore()!, exact: true, pv: [move], depth: 0 };
      this.configure(kernel, child, limits);
      const deadline = whole.deadline ?? 0;
      const share = deadline > 0 ? (deadline - now()) / (moves.length - i) : 0;
      const budget = {
        ...whole,
        depth: Math.max(1, limits.depth - 1),
        deadline: share > 0 ? now() + share : 0,
      };
      const line = kernel.search(child.player(), child.opponent(), budget, () => {});
      return { move, score: -line.score, exact: line.exact, pv: [move, ...line.pv], depth: line.depth + 1 };
    });
    return scores.sort((a, b) => b.score - a.score);
  }

  /** Perft, one root move at a time (reported as it is counted); the openings of the Reversi rule
   * sets, which the kernel does not know, are expanded here with the rules library. */
  private perft(
    position: Position,
    depth: number,
    job: JobClock,
    onProgress: (progress: PerftProgress) => void,
  ): RunnerOutcome {
    const kernel = this.kernel;
    if (!kernel) return noKernel();
    const moves = depth > 0 ? position.legalMoveList() : [];
    let leaves = moves.length === 0 ? 1 : 0;
    for (const [i, move] of moves.entries()) {
      leaves += this.countLeaves(kernel, position.after(move), depth - 1);
      onProgress({ leaves, movesDone: i + 1, movesTotal: moves.length, timeMs: Math.round(job.elapsed()) });
    }
    return { ok: true, output: { kind: 'perft', result: { leaves, timeMs: Math.round(job.elapsed()) } } };
  }

  private countLeaves(kernel: Kernel, position: Position, depth: number): number {
    if (depth === 0 || !position.inPlacementPhase()) {
      if (position.variant.size !== this.size) this.size = kernel.setBoardSize(position.variant.size);
      return kernel.perft(position.player(), position.opponent(), depth, true);
    }
    let leaves = 0;
    for (const move of position.legalMoveList())
      leaves += this.countLeaves(kernel, position.after(move), depth - 1);
    return leaves;
  }
}

/** A job's clock: started when the job starts, its deadline decided once from the time budget. */
class JobClock {
  private readonly started = now();

  constructor(private readonly timeMs: number) {}

  elapsed(): number {
    return now() - this.started;
  }

  /** The kernel's budget: the limits it uses and the deadline (the budget less TIME_MARGIN_MS). */
  budget(limits: ResolvedLimits): KernelBudget {
    return {
      depth: limits.depth,
      exactEmpties: limits.exactEmpties,
      nodes: limits.nodes,
      deadline: this.timeMs > 0 ? this.started + Math.max(1, this.timeMs - TIME_MARGIN_MS) : 0,
    };
  }

  /** A kernel line as the facade reports it. */
  progress(line: KernelLine): SearchProgress {
    const timeMs = this.elapsed();
    return {
      depth: line.depth,
      score: line.score,
      pv: line.pv,
      nodes: line.nodes,
      nodesPerSecond: rate(line.nodes, timeMs),
      timeMs: Math.round(timeMs),
      exact: line.exact,
    };
  }
}

const rate = (nodes: number, ms: number): number => (ms > 0 ? Math.round((nodes * 1000) / ms) : 0);

const result = (value: SearchResult): RunnerOutcome => ({
  ok: true,
  output: { kind: 'result', result: value },
});

/** The one legal move of a position that has one (a pass when that is all there is), else undefined. */
const forcedMove = (position: Position): Move | undefined => {
  const moves = position.legalMoveList();
  return moves.length === 1 ? moves[0] : undefined;
};

const noKernel = (): RunnerOutcome => ({
  ok: false,
  code: 'ERR_NO_KERNEL',
  message: 'the search kernel is not available (build/kernel.wasm missing or failed to load)',
});
