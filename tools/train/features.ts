// The pattern features of the learned evaluation. A pattern is an ordered list of squares; its
// configuration index is sum(state(square_i) * 3^i) with state 0 empty, 1 side to move, 2 opponent.
// Each pattern is placed on the board in every distinct orientation the 8 board symmetries give it,
// and all placements share one weight table, so the evaluation is symmetric by construction.
// Orientations that map a placement onto itself (an edge read right to left) give the same
// configuration a second index; training ties those entries through `canonical`, the file stores both.
// Besides patterns: features, each a small count of the position with a table of weights by its value
// (src/engine/assembly/features.ts computes them, for play and, through the kernel's featureValue
// export, for training): the first weights had each side's mobility, the parity of the empties and a
// bias; potential mobility, the parity of the quadrants and stable discs can be added (--features).
// A stage is `stageWidth` empties (4 for the first weights; 2 is finer).

import type { Kernel } from '../../src/engine/kernel.js';

/** A pattern: a name and its base squares (a1 = 0, row*8 + col). */
export interface PatternDef {
  name: string;
  squares: number[];
}

const sq = (name: string): number => (Number(name[1]) - 1) * 8 + (name.charCodeAt(0) - 97);
const list = (s: string): number[] => s.split(' ').map(sq);

/** The classical set (Buro's Logistello): edges, corners, diagonals, inner lines (the weights of issue #6). */
export const CLASSICAL_PATTERNS: PatternDef[] = [
  { name: 'edge+2X', squares: list('a1 b1 c1 d1 e1 f1 g1 h1 b2 g2') },
  { name: 'corner 2x5', squares: list('a1 b1 c1 d1 e1 a2 b2 c2 d2 e2') },
  { name: 'corner 3x3', squares: list('a1 b1 c1 a2 b2 c2 a3 b3 c3') },
  { name: 'diagonal 8', squares: list('a1 b2 c3 d4 e5 f6 g7 h8') },
  { name: 'diagonal 7', squares: list('b1 c2 d3 e4 f5 g6 h7') },
  { name: 'diagonal 6', squares: list('c1 d2 e3 f4 g5 h6') },
  { name: 'diagonal 5', squares: list('d1 e2 f3 g4 h5') },
  { name: 'diagonal 4', squares: list('e1 f2 g3 h4') },
  { name: 'row 2', squares: list('a2 b2 c2 d2 e2 f2 g2 h2') },
  { name: 'row 3', squares: list('a3 b3 c3 d3 e3 f3 g3 h3') },
  { name: 'row 4', squares: list('a4 b4 c4 d4 e4 f4 g4 h4') },
];

/** The classical set plus two 10-square corner shapes: the corner with the edge's middle block (the
 *  edge seen together with the squares that decide who can take it) and the corner triangle (the
 *  diagonal reach of a corner, which the 3x3 and 2x5 blocks cut off). */
export const PATTERNS: PatternDef[] = [
  ...CLASSICAL_PATTERNS,
  { name: 'corner+block', squares: list('a1 c1 d1 e1 f1 h1 c2 d2 e2 f2') },
  { name: 'triangle', squares: list('a1 b1 c1 d1 a2 b2 c2 a3 b3 a4') },
];

/** The pattern sets by name (`--patterns` of the pipeline). */
export const PATTERN_SETS: Record<string, PatternDef[]> = { classical: CLASSICAL_PATTERNS, wide: PATTERNS };

/** Entries of each side's mobility table (move counts above are clamped). */
export const MOBILITY_SIZE = 32;

/** A feature beside the patterns: its code (src/engine/assembly/features.ts, the weights file's) and
 *  its table's size (larger values read the last entry). */
export interface FeatureDef {
  kind: number;
  name: string;
  size: number;
}

/** The kernel's feature codes. */
export const F = {
  mobility: 1,
  mobilityOpp: 2,
  parity: 3,
  bias: 4,
  potential: 5,
  potentialOpp: 6,
  oddQuadrants: 7,
  stable: 8,
  stableOpp: 9,
} as const;

/** The features of the first weights (a WEV1 file holds exactly these). */
export const CLASSIC_FEATURES: FeatureDef[] = [
  { kind: F.mobility, name: 'mobility', size: MOBILITY_SIZE },
  { kind: F.mobilityOpp, name: "opponent's mobility", size: MOBILITY_SIZE },
  { kind: F.parity, name: 'parity', size: 2 },
  { kind: F.bias, name: 'bias', size: 1 },
];
const POTENTIAL: FeatureDef[] = [
  { kind: F.potential, name: 'potential mobility', size: 48 },
  { kind: F.potentialOpp, name: "opponent's potential mobility", size: 48 },
];
const QUADRANTS: FeatureDef[] = [{ kind: F.oddQuadrants, name: 'odd quadrants', size: 5 }];
const STABLE: FeatureDef[] = [
  { kind: F.stable, name: 'stable discs', size: 65 },
  { kind: F.stableOpp, name: "opponent's stable discs", size: 65 },
];

