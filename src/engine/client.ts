/**
 * The host side of the engine facade, shared by Node and the browser: it queues calls, talks to the
 * worker through the message protocol, stops searches (a shared flag, or by replacing the worker) and
 * replaces a worker that died.
 */
import type { Position } from '../core/index.js';
import { AnalysisTable } from './analysis.js';
import { type Book, chooseBookMove, decodeBookInSlices } from './book.js';
import { tableMove } from './levels.js';
import { type BookPolicy, bookPolicy, type JobKind, type ResolvedLimits, resolveLimits } from './limits.js';
import {
  type EngineErrorCode,
  type HostMessage,
  type JobOutput,
  type JobProgress,
  type ThreadPool,
  toWire,
  type WorkerMessage,
} from './protocol.js';
import { Rng, randomSeed } from './rng.js';
import { newThreadFlags } from './threads.js';
import type {
  AnalysisProgress,
  Engine,
  MoveScore,
  PerftProgress,
  PerftResult,
  SearchLimits,
  SearchProgress,
  SearchResult,
} from './types.js';

/** An engine call that failed, with a stable code. */
export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** A running worker as the facade sees it. */
export interface WorkerHandle {
  post(message: HostMessage): void;
  terminate(): void;
  /** Whether a call is in flight (Node keeps the process alive only then). */
  busy?(busy: boolean): void;
}

/** Starts a worker; it reports messages and, once, its death (an error or an exit). */
export type SpawnWorker = (
  onMessage: (m: WorkerMessage) => void,
  onDeath: (reason: string) => void,
) => WorkerHandle;

export interface WorkerEngineOptions {
  readonly spawn: SpawnWorker;
  /** The compiled kernel for each new worker (undefined: easy and medium only). */
  readonly kernel: () => Promise<WebAssembly.Module | undefined>;
  /** The learned evaluation's weights for each new worker (undefined: the heuristic evaluation). */
  readonly weights?: () => Promise<Uint8Array | string | undefined>;
  /** The Multi-ProbCut parameters (the text of data/weights/mpc.json) for each new worker; they apply
   * only beside the weights they were fitted with. */
  readonly mpc?: () => Promise<string | undefined>;
  /** Stop through a SharedArrayBuffer flag; without it stop() replaces the worker. */
  readonly sharedStop: boolean;
  /** Transposition table size (2^bits entries, two tables of 24-byte entries), default 20 (48 MB). */
  readonly hashBits?: number;
  /** The opening book's bytes (book.ts), asked for once, when a call first may play from it
   * (undefined: no book). */
  readonly book?: () => Promise<Uint8Array | undefined>;
  /** True when the book is an aid the engine plays on without (the browser, where it may not be
   * fetched offline): a book that cannot be had or read is then left out and `aids()` says so.
   * Otherwise (a book file asked for by name) the calls that would use it fail with ERR_BAD_BOOK. */
  readonly bookOptional?: boolean;
  /** Search threads (threads.ts), default 1. More than one needs `sharedStop` and `threadedKernel`;
   * without them the engine runs one. */
  readonly threads?: number;
  /** The threaded kernel (build/kernel-mt.wasm), compiled, for an engine of several threads. */
  readonly threadedKernel?: () => Promise<WebAssembly.Module | undefined>;
  /** The time rules (ResolvedLimits.timeRules), default true; false for a frozen build. */
  readonly timeRules?: boolean;
}

/** Default transposition table size: 2^20 entries of 24 bytes in each of two tables (48 MB). */
export const DEFAULT_HASH_BITS = 20;
/** The table sizes the kernel accepts: 2^10 entries, up to 2^25 (two tables of 768 MiB). 2^26 would
 * be a 1.5 GiB block per table, over the AssemblyScript runtime's 1 GiB block limit. */
export const MIN_HASH_BITS = 10;
export const MAX_HASH_BITS = 25;

interface Job {
  readonly id: number;
  readonly kind: JobKind;
  readonly position: Position;
  readonly limits: ResolvedLimits;
  /** Search threads for this job (SearchLimits.threads), the owner's included. */
  readonly threads: number;
  readonly onProgress: ((p: JobProgress) => void) | undefined;
  readonly resolve: (output: JobOutput) => void;
  readonly reject: (error: EngineError) => void;
  last: JobProgress | undefined;
  /** An analysis's values as reported, for answering it here if it must be stopped by force. */
  readonly analysis: AnalysisTable | undefined;
}

/** What an engine plays with beside its search: the opening book (`unread` until a call first may
 * play from it, then `read`, or `missing` when it could not be fetched or read) and the learned
 * evaluation (`unread` until a worker has started, then `learned`, or `missing`: the hand-written
 * evaluation plays). */
