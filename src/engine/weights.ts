// The learned evaluation's weights (data/weights/wedge-eval.bin, made by tools/train): where they are,
// how to read them in Node or a browser, and how to install them into a loaded kernel.
// Usage: `installWeights(kernel, await loadWeights())` then `kernel.setEvaluator('learned')`.
import type { Kernel } from './kernel.js';

/** URL of the committed weights (this file lives two levels below the package root in src/ and dist/). */
export function weightsUrl(): URL {
  return new URL('../../data/weights/wedge-eval.bin', import.meta.url);
}

/** Reads the weights file: a file: URL or path through node:fs, any other URL through fetch (browser). */
export async function loadWeights(source: URL | string = weightsUrl()): Promise<Uint8Array> {
  const isPath = typeof source === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(source);
  const url = isPath ? null : source instanceof URL ? source : new URL(source);
  if (isPath || url?.protocol === 'file:') {
    const fsName = 'node:fs/promises';
    const fs = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
    return new Uint8Array(await fs.readFile(isPath ? (source as string) : url!));
  }
  const res = await fetch(url!);
  if (!res.ok) throw new Error(`weights: cannot fetch ${url!.href}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** Copies a weights file into the kernel; true when the kernel accepted it (`learned` is then selectable). */
export function installWeights(kernel: Kernel, bytes: Uint8Array): boolean {
  const x = kernel.exports;
  const at = x.weightsBuffer(bytes.length);
  if (at === 0) return false;
  // The buffer may have grown memory: take the view after the call.
  new Uint8Array(kernel.exports.memory.buffer, at, bytes.length).set(bytes);
  return x.weightsInstall(bytes.length) === 1;
}
