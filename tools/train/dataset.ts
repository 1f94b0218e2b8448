// Loads shards into a deduplicated, feature-extracted data set split by game for validation.
// Shards hold whole games, so holding out whole shards holds out whole games. A position seen more
// than once keeps one entry labelled with the mean of its labels; a held-out position that also occurs
// in the training shards is dropped from validation (it would be a leak).

import { dirname } from 'node:path';
import { extract, type FeatureReader, type FeatureSet, featureWidth, stageOf } from './features.js';
import { Rng } from './rng.js';
import { RECORD_BYTES, readShard } from './shards.js';

export interface Dataset {
  /** Positions: player lo, player hi, opponent lo, opponent hi (u32 each). */
  boards: Uint32Array;
  /** Mean final disc difference for the side to move. */
  labels: Float32Array;
  /** Weight of each position in the fit (the largest weight of the runs it came from). */
  weights: Float32Array;
  /** featureWidth(fs) values per position (see features.extract). */
  features: Uint16Array;
  width: number;
  count: number;
  /** Positions of each stage. */
  byStage: Int32Array[];
}

export interface LoadedData {
  train: Dataset;
  valid: Dataset;
  /** Raw records read (before deduplication). */
  records: number;
  trainShards: number;
  validShards: number;
}

/** Open-addressing set of boards, keyed by the four 32-bit halves. */
class BoardTable {
  readonly boards: Uint32Array;
  readonly sums: Int32Array;
  readonly counts: Uint16Array;
  readonly weights: Float32Array;
  private readonly slots: Int32Array;
  private readonly mask: number;
  count = 0;

  constructor(capacity: number) {
    let size = 1;
    while (size < capacity * 2) size <<= 1;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    this.boards = new Uint32Array(capacity * 4);
    this.sums = new Int32Array(capacity);
    this.counts = new Uint16Array(capacity);
    this.weights = new Float32Array(capacity);
  }

  private slot(a: number, b: number, c: number, d: number): number {
    let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
    h = Math.imul(h ^ (h >>> 15) ^ c, 0x27d4eb2f) ^ Math.imul(d, 0x165667b1);
    h ^= h >>> 13;
    let s = h & this.mask;
    for (;;) {
      const id = this.slots[s];
      if (id < 0) return s;
      const o = id * 4;
      const B = this.boards;
      if (B[o] === a && B[o + 1] === b && B[o + 2] === c && B[o + 3] === d) return s;
      s = (s + 1) & this.mask;
    }
  }

  /** Position id, or -1 when absent. */
  find(a: number, b: number, c: number, d: number): number {
    return this.slots[this.slot(a, b, c, d)];
  }

  add(a: number, b: number, c: number, d: number, label: number, weight = 1): void {
    const s = this.slot(a, b, c, d);
    let id = this.slots[s];
    if (id < 0) {
      id = this.count++;
      this.slots[s] = id;
      const o = id * 4;
      this.boards[o] = a;
      this.boards[o + 1] = b;
      this.boards[o + 2] = c;
      this.boards[o + 3] = d;
    }
    this.sums[id] += label;
    if (this.counts[id] < 65535) this.counts[id]++;
    if (weight > this.weights[id]) this.weights[id] = weight;
  }
}

function finish(fs: FeatureSet, read: FeatureReader, t: BoardTable): Dataset {
  const n = t.count;
  const width = featureWidth(fs);
  const features = new Uint16Array(n * width);
  const labels = new Float32Array(n);
  const cells = new Uint8Array(64);
  const stageCount = new Int32Array(fs.stages);
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    extract(
      fs,
      read,
      t.boards[o],
      t.boards[o + 1],
      t.boards[o + 2],
      t.boards[o + 3],
      cells,
      features,
      i * width,
    );
    labels[i] = t.sums[i] / t.counts[i];
    stageCount[stageOf(fs, features[i * width + width - 1])]++;
  }
  const byStage = Array.from({ length: fs.stages }, (_, s) => new Int32Array(stageCount[s]));
  const fill = new Int32Array(fs.stages);
  for (let i = 0; i < n; i++) {
    const s = stageOf(fs, features[i * width + width - 1]);
    byStage[s][fill[s]++] = i;
  }
  const weights = t.weights.slice(0, n);
  return { boards: t.boards.slice(0, n * 4), labels, weights, features, width, count: n, byStage };
}

/** Chooses the held-out shards: about `fraction` of each run's folder (s<seed>/), reproducibly from
 *  `seed`, so a run's held-out games stay the same whichever other runs are loaded beside it. */
export function splitShards(
  paths: string[],
  seed: number,
  fraction: number,
): { train: string[]; valid: string[] } {
  const groups = new Map<string, number[]>();
  paths.forEach((p, i) => {
    const g = dirname(p);
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  const held = new Set<number>();
  for (const [dir, ids] of groups) {
    const run = Number(/s(\d+)$/.exec(dir)?.[1] ?? 0);
    new Rng(seed, 7 + run).shuffle(ids);
    const k = Math.max(1, Math.round(ids.length * fraction));
    for (const i of ids.slice(0, k)) held.add(i);
  }
  return {
    train: paths.filter((_, i) => !held.has(i)),
    valid: paths.filter((_, i) => held.has(i)),
  };
}

/** Reads, deduplicates and featurizes the shards (the features beside the patterns through `read`,
 *  the kernel's); `validate` (default all) keeps only the held-out
 *  shards it accepts for validation (e.g. those of the runs played like real games); `weigh` gives the
 *  fit weight of a training shard's positions (default 1). */
export function loadData(
  fs: FeatureSet,
  read: FeatureReader,
  paths: string[],
  seed: number,
  validFraction = 0.1,
  validate: (path: string) => boolean = () => true,
  weigh: (path: string) => number = () => 1,
): LoadedData {
  const split = splitShards(paths, seed, validFraction);
  const train = split.train;
  const valid = split.valid.filter(validate);
  const trainBytes = train.map(readShard);
  const validBytes = valid.map(readShard);
  const n = (bs: Uint8Array[]): number => bs.reduce((a, b) => a + b.length / RECORD_BYTES, 0);
  const tt = new BoardTable(Math.max(16, n(trainBytes)));
  const vt = new BoardTable(Math.max(16, n(validBytes)));
  const each = (
    bs: Uint8Array[],
    f: (a: number, b: number, c: number, d: number, y: number, shard: number) => void,
  ): void => {
    bs.forEach((b, shard) => {
      const v = new DataView(b.buffer, b.byteOffset, b.length);
      for (let o = 0; o < b.length; o += RECORD_BYTES)
        f(
          v.getUint32(o, true),
          v.getUint32(o + 4, true),
          v.getUint32(o + 8, true),
          v.getUint32(o + 12, true),
          v.getInt8(o + 16),
          shard,
        );
    });
  };
  const weight = train.map(weigh);
  each(trainBytes, (a, b, c, d, y, shard) => tt.add(a, b, c, d, y, weight[shard]));
  each(validBytes, (a, b, c, d, y) => {
    if (tt.find(a, b, c, d) < 0) vt.add(a, b, c, d, y);
  });
  return {
    train: finish(fs, read, tt),
    valid: finish(fs, read, vt),
    records: n(trainBytes) + n(validBytes),
    trainShards: train.length,
    validShards: valid.length,
  };
}