export interface EngineAids {
  readonly book: 'unread' | 'read' | 'missing';
  readonly weights: 'unread' | 'learned' | 'missing';
}

/** The `Engine` over a worker made by `spawn`. */
export class WorkerEngine implements Engine {
  private worker: WorkerHandle | undefined;
  private readonly queue: Job[] = [];
  private current: Job | undefined;
  private nextId = 1;
  private closed = false;
  private readonly stopFlag: Int32Array | undefined;
  private kernel: Promise<WebAssembly.Module | undefined> | undefined;
  private book: Promise<Book | undefined> | undefined;
  private bookRead: { readonly book: Book | undefined } | undefined;
  /** What the engine knows of its aids so far (see `aids`). */
  private aidState: EngineAids = { book: 'unread', weights: 'unread' };
  /** Search threads in force: 1, or the option's count where shared memory and the threaded kernel are. */
  readonly threads: number;
  /** The current worker's helpers (search threads beyond the first), and whether they are still
   * joining: no job starts until each has joined or failed (a joining helper writes the owner's
   * memory). */
  private helpers: WorkerHandle[] = [];
  private joining = 0;
  /** The current workers' flags (threads.ts), when there are several. */
  private flags: SharedArrayBuffer | undefined;

  constructor(private readonly options: WorkerEngineOptions) {
    this.stopFlag = options.sharedStop ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
    const wanted = options.threads ?? 1;
    this.threads = wanted > 1 && options.sharedStop && options.threadedKernel ? wanted : 1;
  }

  /** The best move, with a report after every completed iteration. */
  async bestMove(
    position: Position,
    limits: SearchLimits,
    onProgress?: (progress: SearchProgress) => void,
  ): Promise<SearchResult> {
    const policy = bookPolicy(limits);
    if (policy && this.options.book && position.variant.rules === 'standard' && position.variant.size === 8) {
      // Once read, the book is looked up without waiting, so the job is queued at once (a stop() right
      // after the call reaches it).
      const book = this.bookRead ? this.bookRead.book : await this.loadBook();
      const booked = bookAnswer(book, position, policy, limits.seed ?? randomSeed());
      if (booked) {
        // The search that follows the book will want the worker: it starts now (kernel compiled,
        // weights read) while the opponent thinks, not on the clock of the first move out of book.
        if (!this.closed) this.ensureWorker();
        onProgress?.(booked);
        return booked;
      }
    }
    return resultOf(await this.submit('bestMove', position, limits, onProgress), position);
  }

  /** What the engine plays with: whether the opening book was read (or could not be had) and whether
   * the worker's evaluation is the learned one or the hand-written one (its weights not loaded). */
  aids(): EngineAids {
    return this.aidState;
  }

  /** The book, read and checked once, in slices that leave the thread free between them (reading it
   * takes a few hundred milliseconds in a browser); a book that does not read fails the calls that
   * would use it, or, when optional, is left out. */
  private loadBook(): Promise<Book | undefined> {
    this.book ??= (this.options.book?.() ?? Promise.resolve(undefined))
      .then(async (bytes) => {
        if (bytes === undefined) {
          this.bookRead = { book: undefined };
          return undefined;
        }
        const book = await decodeBookInSlices(bytes);
        if (!book.ok) throw new EngineError('ERR_BAD_BOOK', `the opening book: ${book.error.message}`);
        this.bookRead = { book: book.value };
        this.aidState = { ...this.aidState, book: 'read' };
        return book.value;
      })
      .catch((error: unknown) => {
        if (!this.options.bookOptional) throw error;
        this.bookRead = { book: undefined };
        this.aidState = { ...this.aidState, book: 'missing' };
        return undefined;
      });
    return this.book;
  }

  /** A value for every legal move, deepened together, each reported as it improves (Engine.analyze). */
  async analyze(
    position: Position,
    limits: SearchLimits,
    onProgress?: (progress: AnalysisProgress) => void,
  ): Promise<MoveScore[]> {
    const output = await this.submit('analyze', position, limits, onProgress);
    if (output.kind !== 'scores') throw new EngineError('ERR_INTERNAL', 'analyze answered something else');
    return [...output.scores];
  }

  /** The exact score and a best move (tournament rule); without a limit it runs to the proof. */
  async solve(
    position: Position,
    limits: SearchLimits = {},
    onProgress?: (progress: SearchProgress) => void,
  ): Promise<SearchResult> {
    return resultOf(await this.submit('solve', position, limits, onProgress), position);
  }

