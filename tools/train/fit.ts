// Least-squares fit of the pattern weights with L2 regularisation (ridge regression), one stage at a
// time, by gradient descent in its conjugate-gradient form, preconditioned by each weight's
// occurrence count (Jacobi). Weights are in discs. The L2 term is in "pseudo-positions": a weight
// seen in n positions is pulled to zero as if by `l2` more positions with residual 0, so rare
// configurations stay small while common ones follow the data. Each stage also trains on the
// positions of its neighbouring stages (`window`) and starts from the weights of the stage fitted
// before it. Deterministic: no sampling, fixed order.
// Full-batch Adam was tried first: after 100 passes it was still descending; CG converges in ~60.
// Measured (seed-1 data, 30 shards, validation MAE in discs at stages 3 / 6 / 9): l2 4:
//   6.77 / 16.97 / 23.00; l2 1: 7.27 / 18.22 / 23.99; l2 16: 6.66 / 16.25 / 22.51;
//   window 1 + l2 16: 6.59 / 15.73 / 22.04; window 1 + l2 40: 6.60 / 15.61 / 21.95 (chosen);
//   window 1 + l2 100: 6.77 / 15.63 / 21.97.
import type { Dataset } from './dataset.js';
import { type FeatureSet, featureColumn } from './features.js';

export interface FitOptions {
  /** Conjugate-gradient iterations per stage (each is two passes over the stage's data), e.g. 60. */
  iterations: number;
  /** L2 strength in pseudo-positions, e.g. 40. */
  l2: number;
  /** Also train each stage on this many neighbouring stages on each side, e.g. 1 (default 0). */
  window?: number;
  /** A weight seen in fewer of the stage's positions stays 0 (default 1: every weight seen is fitted):
   *  the rare configurations' weights are small anyway and most of the file's size. */
  minCount?: number;
  /** Fits only the stages it accepts (the others' weights stay 0): quicker comparisons. Default all. */
  only?: (stage: number) => boolean;
  /** Progress line per stage (optional). */
  log?: (line: string) => void;
}

export const DEFAULT_FIT: FitOptions = { iterations: 60, l2: 40, window: 1 };

/** Writes the column indices (into one stage's weights) of a position's active features. */
function columns(fs: FeatureSet, f: Uint16Array, at: number, out: Int32Array): number {
  const Q = fs.placements.length;
  for (let q = 0; q < Q; q++) out[q] = fs.offsets[fs.placements[q].pattern] + f[at + q];
  const K = fs.features.length;
  for (let j = 0; j < K; j++) out[Q + j] = featureColumn(fs, j, f[at + Q + j]);
  return Q + K;
}

/** Positions of a stage and of the `window` stages on each side (more data per weight; the weights
 *  then vary smoothly from stage to stage). */
