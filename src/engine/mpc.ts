/**
 * The Multi-ProbCut parameters (data/weights/mpc.json, fitted by tools/train/mpc.ts beside the weights
 * they were fitted with): how to read and check them, and how to install them into a loaded kernel.
 * Usage: `installMpc(kernel, parseMpc(await loadMpcText()))`. A kernel without the exports (the frozen
 * v1 build) is left as it is.
 */
import * as v from 'valibot';
import { err, ok, type Result } from '../core/index.js';
import type { Kernel } from './kernel.js';
import { readWeights } from './weights.js';

export const MPC_FORMAT = 'wedge-mpc-1';

/** One row: a node of `depth` plies at `stage` is predicted by a search of `shallow` plies,
 * deep ≈ a · shallow + b (b and sigma in 1/100 disc). */
export interface MpcRow {
  readonly stage: number;
  readonly depth: number;
  readonly shallow: number;
  readonly a: number;
  readonly b: number;
  readonly sigma: number;
}

/** One exact-score row of the solver's probable passes: at `empties`, the value v (discs) of a search
 * of `shallow` plies predicts the exact score ≈ a · v + b discs, deviation sigma discs. */
export interface MpcEndRow {
  readonly empties: number;
  readonly shallow: number;
  readonly a: number;
  readonly b: number;
  readonly sigma: number;
}

/** The parameters file. */
export interface MpcParams {
  readonly format: typeof MPC_FORMAT;
  /** The weightsFingerprint of the weights file the searches were made with: the rows belong to it,
   * and are installed only beside it. */
  readonly weights: string;
  /** Positions probed, and the deepest search among them (deeper rows are extrapolated). */
  readonly positions: number;
  readonly probedDepth: number;
  /** Empties per stage, and stages. */
  readonly stageWidth: number;
  readonly stages: number;
  /** Standard deviations a prediction must clear for a cut. */
  readonly confidence: number;
  readonly rows: readonly MpcRow[];
  /** The exact solver's probable passes (empty: the solver runs only its exact pass). */
  readonly endRows: readonly MpcEndRow[];
}

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const positive = v.pipe(v.number(), v.gtValue(0));

const ParamsSchema = v.object({
  format: v.literal(MPC_FORMAT),
  weights: v.string(),
  positions: whole,
  probedDepth: whole,
  stageWidth: v.pipe(whole, v.minValue(1)),
  stages: v.pipe(whole, v.minValue(1), v.maxValue(32)),
  confidence: v.pipe(v.number(), v.minValue(0)),
  rows: v.array(
    v.object({
      stage: whole,
      depth: v.pipe(whole, v.minValue(1), v.maxValue(63)),
      shallow: whole,
      a: positive,
      b: v.pipe(v.number(), v.finite()),
      sigma: positive,
    }),
  ),
  endRows: v.array(
    v.object({
      empties: v.pipe(whole, v.minValue(1), v.maxValue(63)),
      shallow: whole,
      a: positive,
      b: v.pipe(v.number(), v.finite()),
      sigma: positive,
    }),
  ),
});

/** `rows[3].sigma` from valibot's path items. */
const pathOf = (issue: v.BaseIssue<unknown>): string =>
  (issue.path ?? [])
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('')
    .replace(/^\./, '');

/** Reads a parameters file; the first fault is named with its path. */
export const parseMpc = (text: string): Result<MpcParams, string> => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err(`not JSON: ${(e as Error).message}`);
  }
  const parsed = v.safeParse(ParamsSchema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return err(`${pathOf(issue) || '(top)'}: ${issue.message}`);
  }
  const params = parsed.output as MpcParams;
  for (const [i, row] of params.rows.entries()) {
    if (row.stage >= params.stages)
      return err(`rows[${i}].stage: ${row.stage} is not below stages (${params.stages})`);
    if (row.shallow >= row.depth)
      return err(`rows[${i}].shallow: ${row.shallow} is not below its depth ${row.depth}`);
  }
  for (const [i, row] of params.endRows.entries())
    if (row.shallow >= row.empties)
      return err(`endRows[${i}].shallow: ${row.shallow} is not below its empties ${row.empties}`);
  return ok(params);
};

/** A fingerprint of a weights file: the length and FNV-1a (32 bits) of what the kernel reads (the file
 * less its checksum, `readWeights`), e.g. `5355158:1a2b3c4d`. */
export function weightsFingerprint(file: Uint8Array): string {
  const read = readWeights(file);
  const bytes = read.ok ? read.value : file;
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return `${bytes.length}:${(h >>> 0).toString(16).padStart(8, '0')}`;
}

/** Installs the rows and the confidence into the kernel, when they were fitted for `weights` (the file
 * installed); false when they were not, the kernel has no Multi-ProbCut (the v1 build) or rejects a row. */
export function installMpc(kernel: Kernel, params: MpcParams, weights: Uint8Array): boolean {
  if (params.weights !== weightsFingerprint(weights)) return false;
  const x = kernel.exports;
  if (!x.mpcReset || !x.mpcSet || !x.mpcSetEnd || !x.mpcConfidence) return false;
  if (x.mpcReset(params.stageWidth, params.stages) !== 1) return false;
  for (const r of params.rows)
    if (x.mpcSet(r.stage, r.depth, r.shallow, r.a, r.b, r.sigma) !== 1) return false;
  for (const r of params.endRows)
    if (x.mpcSetEnd(r.empties, r.shallow, r.a, r.b, r.sigma) !== 1) return false;
  x.mpcConfidence(params.confidence);
  return true;
}

/** Takes the parameters out of the kernel again: its searches are full-width until the next install. */
export function clearMpc(kernel: Kernel): void {
  kernel.exports.mpcReset?.(0, 0);
}

/** URL of the committed parameters (this file lives two levels below the package root in src/ and dist/). */
export function mpcUrl(): URL {
  return new URL('../../data/weights/mpc.json', import.meta.url);
}

/** Reads the parameters file as text: a file: URL or path through node:fs, any other URL through fetch;
 * undefined when it does not exist. */
export async function loadMpcText(source: URL | string = mpcUrl()): Promise<string | undefined> {
  const isPath = typeof source === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(source);
  const url = isPath ? null : source instanceof URL ? source : new URL(source);
  if (isPath || url?.protocol === 'file:') {
    const fsName = 'node:fs/promises';
    const fs = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
    try {
      return await fs.readFile(isPath ? (source as string) : url!, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  }
  const res = await fetch(url!);
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`mpc: cannot fetch ${url!.href}: ${res.status}`);
  return res.text();
}
