/**
 * The engine in a browser: the kernel runs in a module Web Worker that Vite bundles, and the wasm is
 * an asset Vite emits. Stopping uses shared memory when the page is cross-origin isolated; otherwise
 * stop() replaces the worker.
 */
import { EngineError, type SpawnWorker, WorkerEngine } from './client.js';
import { loadMpcText, mpcUrl } from './mpc.js';
import type { WorkerMessage } from './protocol.js';
import { weightsUrl } from './weights.js';

export interface BrowserEngineOptions {
  /** Where to fetch the kernel (default: the bundled build/kernel.wasm). */
  readonly wasmUrl?: string | URL;
  /** The learned evaluation's weights (default: the bundled data/weights/wedge-eval.bin), fetched
   * by each worker itself when it starts; false for the hand-written heuristic, e.g. to save
   * the 1.6 MB (compressed) download. */
  readonly weights?: string | URL | false;
  /** The Multi-ProbCut parameters fitted with those weights (default: the bundled
   * data/weights/mpc.json); false for none. */
  readonly mpc?: string | URL | false;
  /** The opening book (default: the bundled data/book/wedge-book.bin, 48 kB), fetched when Hard or
   * Expert first may play from it; false for none. */
  readonly book?: string | URL | false;
  /** Transposition table size (2^bits entries, 24 bytes each, two tables), e.g. 20. */
  readonly hashBits?: number;
  /** Search threads, default 1: more only in a cross-origin isolated page (the threaded kernel needs
   * shared memory); elsewhere the engine runs one. */
  readonly threads?: number;
}

const spawnWebWorker: SpawnWorker = (onMessage, onDeath) => {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  let dead = false;
  worker.addEventListener('message', (e: MessageEvent<WorkerMessage>) => onMessage(e.data));
  worker.addEventListener('error', (e: ErrorEvent) => {
    if (dead) return;
    dead = true;
    onDeath(e.message || 'worker error');
  });
  return {
    // Weights given as bytes (5 MB) are handed over, not copied; by default the worker fetches them.
    post: (m) =>
      worker.postMessage(m, m.type === 'init' && m.weights instanceof Uint8Array ? [m.weights.buffer] : []),
    terminate: () => {
      dead = true;
      worker.terminate();
    },
  };
};

/** The committed opening book, an asset Vite emits beside the kernel. */
export const bookUrl = (): URL => new URL('../../data/book/wedge-book.bin', import.meta.url);

const fetchBook = async (url: string | URL): Promise<Uint8Array> => {
  const response = await fetch(url);
  if (!response.ok)
    throw new EngineError('ERR_BAD_BOOK', `cannot fetch the opening book ${String(url)}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

const compileFrom = async (url: string | URL): Promise<WebAssembly.Module> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot fetch the kernel: ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
};

/** True when a SharedArrayBuffer can be shared with a worker (a cross-origin isolated page). */
const canShareMemory = (): boolean =>
  typeof SharedArrayBuffer !== 'undefined' &&
  (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;

/** An engine whose kernel runs in a Web Worker. */
export const createBrowserEngine = (options: BrowserEngineOptions = {}): WorkerEngine =>
  new WorkerEngine({
    spawn: spawnWebWorker,
    kernel: () => compileFrom(options.wasmUrl ?? new URL('../../build/kernel.wasm', import.meta.url)),
    threadedKernel: () => compileFrom(new URL('../../build/kernel-mt.wasm', import.meta.url)),
    threads: options.threads,
    // Without weights (not fetched, or not built) the expert level uses the heuristic evaluation. The
    // worker fetches them itself (their URL is posted) and checks them: receiving 5 MB on the page's
    // thread took tasks of 60-130 ms of CPU time when an Expert game started (tests/e2e/keep.test.ts),
    // and their CRC-32 would be a long task there too.
    weights: async () =>
      options.weights === false
        ? undefined
        : new URL(options.weights ?? weightsUrl(), globalThis.location?.href).href,
    mpc: async () => (options.mpc === false ? undefined : loadMpcText(options.mpc ?? mpcUrl())),
    sharedStop: canShareMemory(),
    hashBits: options.hashBits,
    ...(options.book === false ? {} : { book: () => fetchBook(options.book || bookUrl()) }),
    // The book is an aid: offline, or with its request blocked, Hard and Expert play on without it.
    bookOptional: true,
  });

/**
 * Fetches what the strong levels play with (the weights, their Multi-ProbCut parameters and the opening
 * book), so that the page's offline cache, which keeps each when first fetched, holds them; resolves
 * with the files that could not be fetched (none: all are kept).
 */
export const fetchStrongLevels = async (): Promise<string[]> => {
  const urls = [weightsUrl(), mpcUrl(), bookUrl()];
  const failed: string[] = [];
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url);
        if (!response.ok) failed.push(String(url));
        else await response.arrayBuffer();
      } catch {
        failed.push(String(url));
      }
    }),
  );
  return failed;
};