  /** Kernel perft (a pass is a ply, a finished game one leaf), reported after each root move. */
  async perft(
    position: Position,
    depth: number,
    onProgress?: (progress: PerftProgress) => void,
  ): Promise<PerftResult> {
    const output = await this.submit('perft', position, { depth }, onProgress);
    if (output.kind !== 'perft') throw new EngineError('ERR_INTERNAL', 'perft answered something else');
    return output.result;
  }

  /** Stops the running call: it resolves with the best result found so far. */
  stop(): void {
    const job = this.current;
    if (!job || job.kind === 'perft') return;
    if (this.stopFlag) {
      Atomics.store(this.stopFlag, 0, job.id);
      return;
    }
    // No shared memory: the worker cannot be interrupted, so it is replaced.
    this.current = undefined;
    this.dropWorker();
    job.resolve(stoppedOutput(job));
    this.pump();
  }

  /** Ends the worker; queued and running calls fail with ERR_CLOSED. */
  async close(): Promise<void> {
    this.closed = true;
    const pending = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    this.current = undefined;
    this.dropWorker();
    for (const job of pending) job.reject(new EngineError('ERR_CLOSED', 'the engine was closed'));
  }

  private submit<P extends JobProgress>(
    kind: JobKind,
    position: Position,
    limits: SearchLimits,
    onProgress: ((p: P) => void) | undefined,
  ): Promise<JobOutput> {
    if (this.closed) return Promise.reject(new EngineError('ERR_CLOSED', 'the engine was closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        kind,
        position,
        limits: resolveLimits(limits, kind, this.options.timeRules !== false),
        threads: limits.threads ?? this.threads,
        // The worker reports the progress type of the job's kind.
        onProgress: onProgress as ((p: JobProgress) => void) | undefined,
        analysis: kind === 'analyze' ? new AnalysisTable() : undefined,
        resolve,
        reject,
        last: undefined,
      });
      this.pump();
    });
  }

  private pump(): void {
    if (this.current || this.closed) return;
    if (this.queue.length === 0) {
      this.worker?.busy?.(false);
      return;
    }
    const worker = this.ensureWorker();
    worker.busy?.(true);
    if (this.joining > 0) return;
    const job = this.queue.shift()!;
    this.current = job;
    const message: HostMessage = {
      type: 'job',
      id: job.id,
      kind: job.kind,
      position: toWire(job.position),
      limits: job.limits,
    };
    worker.post(message);
    // The helpers search with the owner (perft stays on one thread).
    if (job.kind !== 'perft') for (const h of this.helpers.slice(0, job.threads - 1)) h.post(message);
  }

  private ensureWorker(): WorkerHandle {
    if (this.worker) return this.worker;
    const worker = this.options.spawn(
      (m) => this.onMessage(worker, m),
      (reason) => this.onDeath(worker, reason),
    );
    this.worker = worker;
    const threaded = this.threads > 1;
    this.kernel ??= (threaded ? this.options.threadedKernel!() : this.options.kernel()).catch(
      () => undefined,
    );
    // The owner reports its memory when ready; the helpers join then (onMessage).
    const flags = threaded ? newThreadFlags() : undefined;
    if (threaded) this.joining = this.threads - 1;
    // The weights are asked for again for each worker: a browser transfers them to the worker (see
    // browser.ts), so the host keeps no copy to hand to the next one.
    const weights = (this.options.weights?.() ?? Promise.resolve(undefined)).catch(() => undefined);
    const mpc = (this.options.mpc?.() ?? Promise.resolve(undefined)).catch(() => undefined);
    // The compiled module is posted before any job; the worker queues jobs until it has loaded.
    void Promise.all([this.kernel, weights, mpc]).then(([kernel, weights, mpc]) => {
      if (this.worker === worker)
        worker.post({
          type: 'init',
          kernel,
          stop: this.stopFlag?.buffer as SharedArrayBuffer,
          hashBits: this.options.hashBits ?? DEFAULT_HASH_BITS,
          ...(weights ? { weights } : {}),
          ...(weights && mpc ? { mpc } : {}),
          ...(flags ? { threads: { role: 'owner', helpers: this.threads - 1, flags } as const } : {}),
        });
    });
    this.flags = flags;
    return worker;
  }

  /** Starts the owner's helpers over its memory (`pool`), or none when the owner has no kernel. */
  private startHelpers(owner: WorkerHandle, pool: ThreadPool | undefined): void {
    const flags = this.flags;
    if (!pool || !flags || pool.states.length === 0) {
      this.joining = 0;
      this.pump();
      return;
    }
    for (const [i, state] of pool.states.entries()) {
      let joined = false;
      const join = (): void => {
        if (joined || this.worker !== owner) return;
        joined = true;
        this.joining--;
        this.pump();
      };
      const helper = this.options.spawn(
        (m) => {
          if (m.type === 'ready') join();
        },
        // A helper that dies takes the engine's workers with it: the owner may be waiting for it.
        (reason) => this.onDeath(owner, `a search thread died: ${reason}`),
      );
      this.helpers.push(helper);
      const weights = (this.options.weights?.() ?? Promise.resolve(undefined)).catch(() => undefined);
      const mpc = (this.options.mpc?.() ?? Promise.resolve(undefined)).catch(() => undefined);
      void Promise.all([this.kernel, weights, mpc]).then(([kernel, weights, mpc]) => {
        if (this.worker !== owner) return;
        helper.post({
          type: 'init',
          kernel,
          stop: undefined,
          hashBits: this.options.hashBits ?? DEFAULT_HASH_BITS,
          ...(weights ? { weights } : {}),
          ...(weights && mpc ? { mpc } : {}),
          threads: {
            role: 'helper',
            id: i + 1,
            memory: pool.memory,
            state,
            weightsAt: pool.weightsAt,
            flags,
          },
        });
      });
    }
  }

  private dropWorker(): void {
    const worker = this.worker;
    this.worker = undefined;
    worker?.terminate();
    for (const h of this.helpers.splice(0)) h.terminate();
    this.joining = 0;
  }

  private onMessage(worker: WorkerHandle, m: WorkerMessage): void {
    if (worker !== this.worker) return;
    if (m.type === 'ready') {
      if (m.kernel) this.aidState = { ...this.aidState, weights: m.learned ? 'learned' : 'missing' };
      if (this.threads > 1) this.startHelpers(worker, m.pool);
      return;
    }
    const job = this.current;
    if (!job || m.id !== job.id) return;
    if (m.type === 'progress') {
      job.last = m.progress;
      if (job.analysis)
        for (const score of (m.progress as AnalysisProgress).scores) job.analysis.record(score);
      job.onProgress?.(m.progress);
      return;
    }
    this.current = undefined;
    if (m.type === 'done') job.resolve(m.output);
    else job.reject(new EngineError(m.code, m.message));
    this.pump();
  }

  private onDeath(worker: WorkerHandle, reason: string): void {
    if (worker !== this.worker) return;
    this.dropWorker();
    const job = this.current;
    this.current = undefined;
    job?.reject(
      new EngineError(
        'ERR_WORKER_DIED',
        `the engine worker died (${reason}); the next call starts a new one`,
      ),
    );
    this.pump();
  }
}

