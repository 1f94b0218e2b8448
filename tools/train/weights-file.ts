// The weights file read by the kernel (src/engine/assembly/patterns.ts), little-endian:
//   0  "WEV1"                         magic
//   4  u16 stages, u16 stage width (empties per stage), u16 patterns, u16 placements,
//  12  u16 mobility table size, u16 weight scale (units per disc, 100)
//  16  per pattern: u8 square count                        (patterns bytes)
//      per placement: u8 pattern, 10 x u8 squares (255 = unused)  (11 bytes each)
//      zero padding to an even offset
//      per stage: each pattern's 3^n table, own mobility, opponent mobility, parity (2), bias: int16
// The placements travel with the weights, so the kernel needs no copy of the pattern definitions.
// Then 8 bytes the kernel never sees: "WEVC" and the CRC-32 of all before (src/engine/weights.ts).
import { readWeights, sealWeights } from '../../src/engine/weights.js';
import { EXTRA_WEIGHTS, type FeatureSet, MOBILITY_SIZE, STAGE_WIDTH, STAGES } from './features.js';

export const WEIGHT_SCALE = 100;
const MAX_SQUARES = 10;

export interface WeightsFile {
  stages: number;
  stageWidth: number;
  mobilitySize: number;
  scale: number;
  patternSizes: number[];
  placements: { pattern: number; squares: number[] }[];
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

export function makeWeightsFile(fs: FeatureSet, weights: Int16Array): Uint8Array {
  const P = fs.patterns.length;
  const Q = fs.placements.length;
  let head = 16 + P + Q * (1 + MAX_SQUARES);
  if (head & 1) head++;
  if (weights.length !== STAGES * fs.perStage) throw new Error('makeWeightsFile: wrong weight count');
  const out = new Uint8Array(head + weights.length * 2);
  const v = new DataView(out.buffer);
  out.set([87, 69, 86, 49], 0); // WEV1
  v.setUint16(4, STAGES, true);
  v.setUint16(6, STAGE_WIDTH, true);
  v.setUint16(8, P, true);
  v.setUint16(10, Q, true);
  v.setUint16(12, MOBILITY_SIZE, true);
  v.setUint16(14, WEIGHT_SCALE, true);
  let o = 16;
  for (const p of fs.patterns) out[o++] = p.squares.length;
  for (const pl of fs.placements) {
    out[o++] = pl.pattern;
    for (let i = 0; i < MAX_SQUARES; i++) out[o++] = i < pl.squares.length ? pl.squares[i] : 255;
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
  if (bytes[0] !== 87 || bytes[1] !== 69 || bytes[2] !== 86 || bytes[3] !== 49)
    return fail('ERR_MAGIC', 'not a WEV1 file');
  const stages = v.getUint16(4, true);
  const stageWidth = v.getUint16(6, true);
  const P = v.getUint16(8, true);
  const Q = v.getUint16(10, true);
  const mobilitySize = v.getUint16(12, true);
  const scale = v.getUint16(14, true);
  let o = 16;
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
  if (o & 1) o++;
  const perStage = patternSizes.reduce((a, n) => a + 3 ** n, 0) + 2 * mobilitySize + 3;
  if (bytes.length !== o + stages * perStage * 2)
    return fail('ERR_SIZE', `expected ${o + stages * perStage * 2} bytes, got ${bytes.length}`);
  const weights = new Int16Array(stages * perStage);
  for (let i = 0; i < weights.length; i++) weights[i] = v.getInt16(o + 2 * i, true);
  return {
    ok: true,
    value: { stages, stageWidth, mobilitySize, scale, patternSizes, placements, weights, perStage },
  };
}

/** Number of extra weights per stage after the pattern tables (for cross-checks). */
export const EXTRAS = EXTRA_WEIGHTS;
