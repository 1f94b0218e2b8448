/**
 * The engine in Node: the kernel runs in a `worker_threads` worker. From `dist/` the worker is the
 * compiled `worker.js`; from source (vitest, tsx) it is `worker.ts`, loaded through tsx.
 */
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { EngineError, type SpawnWorker, WorkerEngine } from './client.js';
import { kernelWasmPath, threadedKernelWasmPath } from './kernel.js';
import { loadMpcText, mpcUrl } from './mpc.js';
import type { WorkerMessage } from './protocol.js';
import { loadWeights, weightsUrl } from './weights.js';

export interface NodeEngineOptions {
  /** The kernel's wasm file, e.g. `build/kernel.wasm` (default: the package's own). */
  readonly wasm?: string | URL;
  /** Stop through shared memory (default true); false replaces the worker on stop(), as in a browser
   * page that is not cross-origin isolated. */
  readonly sharedStop?: boolean;
  /** Transposition table size (2^bits entries, 24 bytes each, two tables), e.g. 20. */
  readonly hashBits?: number;
  /** The learned evaluation's weights file (default: the package's data/weights/wedge-eval.bin if it
   * exists); false for the hand-written heuristic evaluation. */
  readonly weights?: string | URL | false;
  /** The opening book (default: the package's data/book/wedge-book.bin if it exists); false for none,
   * e.g. to measure the search alone. */
  readonly book?: string | URL | false;
  /** Play on without a book that cannot be read (as the browser does), `aids()` saying so; by default
   * the calls that would use it fail. */
  readonly bookOptional?: boolean;
  /** The Multi-ProbCut parameters (default: the package's data/weights/mpc.json if it exists); false
   * for none. They apply only beside the weights they were fitted with. */
  readonly mpc?: string | URL | false;
  /** Search threads, default 1: more share the transposition tables (Lazy SMP, threads.ts) over the
   * threaded kernel (build/kernel-mt.wasm, or `threadedWasm`); they need `sharedStop`. */
  readonly threads?: number;
  /** The threaded kernel's wasm file (default: the package's build/kernel-mt.wasm). */
  readonly threadedWasm?: string | URL;
  /** The time rules of issue 26 (a forced move at once, a clock's target kept by instability:
   * timekeeper.ts), default true; the frozen builds turn them off to play as they were merged. */
  readonly timeRules?: boolean;
  /** Called with each worker thread the engine starts (monitoring, tests). */
  readonly onSpawn?: (thread: Worker) => void;
}

const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './worker.ts' : './worker.js', import.meta.url);

const spawnNodeWorker =
  (onSpawn: ((thread: Worker) => void) | undefined): SpawnWorker =>
  (onMessage, onDeath) => {
    // From source, a small bootstrap registers tsx inside the thread first: `--import tsx` in the
    // worker's execArgv does not reach the worker's own entry module on Node 20.
    const worker = fromSource
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`,
          { eval: true },
        )
      : new Worker(workerUrl);
    onSpawn?.(worker);
    let dead = false;
    const die = (reason: string): void => {
      if (dead) return;
      dead = true;
      onDeath(reason);
    };
    worker.on('message', (m: WorkerMessage) => onMessage(m));
    worker.on('error', (e) => die(e.message));
    worker.on('exit', (code) => die(`exit code ${code}`));
    // A waiting worker must not keep the process alive: the CLI exits when its work is done.
    worker.unref();
    return {
      post: (m) => worker.postMessage(m),
      busy: (busy) => (busy ? worker.ref() : worker.unref()),
      terminate: () => {
        dead = true;
        void worker.terminate();
      },
    };
  };

/** URL of the committed opening book (this file lives two levels below the package root). */
export const bookUrl = (): URL => new URL('../../data/book/wedge-book.bin', import.meta.url);

/** Reads a book file; the default one may be missing (no book), a book that was asked for may not. */
const readBook = async (source: string | URL | undefined): Promise<Uint8Array | undefined> => {
  try {
    return new Uint8Array(await readFile(source ?? bookUrl()));
  } catch (error) {
    if (source === undefined && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new EngineError('ERR_BAD_BOOK', `cannot read the opening book ${String(source)}: ${String(error)}`);
  }
};

/** An engine whose kernel runs in a Node worker thread. */
export const createNodeEngine = (options: NodeEngineOptions = {}): WorkerEngine =>
  new WorkerEngine({
    spawn: spawnNodeWorker(options.onSpawn),
    kernel: async () => WebAssembly.compile(await readFile(options.wasm ?? kernelWasmPath())),
    weights: async () =>
      options.weights === false ? undefined : loadWeights(options.weights ?? weightsUrl()),
    mpc: async () => (options.mpc === false ? undefined : loadMpcText(options.mpc ?? mpcUrl())),
    sharedStop: options.sharedStop ?? true,
    hashBits: options.hashBits,
    ...(options.timeRules === false ? { timeRules: false } : {}),
    ...(options.book === false ? {} : { book: () => readBook(options.book || undefined) }),
    ...(options.bookOptional ? { bookOptional: true } : {}),
    threads: options.threads,
    // Another build's kernel (`wasm`) has no threaded twin unless one is named: one thread then.
    threadedKernel:
      options.wasm !== undefined && options.threadedWasm === undefined
        ? undefined
        : async () => WebAssembly.compile(await readFile(options.threadedWasm ?? threadedKernelWasmPath())),
  });