/** The feature sets by name (`--features` of the pipeline). */
export const FEATURE_SETS: Record<string, FeatureDef[]> = {
  classic: CLASSIC_FEATURES,
  potential: [...CLASSIC_FEATURES, ...POTENTIAL],
  quadrants: [...CLASSIC_FEATURES, ...QUADRANTS],
  stable: [...CLASSIC_FEATURES, ...STABLE],
  /** The features that cost next to nothing a node (no stable discs). */
  cheap: [...CLASSIC_FEATURES, ...POTENTIAL, ...QUADRANTS],
  all: [...CLASSIC_FEATURES, ...POTENTIAL, ...QUADRANTS, ...STABLE],
};

/** Reads feature `kind` of a position (player lo/hi, opponent lo/hi): the kernel's featureValue. */
export type FeatureReader = (kind: number, pLo: number, pHi: number, oLo: number, oHi: number) => number;

/** Empties a stage by default (the first weights'). */
export const STAGE_WIDTH = 4;
/** Stages of a stage width: stage = min(stages - 1, floor(empties / width)), the last from 60 empties. */
export const stagesOf = (width: number): number => Math.floor(60 / width) + 1;

/** The 8 symmetries of the board as square maps. */
export const SYMMETRIES: ((s: number) => number)[] = [
  (s) => s,
  (s) => (s & 56) | (7 - (s & 7)), // mirror left-right
  (s) => ((7 - (s >> 3)) << 3) | (s & 7), // mirror top-bottom
  (s) => 63 - s, // rotate 180
  (s) => ((s & 7) << 3) | (s >> 3), // transpose (a1-h8 diagonal)
  (s) => ((7 - (s & 7)) << 3) | (7 - (s >> 3)), // anti-transpose (h1-a8 diagonal)
  (s) => ((s & 7) << 3) | (7 - (s >> 3)), // rotate 90
  (s) => ((7 - (s & 7)) << 3) | (s >> 3), // rotate 270
];

/** One placement of a pattern on the board. */
export interface Placement {
  pattern: number;
  squares: number[];
}

export interface FeatureSet {
  patterns: PatternDef[];
  /** The features after the pattern tables, in the weights' order. */
  features: FeatureDef[];
  /** Offset of each feature's table inside a stage's weights. */
  featureOffsets: number[];
  stageWidth: number;
  stages: number;
  placements: Placement[];
  /** 3^size of each pattern. */
  sizes: number[];
  /** Offset of each pattern's table inside a stage's weights. */
  offsets: number[];
  /** Weights per stage: the pattern tables, then the features'. */
  perStage: number;
  /** Per pattern: configuration index -> the smallest index of an equivalent configuration. */
  canonical: Int32Array[];
}

/** The feature reader of a loaded kernel (its featureValue export). */
export function kernelReader(k: Kernel): FeatureReader {
  const read = k.exports.featureValue;
  if (!read) throw new Error('features: this kernel has no featureValue export');
  return (kind, pLo, pHi, oLo, oHi) => read(kind, pLo, pHi, oLo, oHi);
}

/** Builds placements, table offsets and canonical maps for a pattern list, features and stage width. */
export function buildFeatures(
  patterns: PatternDef[] = PATTERNS,
  features: FeatureDef[] = CLASSIC_FEATURES,
  stageWidth = STAGE_WIDTH,
): FeatureSet {
  const placements: Placement[] = [];
  const sizes: number[] = [];
  const offsets: number[] = [];
  const canonical: Int32Array[] = [];
  let off = 0;
  patterns.forEach((p, pi) => {
    const n = p.squares.length;
    const size = 3 ** n;
    sizes.push(size);
    offsets.push(off);
    off += size;
    const seen = new Set<string>();
    const selfPerms: number[][] = [];
    const base = new Set(p.squares);
    for (const g of SYMMETRIES) {
      const img = p.squares.map(g);
      const key = [...img].sort((a, b) => a - b).join(',');
      if (!seen.has(key)) {
        seen.add(key);
        placements.push({ pattern: pi, squares: img });
      }
      // A symmetry mapping the base set onto itself: position i reads the square the base has at perm[i].
      if (img.every((s) => base.has(s))) selfPerms.push(img.map((s) => p.squares.indexOf(s)));
    }
    const canon = new Int32Array(size);
    const digits = new Int32Array(n);
    for (let idx = 0; idx < size; idx++) {
      let x = idx;
      for (let i = 0; i < n; i++) {
        digits[i] = x % 3;
        x = (x - digits[i]) / 3;
      }
      let best = idx;
      for (const perm of selfPerms) {
        let j = 0;
        for (let i = n - 1; i >= 0; i--) j = j * 3 + digits[perm[i]];
        if (j < best) best = j;
      }
      canon[idx] = best;
    }
    canonical.push(canon);
  });
  const featureOffsets: number[] = [];
  for (const f of features) {
    featureOffsets.push(off);
    off += f.size;
  }
  return {
    patterns,
    features,
    featureOffsets,
    stageWidth,
    stages: stagesOf(stageWidth),
    placements,
    sizes,
    offsets,
    perStage: off,
    canonical,
  };
}