/** What a call stopped without shared memory answers: its last progress, or a quick positional move. */
const stoppedOutput = (job: Job): JobOutput => {
  if (job.analysis) return { kind: 'scores', scores: job.analysis.answer() };
  const last = job.last as SearchProgress | undefined;
  const move = last?.pv[0] ?? tableMove(job.position, new Rng(job.limits.seed));
  return {
    kind: 'result',
    result: {
      depth: last?.depth ?? 0,
      score: last?.score ?? 0,
      pv: last && last.pv.length > 0 ? last.pv : [move],
      nodes: last?.nodes ?? 0,
      nodesPerSecond: last?.nodesPerSecond ?? 0,
      timeMs: last?.timeMs ?? 0,
      exact: last?.exact ?? false,
      move,
    },
  };
};

/** A move from the book when the position is in it, as a search's answer (no nodes, the book's value,
 * depth and line). */
const bookAnswer = (
  book: Book | undefined,
  position: Position,
  policy: BookPolicy,
  seed: number,
): SearchResult | undefined => {
  const moves = book?.moves(position, policy.contempt);
  if (!book || !moves || moves.length === 0) return undefined;
  const chosen = chooseBookMove(moves, policy.window, new Rng(seed));
  const after = position.after(chosen.move);
  const line = chosen.inBook ? book.line(after, policy.contempt) : [];
  return {
    move: chosen.move,
    score: chosen.value,
    depth: chosen.depth,
    pv: [chosen.move, ...line],
    nodes: 0,
    nodesPerSecond: 0,
    timeMs: 0,
    exact: false,
    book: true,
  };
};

/** The one check of an answer: the move it gives is legal in the position asked about. */
const resultOf = (output: JobOutput, position: Position): SearchResult => {
  if (output.kind !== 'result') throw new EngineError('ERR_INTERNAL', 'the worker answered something else');
  const r = output.result;
  if (!position.isLegal(r.move))
    throw new EngineError('ERR_INTERNAL', `the engine answered an illegal move (${String(r.move)})`);
  return r;
};
