/**
 * The host side of the engine facade, shared by Node and the browser: it queues calls, talks to the
 * worker through the message protocol, stops searches (a shared flag, or by replacing the worker) and
 * replaces a worker that died.
 */
import type { Move, Position } from '../core/index.js';
import { type Evaluation, tableMove } from './levels.js';
import type {
  EngineErrorCode,
  HostMessage,
  JobKind,
  JobOutput,
  WireLimits,
  WireProgress,
  WorkerMessage,
} from './protocol.js';
import { Rng } from './rng.js';
import { deserializeMove, serializePosition } from './serialize.js';
import type { Engine, MoveScore, SearchLimits, SearchProgress, SearchResult } from './types.js';

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
  readonly weights?: () => Promise<Uint8Array | undefined>;
  /** Stop through a SharedArrayBuffer flag; without it stop() replaces the worker. */
  readonly sharedStop: boolean;
  /** Transposition table size (2^bits entries) for kernel searches, e.g. 20. */
  readonly hashBits?: number;
}

/** Extra limits the facade accepts beyond `SearchLimits`. */
export interface EngineLimits extends SearchLimits {
  /** Transposition table size as a power of two, e.g. 20. */
  readonly hashBits?: number;
  /** Start from empty tables, so that node counts are reproducible (as with a node limit). */
  readonly fresh?: boolean;
  /** Overrides the level's evaluation, e.g. `'heuristic'` for a signature that does not depend on
   * whether the learned weights are present. */
  readonly evaluator?: Evaluation;
}

interface Job {
  readonly id: number;
  readonly kind: JobKind;
  readonly position: Position;
  readonly limits: WireLimits;
  readonly onProgress: ((p: SearchProgress) => void) | undefined;
  readonly resolve: (output: JobOutput) => void;
  readonly reject: (error: EngineError) => void;
  last: SearchProgress | undefined;
}

const progressOf = (p: WireProgress): SearchProgress => ({ ...p, pv: p.pv.map(deserializeMove) });

/** The `Engine` over a worker made by `spawn`. */
export class WorkerEngine implements Engine {
  private worker: WorkerHandle | undefined;
  private readonly queue: Job[] = [];
  private current: Job | undefined;
  private nextId = 1;
  private closed = false;
  private readonly stopFlag: Int32Array | undefined;
  private kernel: Promise<WebAssembly.Module | undefined> | undefined;

  constructor(private readonly options: WorkerEngineOptions) {
    this.stopFlag = options.sharedStop ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
  }

  /** The best move with progress after every completed iteration. */
  async bestMove(
    position: Position,
    limits: EngineLimits,
    onProgress?: (progress: SearchProgress) => void,
  ): Promise<SearchResult> {
    return resultOf(await this.submit('bestMove', position, limits, onProgress), position);
  }

  /** A score for every legal move, best first. */
  async analyze(position: Position, limits: EngineLimits): Promise<MoveScore[]> {
    const output = await this.submit('analyze', position, limits, undefined);
    if (output.kind !== 'scores') return [];
    return output.scores.map((s) => ({ ...s, move: deserializeMove(s.move), pv: s.pv.map(deserializeMove) }));
  }

  /** The exact score and a best move (tournament rule), under an optional time or node limit. */
  async solve(position: Position, limits: EngineLimits = {}, onProgress?: (p: SearchProgress) => void) {
    return resultOf(await this.submit('solve', position, limits, onProgress), position);
  }

  /** Kernel perft (leaf count; a pass is a ply, a finished game one leaf) and its time in ms. */
  async perft(position: Position, depth: number): Promise<{ leaves: number; timeMs: number }> {
    const output = await this.submit('perft', position, { depth }, undefined);
    if (output.kind !== 'perft') throw new EngineError('ERR_INTERNAL', 'perft answered something else');
    return { leaves: output.leaves, timeMs: output.timeMs };
  }