export function stagePositions(d: Dataset, stage: number, window: number): Int32Array {
  if (window === 0) return d.byStage[stage];
  const parts: Int32Array[] = [];
  for (let s = Math.max(0, stage - window); s <= Math.min(d.byStage.length - 1, stage + window); s++)
    parts.push(d.byStage[s]);
  const out = new Int32Array(parts.reduce((a, p) => a + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** Column lists of every position of a stage, flattened (built once per stage: the inner loops then only index). */
function stageColumns(fs: FeatureSet, d: Dataset, ids: Int32Array): { cols: Int32Array; k: number } {
  const k = fs.placements.length + fs.features.length;
  const cols = new Int32Array(ids.length * k);
  const tmp = new Int32Array(k);
  for (let i = 0; i < ids.length; i++) {
    columns(fs, d.features, ids[i] * d.width, tmp);
    cols.set(tmp, i * k);
  }
  return { cols, k };
}

/** Fits one stage's weights `w` (length fs.perStage, updated in place); returns the final training MAE. */
export function fitStage(
  fs: FeatureSet,
  d: Dataset,
  stage: number,
  w: Float64Array,
  opt: FitOptions,
): number {
  const ids = stagePositions(d, stage, opt.window ?? 0);
  const n = ids.length;
  if (n === 0) return 0;
  const { cols, k } = stageColumns(fs, d, ids);
  const y = new Float64Array(n);
  const om = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    y[i] = d.labels[ids[i]];
    om[i] = d.weights[ids[i]];
  }
  const P = fs.perStage;
  // Solves (X'WX + l2 I) w = X'Wy (W: the positions' weights) by conjugate gradients preconditioned
  // by diag(X'WX) + l2.
  const diag = new Float64Array(P);
  for (let i = 0; i < n; i++) for (let j = 0; j < k; j++) diag[cols[i * k + j]] += om[i];
  const minCount = opt.minCount ?? 1;
  if (minCount > 1) {
    const seen = new Int32Array(P);
    for (let i = 0; i < n * k; i++) seen[cols[i]]++;
    for (let j = 0; j < P; j++) if (seen[j] < minCount) diag[j] = 0;
  }
  const xv = new Float64Array(n);
  const mulA = (p: Float64Array, out: Float64Array): void => {
    for (let i = 0; i < n; i++) {
      const o = i * k;
      let s = 0;
      for (let j = 0; j < k; j++) s += p[cols[o + j]];
      xv[i] = s * om[i];
    }
    for (let j = 0; j < P; j++) out[j] = diag[j] > 0 ? opt.l2 * p[j] : 0;
    for (let i = 0; i < n; i++) {
      const o = i * k;
      const s = xv[i];
      for (let j = 0; j < k; j++) out[cols[o + j]] += s;
    }
  };
  for (let j = 0; j < P; j++) if (diag[j] === 0) w[j] = 0;
  const r = new Float64Array(P);
  const z = new Float64Array(P);
  const p = new Float64Array(P);
  const ap = new Float64Array(P);
  // r = X'y - A w
  mulA(w, ap);
  for (let i = 0; i < n; i++) {
    const o = i * k;
    for (let j = 0; j < k; j++) r[cols[o + j]] += y[i] * om[i];
  }
  let rz = 0;
  for (let j = 0; j < P; j++) {
    if (diag[j] === 0) continue;
    r[j] -= ap[j];
    z[j] = r[j] / (diag[j] + opt.l2);
    p[j] = z[j];
    rz += r[j] * z[j];
  }
  for (let it = 0; it < opt.iterations && rz > 1e-9; it++) {
    mulA(p, ap);
    let pap = 0;
    for (let j = 0; j < P; j++) pap += p[j] * ap[j];
    if (pap <= 0) break;
    const alpha = rz / pap;
    let rz2 = 0;
    for (let j = 0; j < P; j++) {
      if (diag[j] === 0) continue;
      w[j] += alpha * p[j];
      r[j] -= alpha * ap[j];
      z[j] = r[j] / (diag[j] + opt.l2);
      rz2 += r[j] * z[j];
    }
    const beta = rz2 / rz;
    rz = rz2;
    for (let j = 0; j < P; j++) if (diag[j] > 0) p[j] = z[j] + beta * p[j];
  }
  let mae = 0;
  for (let i = 0; i < n; i++) {
    const o = i * k;
    let s = 0;
    for (let j = 0; j < k; j++) s += w[cols[o + j]];
    mae += Math.abs(s - y[i]);
  }
  return mae / n;
}

/** Fits every stage; returns all weights (fs.stages * fs.perStage, in discs, canonical entries only). */
export function fitAll(
  fs: FeatureSet,
  d: Dataset,
  opt: FitOptions,
): { weights: Float64Array; trainMae: number[] } {
  const P = fs.perStage;
  const weights = new Float64Array(fs.stages * P);
  const trainMae: number[] = new Array(fs.stages).fill(0);
  let prev: Float64Array | null = null;
  for (let s = 0; s < fs.stages; s++) {
    if (opt.only && !opt.only(s)) {
      trainMae[s] = Number.NaN;
      continue;
    }
    const w = weights.subarray(s * P, (s + 1) * P);
    if (prev) w.set(prev);
    const t0 = performance.now();
    trainMae[s] = fitStage(fs, d, s, w, opt);
    if (d.byStage[s].length > 0) prev = w;
    opt.log?.(
      `stage ${s} (${s * fs.stageWidth}-${s * fs.stageWidth + fs.stageWidth - 1} empties): ${d.byStage[s].length} positions, train MAE ${trainMae[s].toFixed(2)}, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  return { weights, trainMae };
}

/** Copies each canonical entry to the equivalent configurations so the kernel needs no canonical map. */
export function expandSymmetric(fs: FeatureSet, weights: Float64Array): void {
  const P = fs.perStage;
  for (let s = 0; s < fs.stages; s++)
    for (let p = 0; p < fs.patterns.length; p++) {
      const c = fs.canonical[p];
      const base = s * P + fs.offsets[p];
      for (let i = 0; i < c.length; i++) if (c[i] !== i) weights[base + i] = weights[base + c[i]];
    }
}

/** Mean absolute error (discs) per stage of an evaluation given as a function of the position id. */
export function maePerStage(
  d: Dataset,
  evalDiscs: (id: number) => number,
): { mae: number[]; count: number[] } {
  const mae: number[] = [];
  const count: number[] = [];
  for (let s = 0; s < d.byStage.length; s++) {
    const ids = d.byStage[s];
    let e = 0;
    for (let i = 0; i < ids.length; i++) e += Math.abs(evalDiscs(ids[i]) - d.labels[ids[i]]);
    mae.push(ids.length ? e / ids.length : Number.NaN);
    count.push(ids.length);
  }
  return { mae, count };
}
