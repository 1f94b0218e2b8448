/**
 * The engine worker: one body for a Web Worker (`self`) and a Node worker thread (`parentPort`).
 * It loads the kernel once, then runs jobs one at a time; a running job polls the host's stop flag
 * (a SharedArrayBuffer) through the kernel's poll.
 */

import { type Kernel, loadKernel, sharedKernelMemory } from './kernel.js';
import { installMpc, parseMpc } from './mpc.js';
import { fromWire, type HostMessage, type ThreadPool, type WorkerMessage } from './protocol.js';
import { Runner } from './runner.js';
import { FLAG_BUSY, FLAG_DONE } from './threads.js';
import { installWeights, readWeights } from './weights.js';

interface Port {
  post(message: WorkerMessage): void;
  listen(handler: (message: HostMessage) => void): void;
}

/**
 * The channel to the host: `parentPort` under Node, the worker global in a browser. No top-level
 * await (bundlers' worker targets may lack it): a browser worker must listen before its first task
 * ends, so it listens at once; Node's `parentPort` queues messages until a listener comes, so it is
 * imported asynchronously, which also keeps `node:worker_threads` out of the browser bundle.
 */
const openPort = (): Port => {
  const scope = globalThis as unknown as {
    postMessage?: (m: unknown) => void;
    addEventListener?: (type: 'message', h: (e: { data: HostMessage }) => void) => void;
    process?: { versions?: { node?: string } };
  };
  if (scope.process?.versions?.node === undefined)
    return {
      post: (m) => scope.postMessage!(m),
      listen: (h) => scope.addEventListener!('message', (e) => h(e.data)),
    };
  const name = 'node:worker_threads';
  let ready: import('node:worker_threads').MessagePort | undefined;
  const parent = (import(/* @vite-ignore */ name) as Promise<typeof import('node:worker_threads')>).then(
    (m) => {
      ready = m.parentPort!;
      return ready;
    },
  );
  return {
    // Progress is posted from inside a synchronous search, so once the port is known it is used
    // directly (a promise callback would wait for the search to end).
    post: (m) => (ready ? ready.postMessage(m) : void parent.then((p) => p.postMessage(m))),
    listen: (h) => void parent.then((p) => p.on('message', h)),
  };
};

const port = openPort();
let runner = new Runner(undefined);
let stopFlag: Int32Array | undefined;
let currentJob = -1;
/** The pool's flags (threads.ts) when this worker is one of several search threads. */
let threadFlags: Int32Array | undefined;
let helper = false;
/** Jobs run strictly one after another, after the kernel has loaded (a job may arrive first: the
 * host compiles the kernel while the worker starts). */
let initialized: () => void = () => {};
let chain: Promise<void> = new Promise<void>((resolve) => {
  initialized = resolve;
});

/** A file the host named by its URL (the browser's weights), or undefined when it cannot be fetched: the
 * worker then runs without it and says so in its ready message, as when the host had none. */
