/**
 * Search threads on the host side (the kernel's side is src/engine/assembly/threads.ts): one worker,
 * the owner, answers each job; each helper worker searches the same position over the same shared
 * memory (the threaded kernel, build/kernel-mt.wasm), so that what it proves reaches the owner through
 * the shared transposition tables (Lazy SMP). The workers coordinate through two Int32 slots of a
 * SharedArrayBuffer, the pool's flags.
 */

/** Flag slot: the id of the owner's last finished job; a helper stops (or skips) every job up to it. */
export const FLAG_DONE = 0;
/** Flag slot: helpers inside a job; the owner starts a job (and may reconfigure) only when it is 0. */
export const FLAG_BUSY = 1;
const FLAG_SLOTS = 2;

/** Most search threads an engine runs (each one a worker with a kernel instance). */
export const MAX_THREADS = 16;

/** A new pool's flags. */
export const newThreadFlags = (): SharedArrayBuffer => new SharedArrayBuffer(FLAG_SLOTS * 4);

/** Parses a thread count given as text (`--threads`, NBoard's `set threads`): an integer 1-MAX_THREADS. */
export const parseThreads = (text: string): { ok: true; value: number } | { ok: false; message: string } => {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_THREADS)
    return { ok: false, message: `threads must be a whole number from 1 to ${MAX_THREADS}, got '${text}'` };
  return { ok: true, value: n };
};