/** Stage of a position with `empties` empty squares. */
export function stageOf(fs: Pick<FeatureSet, 'stageWidth' | 'stages'>, empties: number): number {
  const s = Math.floor(empties / fs.stageWidth);
  return s < fs.stages ? s : fs.stages - 1;
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Legal-move count of (p, o) with the boards as 8 row bytes each (no BigInt). */
export function mobility(p: Uint8Array, o: Uint8Array): number {
  // Walk each empty square in 8 directions; slow but only used off the hot path (data loading).
  let n = 0;
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) {
      const b = 1 << c;
      if ((p[r] | o[r]) & b) continue;
      let legal = false;
      for (let dr = -1; dr <= 1 && !legal; dr++)
        for (let dc = -1; dc <= 1 && !legal; dc++) {
          if (dr === 0 && dc === 0) continue;
          let rr = r + dr;
          let cc = c + dc;
          let seen = 0;
          while (rr >= 0 && rr < 8 && cc >= 0 && cc < 8 && o[rr] & (1 << cc)) {
            rr += dr;
            cc += dc;
            seen++;
          }
          if (seen > 0 && rr >= 0 && rr < 8 && cc >= 0 && cc < 8 && p[rr] & (1 << cc)) legal = true;
        }
      if (legal) n++;
    }
  return n;
}

/**
 * Writes the features of one position: `out[q]` = canonical configuration index of placement q,
 * then the value of each of fs.features (read through `read`), then the number of empties.
 * The board is given as 32-bit halves (player lo/hi, opponent lo/hi).
 */
export function extract(
  fs: FeatureSet,
  read: FeatureReader,
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  cells: Uint8Array,
  out: Uint16Array | Int32Array,
  at: number,
): void {
  for (let s = 0; s < 32; s++) {
    cells[s] = ((pLo >>> s) & 1) | (((oLo >>> s) & 1) << 1);
    cells[s + 32] = ((pHi >>> s) & 1) | (((oHi >>> s) & 1) << 1);
  }
  const pl = fs.placements;
  for (let q = 0; q < pl.length; q++) {
    const sqs = pl[q].squares;
    let idx = 0;
    for (let i = sqs.length - 1; i >= 0; i--) idx = idx * 3 + cells[sqs[i]];
    out[at + q] = fs.canonical[pl[q].pattern][idx];
  }
  const Q = pl.length;
  const K = fs.features.length;
  for (let j = 0; j < K; j++) {
    const v = read(fs.features[j].kind, pLo, pHi, oLo, oHi);
    if (v < 0) throw new Error(`features: the kernel does not know feature ${fs.features[j].kind}`);
    out[at + Q + j] = v;
  }
  out[at + Q + K] = 64 - popcount32(pLo) - popcount32(pHi) - popcount32(oLo) - popcount32(oHi);
}

/** Number of values `extract` writes per position (the last is the empties). */
export function featureWidth(fs: FeatureSet): number {
  return fs.placements.length + fs.features.length + 1;
}

/** The weight column (inside a stage) of feature j at value v. */
export const featureColumn = (fs: FeatureSet, j: number, v: number): number =>
  fs.featureOffsets[j] + Math.min(v, fs.features[j].size - 1);

/** Evaluation in the weight units from extracted features (float or int16 weights of all stages). */
export function evalFeatures(
  fs: FeatureSet,
  w: Float32Array | Float64Array | Int16Array,
  f: Uint16Array | Int32Array,
  at: number,
): number {
  const Q = fs.placements.length;
  const K = fs.features.length;
  const empties = f[at + Q + K];
  const base = stageOf(fs, empties) * fs.perStage;
  let s = 0;
  for (let q = 0; q < Q; q++) s += w[base + fs.offsets[fs.placements[q].pattern] + f[at + q]];
  for (let j = 0; j < K; j++) s += w[base + featureColumn(fs, j, f[at + Q + j])];
  return s;
}
