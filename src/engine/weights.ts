// The learned evaluation's weights (data/weights/wedge-eval.bin, made by tools/train): where they are,
// how to read them in Node or a browser, and how to install them into a loaded kernel.
// Usage: `installWeights(kernel, await loadWeights())` then `kernel.setEvaluator('learned')`.
//
// A file is what the kernel reads (src/engine/assembly/patterns.ts: "WEV1", the header, the pattern
// and placement tables, the weights; tools/train/weights-file.ts writes it), then 8 bytes: "WEVC" and
// the CRC-32 of everything before them, little-endian (issue #23). The kernel never sees the checksum:
// `readWeights` checks it and gives the part before it. A file without it (written before) still reads.
import CRC32 from 'crc-32';
import { err, ok, type Result } from '../core/index.js';
import type { Kernel } from './kernel.js';

export type WeightsErrorCode =
  /** It does not start with "WEV1" or its header is out of the kernel's bounds. */
  | 'ERR_WEIGHTS_HEADER'
  /** Its length is neither what its header says nor that and the checksum: cut short or padded. */
  | 'ERR_WEIGHTS_SIZE'
  /** The CRC-32 at the end does not match: the file is damaged. */
  | 'ERR_WEIGHTS_CHECKSUM';

export interface WeightsError {
  readonly code: WeightsErrorCode;
  readonly message: string;
}

const TRAILER = 'WEVC';
const TRAILER_BYTES = 8;
/** The bounds the kernel checks (patterns.ts). */
const MAX_PATTERNS = 64;
const MAX_SQUARES = 10;

/** The length of the kernel's part of a weights file, from its header, or why the header is no good.
 * "WEV1": the tables are followed per stage by two mobility tables (the header's size), parity (2) and
 * a bias; "WEV2": the header counts features, each listed after the placements as kind and table size. */
const payloadLength = (bytes: Uint8Array): Result<number, string> => {
  if (bytes.length < 16) return err(`${bytes.length} bytes, shorter than the 16-byte header`);
  if (bytes[0] !== 87 || bytes[1] !== 69 || bytes[2] !== 86 || (bytes[3] !== 49 && bytes[3] !== 50))
    return err('it does not start with "WEV1" or "WEV2"');
  const v1 = bytes[3] === 49;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const [stages, width, patterns, placements, extra] = [4, 6, 8, 10, 12].map((o) => v.getUint16(o, true));
  if (
    stages < 1 ||
    width < 1 ||
    patterns < 1 ||
    patterns > MAX_PATTERNS ||
    placements < 1 ||
    (v1 && extra < 1)
  )
    return err('its header is out of bounds');
  let at = 16;
  let tables = 0;
  for (let p = 0; p < patterns; p++, at++) {
    if (at >= bytes.length) return err('it ends inside its header');
    const squares = bytes[at];
    if (squares < 1 || squares > MAX_SQUARES) return err(`pattern ${p} has ${squares} squares`);
    tables += 3 ** squares;
  }
  at += placements * (1 + MAX_SQUARES);
  if (v1) tables += 2 * extra + 3;
  else
    for (let f = 0; f < extra; f++, at += 2) {
      if (at + 1 >= bytes.length) return err('it ends inside its header');
      tables += bytes[at + 1];
    }
  if (at & 1) at++;
  return ok(at + stages * tables * 2);
};

/** The CRC-32 (the one of zip and PNG) of some bytes, as an unsigned number. */
const crc32 = (bytes: Uint8Array): number => CRC32.buf(bytes) >>> 0;

/**
 * Checks a weights file and gives what the kernel reads: the file less its checksum (or the whole
 * file, written before there was one). A cut, padded or damaged file is an error naming why.
 */
export function readWeights(bytes: Uint8Array): Result<Uint8Array, WeightsError> {
  const length = payloadLength(bytes);
  if (!length.ok) return err({ code: 'ERR_WEIGHTS_HEADER', message: `not a weights file: ${length.error}` });
  const n = length.value;
  if (bytes.length === n) return ok(bytes);
  if (bytes.length !== n + TRAILER_BYTES)
    return err({
      code: 'ERR_WEIGHTS_SIZE',
      message: `the header says ${n} bytes (${n + TRAILER_BYTES} with the checksum), the file has ${bytes.length}: cut short or padded`,
    });
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const mark = String.fromCharCode(...bytes.subarray(n, n + 4));
  if (mark !== TRAILER || v.getUint32(n + 4, true) !== crc32(bytes.subarray(0, n)))
    return err({ code: 'ERR_WEIGHTS_CHECKSUM', message: 'the checksum does not match: the file is damaged' });
  return ok(bytes.subarray(0, n));
}

/** A weights file as written: the kernel's part (`payload`, which must not carry a checksum) and the
 * checksum after it. */
export function sealWeights(payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(payload.length + TRAILER_BYTES);
  out.set(payload, 0);
  out.set([87, 69, 86, 67], payload.length); // WEVC
  new DataView(out.buffer).setUint32(payload.length + 4, crc32(payload), true);
  return out;
}

/** URL of the committed weights (this file lives two levels below the package root in src/ and dist/). */
export function weightsUrl(): URL {
  return new URL('../../data/weights/wedge-eval.bin', import.meta.url);
}

/** Reads the weights file: a file: URL or path through node:fs, any other URL through fetch (browser).
 * Gives what the kernel reads (see `readWeights`); a file that does not check out throws, naming why. */
export async function loadWeights(source: URL | string = weightsUrl()): Promise<Uint8Array> {
  const bytes = await fetchWeights(source);
  const checked = readWeights(bytes);
  if (!checked.ok) throw new Error(`weights ${String(source)}: ${checked.error.message}`);
  return checked.value;
}

/** The weights file's bytes as fetched or read, unchecked: the browser's engine hands them to its worker,
 * which checks them (readWeights) off the page's thread. */
export async function fetchWeights(source: URL | string = weightsUrl()): Promise<Uint8Array> {
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

/** Copies a weights file into the kernel; true when the kernel accepted it (`learned` is then selectable).
 * A file whose checksum does not match is not installed. */
export function installWeights(kernel: Kernel, file: Uint8Array): boolean {
  const checked = readWeights(file);
  if (!checked.ok) return false;
  const bytes = checked.value;
  const x = kernel.exports;
  const at = x.weightsBuffer(bytes.length);
  if (at === 0) return false;
  // The buffer may have grown memory: take the view after the call.
  new Uint8Array(kernel.exports.memory.buffer, at, bytes.length).set(bytes);
  return x.weightsInstall(bytes.length) === 1;
}
