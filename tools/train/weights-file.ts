// The weights file read by the kernel (src/engine/assembly/patterns.ts), little-endian:
//   0  "WEV1" or "WEV2"                magic
//   4  u16 stages, u16 stage width (empties per stage), u16 patterns, u16 placements,
//  12  u16 WEV1: mobility table size / WEV2: number of features, u16 weight scale (units per disc, 100)
//  16  per pattern: u8 square count                        (patterns bytes)
//      per placement: u8 pattern, 10 x u8 squares (255 = unused)  (11 bytes each)
//      WEV2 only, per feature: u8 kind (src/engine/assembly/features.ts), u8 table size
//      zero padding to an even offset
//      per stage: each pattern's 3^n table, then each feature's table: int16
// A WEV1 file has the features of the first weights: own mobility, the opponent's (each of the
// header's size), parity (2), bias (1). A file with exactly those is written as WEV1, which every
// kernel since issue #6 reads; others are WEV2.
// The placements travel with the weights, so the kernel needs no copy of the pattern definitions.
// Then 8 bytes the kernel never sees: "WEVC" and the CRC-32 of all before (src/engine/weights.ts).
import { readWeights, sealWeights } from '../../src/engine/weights.js';
import { CLASSIC_FEATURES, type FeatureDef, type FeatureSet, MOBILITY_SIZE } from './features.js';

export const WEIGHT_SCALE = 100;
const MAX_SQUARES = 10;

export interface WeightsFile {
  stages: number;
  stageWidth: number;
  scale: number;
  patternSizes: number[];
  placements: { pattern: number; squares: number[] }[];
  /** The features after the pattern tables (kind and table size; names are not stored). */
  features: { kind: number; size: number }[];
  /** stages * perStage int16 weights. */
  weights: Int16Array;
  perStage: number;
}

/** Rounds weights in discs to int16 in 1/scale disc, saturating. */
export function quantize(w: Float64Array, scale = WEIGHT_SCALE): Int16Array {
  const q = new Int16Array(w.length);
  for (let i = 0; i < w.length; i++) {
    const x = Math.round(w[i] * scale);
    q[i] = Math.min(32767, Math.max(-32767, x));
  }
  return q;
}

/** True when the features are those of a WEV1 file. */
const isClassic = (f: readonly Pick<FeatureDef, 'kind' | 'size'>[]): boolean =>
  f.length === CLASSIC_FEATURES.length &&
  f.every((x, i) => x.kind === CLASSIC_FEATURES[i].kind && x.size === CLASSIC_FEATURES[i].size);

export function makeWeightsFile(fs: FeatureSet, weights: Int16Array): Uint8Array {
  const P = fs.patterns.length;
  const Q = fs.placements.length;
  const v1 = isClassic(fs.features);
  let head = 16 + P + Q * (1 + MAX_SQUARES) + (v1 ? 0 : 2 * fs.features.length);
  if (head & 1) head++;
  if (weights.length !== fs.stages * fs.perStage) throw new Error('makeWeightsFile: wrong weight count');
  for (const f of fs.features)
    if (f.size > 255) throw new Error(`makeWeightsFile: feature ${f.name}'s table is over 255 entries`);
  const out = new Uint8Array(head + weights.length * 2);
  const v = new DataView(out.buffer);
  out.set([87, 69, 86, v1 ? 49 : 50], 0); // WEV1 or WEV2
  v.setUint16(4, fs.stages, true);
  v.setUint16(6, fs.stageWidth, true);
  v.setUint16(8, P, true);
  v.setUint16(10, Q, true);
  v.setUint16(12, v1 ? MOBILITY_SIZE : fs.features.length, true);
  v.setUint16(14, WEIGHT_SCALE, true);
  let o = 16;
  for (const p of fs.patterns) out[o++] = p.squares.length;
  for (const pl of fs.placements) {
    out[o++] = pl.pattern;
    for (let i = 0; i < MAX_SQUARES; i++) out[o++] = i < pl.squares.length ? pl.squares[i] : 255;
  }
  if (!v1)
    for (const f of fs.features) {
      out[o++] = f.kind;
      out[o++] = f.size;
    }
  for (let i = 0; i < weights.length; i++) v.setInt16(head + 2 * i, weights[i], true);
  return sealWeights(out);
}

export type ParseResult =
  | { ok: true; value: WeightsFile }
  | { ok: false; error: { code: string; message: string } };

export function parseWeightsFile(file: Uint8Array): ParseResult {
  const fail = (code: string, message: string): ParseResult => ({ ok: false, error: { code, message } });
  // The checksum (and a file cut short or damaged) first; a file written before it has none.
  const checked = readWeights(file);
  if (!checked.ok && checked.error.code === 'ERR_WEIGHTS_CHECKSUM')
    return fail('ERR_CHECKSUM', checked.error.message);
  const bytes = checked.ok ? checked.value : file;
  if (bytes.length < 16) return fail('ERR_SHORT', 'weights file shorter than its header');
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  if (bytes[0] !== 87 || bytes[1] !== 69 || bytes[2] !== 86 || (bytes[3] !== 49 && bytes[3] !== 50))
    return fail('ERR_MAGIC', 'not a WEV1 or WEV2 file');
  const v1 = bytes[3] === 49;
  const stages = v.getUint16(4, true);
  const stageWidth = v.getUint16(6, true);
  const P = v.getUint16(8, true);
  const Q = v.getUint16(10, true);
  const M = v.getUint16(12, true);
  const scale = v.getUint16(14, true);
  let o = 16;
  const head = 16 + P + Q * (1 + MAX_SQUARES) + (v1 ? 0 : 2 * M);
  if (bytes.length < head) return fail('ERR_SHORT', `weights file shorter than its ${head}-byte header`);
  const patternSizes: number[] = [];
  for (let i = 0; i < P; i++) patternSizes.push(bytes[o++]);
  const placements: { pattern: number; squares: number[] }[] = [];
  for (let q = 0; q < Q; q++) {
    const pattern = bytes[o++];
    const squares: number[] = [];
    for (let i = 0; i < MAX_SQUARES; i++) {
      const s = bytes[o++];
      if (s !== 255) squares.push(s);
    }
    if (pattern >= P || squares.length !== patternSizes[pattern])
      return fail('ERR_PLACEMENT', `placement ${q} is malformed`);
    placements.push({ pattern, squares });
  }
  const features: { kind: number; size: number }[] = v1
    ? CLASSIC_FEATURES.map((f) => ({ kind: f.kind, size: f.kind <= 2 ? M : f.size }))
    : [];
  if (!v1)
    for (let i = 0; i < M; i++) {
      const kind = bytes[o++];
      const size = bytes[o++];
      if (kind < 1 || size < 1 || features.some((f) => f.kind === kind))
        return fail('ERR_FEATURE', `feature ${i} (kind ${kind}, size ${size}) is malformed`);
      features.push({ kind, size });
    }
  if (o & 1) o++;
  const perStage = patternSizes.reduce((a, n) => a + 3 ** n, 0) + features.reduce((a, f) => a + f.size, 0);
  if (bytes.length !== o + stages * perStage * 2)
    return fail('ERR_SIZE', `expected ${o + stages * perStage * 2} bytes, got ${bytes.length}`);
  const weights = new Int16Array(stages * perStage);
  for (let i = 0; i < weights.length; i++) weights[i] = v.getInt16(o + 2 * i, true);
  return {
    ok: true,
    value: { stages, stageWidth, scale, patternSizes, placements, features, weights, perStage },
  };
}