const fetchBytes = async (url: string): Promise<Uint8Array | undefined> => {
  try {
    const response = await fetch(url);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
};

const init = async (message: Extract<HostMessage, { type: 'init' }>): Promise<void> => {
  stopFlag = message.stop ? new Int32Array(message.stop) : undefined;
  const shouldStop = (): boolean => stopFlag !== undefined && Atomics.load(stopFlag, 0) === currentJob;
  if (message.kernel === undefined) {
    port.post({ type: 'ready', kernel: false, detail: 'no kernel given' });
    return;
  }
  const threads = message.threads;
  threadFlags = threads ? new Int32Array(threads.flags) : undefined;
  helper = threads?.role === 'helper';
  // The weights' checksum is checked here, off the page's thread (5 MB: a long task in a browser's
  // main thread); bytes already checked by the host (Node's loadWeights) read as a file without it.
  const bytes = typeof message.weights === 'string' ? await fetchBytes(message.weights) : message.weights;
  const read = bytes === undefined ? undefined : readWeights(bytes);
  const weights = read?.ok ? read.value : undefined;
  try {
    let kernel: Kernel;
    let learned: boolean;
    let pool: ThreadPool | undefined;
    if (threads?.role === 'helper') {
      // The owner's tables and weights, in the owner's memory: nothing is allocated or copied here.
      kernel = await loadKernel(message.kernel, {}, threads.memory);
      // The kernel's part of the file, less its checksum (read above): what the owner installed.
      const n = weights?.length ?? 0;
      kernel.exports.joinSearch!(threads.id, threads.state, threads.weightsAt, n);
      learned = n > 0 && threads.weightsAt !== 0 && kernel.exports.weightsInstall(n) === 1;
    } else {
      const memory = threads ? sharedKernelMemory() : undefined;
      kernel = await loadKernel(message.kernel, {}, memory);
      kernel.setHashBits(message.hashBits);
      learned = weights !== undefined && installWeights(kernel, weights);
      if (memory) {
        const x = kernel.exports;
        const states = Array.from({ length: threads!.helpers }, () => x.newSearchState!());
        pool = { memory, states, weightsAt: x.weightsAddress!() };
      }
    }
    // Multi-ProbCut only beside the weights it was fitted with (installMpc checks); a bad file leaves
    // the search without it.
    const mpc = learned && message.mpc !== undefined ? parseMpc(message.mpc) : undefined;
    if (mpc?.ok) installMpc(kernel, mpc.value, weights!);
    // A helper stops when the owner has finished the job.
    const helperStop = (): boolean => Atomics.load(threadFlags!, FLAG_DONE) >= currentJob;
    runner = new Runner(kernel, learned, helper ? helperStop : shouldStop);
    port.post({ type: 'ready', kernel: true, learned, ...(pool ? { pool } : {}) });
  } catch (error) {
    // Easy and medium still play without the kernel; kernel jobs answer ERR_NO_KERNEL.
    port.post({ type: 'ready', kernel: false, detail: String(error) });
  }
};

/** A helper's part in a job: it counts itself busy, so that the owner does not answer (and take the
 * next job, which may reconfigure the shared kernel) under it, and skips a job the owner has already
 * finished. It answers nothing. */
const helpJob = (message: Extract<HostMessage, { type: 'job' }>, flags: Int32Array): void => {
  const position = fromWire(message.position);
  Atomics.add(flags, FLAG_BUSY, 1);
  currentJob = message.id;
  try {
    if (position.ok && Atomics.load(flags, FLAG_DONE) < message.id)
      runner.help(message.kind, position.value, message.limits);
  } finally {
    currentJob = -1;
    Atomics.sub(flags, FLAG_BUSY, 1);
    Atomics.notify(flags, FLAG_BUSY);
  }
};

/** The owner's end of job `id`: its helpers are told to stop, and the answer waits until they have
 * left the job (within a poll, 4096 nodes), so that the next job never finds one still searching. */
const finishHelpers = (id: number): void => {
  const flags = threadFlags;
  if (!flags) return;
  Atomics.store(flags, FLAG_DONE, id);
  for (let busy = Atomics.load(flags, FLAG_BUSY); busy !== 0; busy = Atomics.load(flags, FLAG_BUSY))
    Atomics.wait(flags, FLAG_BUSY, busy, 50);
};

const runJob = (message: Extract<HostMessage, { type: 'job' }>): void => {
  const { id } = message;
  if (helper) {
    helpJob(message, threadFlags!);
    return;
  }
  const position = fromWire(message.position);
  if (!position.ok) {
    port.post({ type: 'failed', id, code: 'ERR_BAD_POSITION', message: position.error.message });
    return;
  }
  currentJob = id;
  try {
    const outcome = runner.run(message.kind, position.value, message.limits, (progress) =>
      port.post({ type: 'progress', id, progress }),
    );
    finishHelpers(id);
    if (outcome.ok) port.post({ type: 'done', id, output: outcome.output });
    else port.post({ type: 'failed', id, code: outcome.code, message: outcome.message });
  } catch (error) {
    finishHelpers(id);
    port.post({ type: 'failed', id, code: 'ERR_INTERNAL', message: `engine failure: ${String(error)}` });
  } finally {
    currentJob = -1;
  }
};

port.listen((message) => {
  if (message.type === 'init') void init(message).then(initialized);
  else chain = chain.then(() => runJob(message));
});