  /** Stops the running call: it resolves with the best result found so far. */
  stop(): void {
    const job = this.current;
    if (!job) return;
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

  private submit(
    kind: JobKind,
    position: Position,
    limits: EngineLimits,
    onProgress: ((p: SearchProgress) => void) | undefined,
  ): Promise<JobOutput> {
    if (this.closed) return Promise.reject(new EngineError('ERR_CLOSED', 'the engine was closed'));
    return new Promise((resolve, reject) => {
      const wire: WireLimits = { ...limits, hashBits: limits.hashBits ?? this.options.hashBits };
      this.queue.push({
        id: this.nextId++,
        kind,
        position,
        limits: wire,
        onProgress,
        resolve,
        reject,
        last: undefined,
      });
      this.pump();
    });
  }

  private pump(): void {
    if (this.current || this.closed) return;
    const job = this.queue.shift();
    if (!job) {
      this.worker?.busy?.(false);
      return;
    }
    this.current = job;
    const worker = this.ensureWorker();
    worker.busy?.(true);
    worker.post({
      type: 'job',
      id: job.id,
      kind: job.kind,
      position: serializePosition(job.position),
      limits: job.limits,
    });
  }

  private ensureWorker(): WorkerHandle {
    if (this.worker) return this.worker;
    const worker = this.options.spawn(
      (m) => this.onMessage(worker, m),
      (reason) => this.onDeath(worker, reason),
    );
    this.worker = worker;
    this.kernel ??= this.options.kernel().catch(() => undefined);
    // The weights are asked for again for each worker: a browser transfers them to the worker (see
    // browser.ts), so the host keeps no copy to hand to the next one.
    const weights = (this.options.weights?.() ?? Promise.resolve(undefined)).catch(() => undefined);
    // The compiled module is posted before any job; the worker queues jobs until it has loaded.
    void Promise.all([this.kernel, weights]).then(([kernel, weights]) => {
      if (this.worker === worker)
        worker.post({
          type: 'init',
          kernel,
          stop: this.stopFlag?.buffer as SharedArrayBuffer,
          ...(weights ? { weights } : {}),
        });
    });
    return worker;
  }

  private dropWorker(): void {
    const worker = this.worker;
    this.worker = undefined;
    worker?.terminate();
  }

  private onMessage(worker: WorkerHandle, m: WorkerMessage): void {
    if (worker !== this.worker || m.type === 'ready') return;
    const job = this.current;
    if (!job || m.id !== job.id) return;
    if (m.type === 'progress') {
      job.last = progressOf(m.progress);
      job.onProgress?.(job.last);
      return;
    }
    this.current = undefined;
    if (m.type === 'done') job.resolve(m.output);
    else job.reject(new EngineError(m.code, m.message));
    this.pump();
  }

  private onDeath(worker: WorkerHandle, reason: string): void {
    if (worker !== this.worker) return;
    this.worker = undefined;
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
  if (job.kind === 'analyze') return { kind: 'scores', scores: [] };
  if (job.kind === 'perft') return { kind: 'perft', leaves: 0, timeMs: 0 };
  const last = job.last;
  const move: Move = last?.pv[0] ?? tableMove(job.position, new Rng(job.limits.seed ?? 0));
  return {
    kind: 'result',
    result: {
      depth: last?.depth ?? 0,
      score: last?.score ?? 0,
      pv: last?.pv ?? [move],
      nodes: last?.nodes ?? 0,
      nodesPerSecond: last?.nodesPerSecond ?? 0,
      timeMs: last?.timeMs ?? 0,
      exact: last?.exact ?? false,
      move,
    },
  };
};

const resultOf = (output: JobOutput, position: Position): SearchResult => {
  if (output.kind !== 'result') throw new EngineError('ERR_INTERNAL', 'the worker answered something else');
  const r = output.result;
  const move = deserializeMove(r.move);
  if (!position.isLegal(move))
    throw new EngineError('ERR_INTERNAL', `the engine answered an illegal move (${String(r.move)})`);
  return { ...r, move, pv: r.pv.map(deserializeMove) };
};
