// Tests of the training pipeline and of the kernel's learned evaluation against the pipeline's own
// feature code. Run: npx vitest run --config tools/train/vitest.config.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bitboard, Position, SYMMETRIES, transformBitboard } from '../../src/core/index.js';
import { type Kernel, kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { installWeights } from '../../src/engine/weights.js';
import { loadData, splitShards } from './dataset.js';
import {
  buildFeatures,
  CLASSICAL_PATTERNS,
  evalFeatures,
  extract,
  F,
  FEATURE_SETS,
  type FeatureSet,
  featureWidth,
  kernelReader,
  mobility,
} from './features.js';
import { expandSymmetric, fitAll, maePerStage } from './fit.js';
import { generateCommand } from './generate.js';
import { integer } from './options.js';
import { Rng } from './rng.js';
import { DEFAULT_SELFPLAY, playGame } from './selfplay.js';
import { listShards, RECORD_BYTES, readShard, ShardWriter, shardPath, writeAtomic } from './shards.js';
import { makeWeightsFile, parseWeightsFile } from './weights-file.js';

const fs = buildFeatures();
let k: Kernel;

beforeAll(async () => {
  k = await loadKernel(kernelWasmPath());
  k.setHashBits(14);
});

/** Positions from uniformly random games (the side to move has a move), as (player, opponent). */
function randomPositions(n: number, seed: number): [Bitboard, Bitboard][] {
  const rng = new Rng(seed);
  const out: [Bitboard, Bitboard][] = [];
  while (out.length < n) {
    let p = Position.initial();
    const plies = rng.int(58);
    for (let i = 0; i < plies && !p.isGameOver(); i++) {
      const moves = p.legalMoveList();
      const next = p.play(moves[rng.int(moves.length)]);
      if (!next.ok) throw new Error(next.error.message);
      p = next.value.position;
    }
    if (!p.legalMoves().isEmpty()) out.push([p.player(), p.opponent()]);
  }
  return out;
}

function features(p: Bitboard, o: Bitboard, set: FeatureSet = fs): Uint16Array {
  const out = new Uint16Array(featureWidth(set));
  extract(set, kernelReader(k), p.lo, p.hi, o.lo, o.hi, new Uint8Array(64), out, 0);
  return out;
}

/** A board's 8 row bytes (row 1 first), for the slow reference counts. */
const rows = (b: Bitboard): Uint8Array => {
  const r = new Uint8Array(8);
  for (let i = 0; i < 4; i++) {
    r[i] = (b.lo >>> (8 * i)) & 255;
    r[i + 4] = (b.hi >>> (8 * i)) & 255;
  }
  return r;
};
const has = (b: Bitboard, s: number): boolean => ((s < 32 ? b.lo >>> s : b.hi >>> (s - 32)) & 1) === 1;

describe('features', () => {
  it('has the classical set: 46 placements, tables of 3^n per pattern', () => {
    const classical = buildFeatures(CLASSICAL_PATTERNS);
    expect(classical.placements.length).toBe(46);
    expect(classical.perStage).toBe(167265 + 67);
    // Counts per pattern: edge 4, 2x5 corner 8, 3x3 corner 4, diagonals 2 + 4*4, rows 2-4: 4 each.
    const count = classical.patterns.map(
      (_, i) => classical.placements.filter((p) => p.pattern === i).length,
    );
    expect(count).toEqual([4, 8, 4, 2, 4, 4, 4, 4, 4, 4, 4]);
  });

  it('the default set adds the corner+block and the triangle: 54 placements within the kernel limits', () => {
    expect(fs.placements.length).toBe(54);
    expect(fs.perStage).toBe(167265 + 2 * 59049 + 67);
    const count = fs.patterns.map((_, i) => fs.placements.filter((p) => p.pattern === i).length);
    expect(count.slice(11)).toEqual([4, 4]);
    // src/engine/assembly/patterns.ts: at most 128 placements, 10 squares each, 16 per square.
    const perSquare = new Array(64).fill(0);
    for (const p of fs.placements) for (const q of p.squares) perSquare[q]++;
    expect(Math.max(...perSquare)).toBeLessThanOrEqual(16);
    expect(Math.max(...fs.placements.map((p) => p.squares.length))).toBeLessThanOrEqual(10);
  });

  it('mobility and empties agree with the kernel', () => {
    for (const [p, o] of randomPositions(200, 3)) {
      const f = features(p, o);
      const Q = fs.placements.length;
      expect(f[Q]).toBe(k.moves(p, o).size());
      expect(f[Q + 1]).toBe(k.moves(o, p).size());
      expect(f[Q + 4]).toBe(64 - p.union(o).size());
    }
  });

  it("the kernel's features equal slow counts square by square", () => {
    const read = kernelReader(k);
    const value = (kind: number, p: Bitboard, o: Bitboard): number => read(kind, p.lo, p.hi, o.lo, o.hi);
    for (const [p, o] of randomPositions(300, 13)) {
      const empty = (s: number): boolean => !has(p, s) && !has(o, s);
      const near = (b: Bitboard, s: number): boolean => {
        for (let dr = -1; dr <= 1; dr++)
          for (let dc = -1; dc <= 1; dc++) {
            const r = (s >> 3) + dr;
            const c = (s & 7) + dc;
            if ((dr || dc) && r >= 0 && r < 8 && c >= 0 && c < 8 && has(b, r * 8 + c)) return true;
          }
        return false;
      };
      let potential = 0;
      let potentialOpp = 0;
      const quadrantEmpties = [0, 0, 0, 0];
      for (let s = 0; s < 64; s++) {
        if (!empty(s)) continue;
        if (near(o, s)) potential++;
        if (near(p, s)) potentialOpp++;
        quadrantEmpties[((s >> 5) << 1) | ((s & 7) >> 2)]++;
      }
      expect(value(F.mobility, p, o)).toBe(mobility(rows(p), rows(o)));
      expect(value(F.mobilityOpp, p, o)).toBe(mobility(rows(o), rows(p)));
      expect(value(F.parity, p, o)).toBe((64 - p.union(o).size()) & 1);
      expect(value(F.bias, p, o)).toBe(0);
      expect(value(F.potential, p, o)).toBe(potential);
      expect(value(F.potentialOpp, p, o)).toBe(potentialOpp);
      expect(value(F.oddQuadrants, p, o)).toBe(quadrantEmpties.filter((n) => n & 1).length);
      // Stable discs are a lower bound: never more than the discs, and an occupied corner is one.
      const corners = [0, 7, 56, 63].filter((s) => has(p, s)).length;
      expect(value(F.stable, p, o)).toBeLessThanOrEqual(p.size());
      expect(value(F.stable, p, o)).toBeGreaterThanOrEqual(corners);
      expect(value(F.stableOpp, p, o)).toBe(value(F.stable, o, p));
    }
    expect(read(99, 0, 0, 0, 0)).toBe(-1);
  });

  it('the evaluation is invariant under the 8 board symmetries', () => {
    const rng = new Rng(5);
    const w = new Float64Array(fs.stages * fs.perStage);
    for (let i = 0; i < w.length; i++) w[i] = rng.int(201) - 100;
    for (const [p, o] of randomPositions(100, 4)) {
      const v = evalFeatures(fs, w, features(p, o), 0);
      for (const g of SYMMETRIES)
        expect(evalFeatures(fs, w, features(transformBitboard(g, p), transformBitboard(g, o)), 0)).toBe(v);
    }
  });
});

/** Random weights of a feature set, symmetric configurations equal, as int16. */
function randomWeights(set: FeatureSet, seed: number): Int16Array {
  const rng = new Rng(seed);
  const w = new Float64Array(set.stages * set.perStage);
  for (let i = 0; i < w.length; i++) w[i] = rng.int(101) - 50;
  expandSymmetric(set, w);
  return Int16Array.from(w);
}

describe('weights file and kernel', () => {
  const q = randomWeights(fs, 9);
  const file = makeWeightsFile(fs, q);

  it('round-trips through parseWeightsFile and reports errors as values', () => {
    expect(String.fromCharCode(...file.subarray(0, 4))).toBe('WEV1');
    const r = parseWeightsFile(file);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.stages).toBe(16);
      expect(r.value.placements).toEqual(fs.placements);
      let diff = 0;
      for (let i = 0; i < q.length; i++) if (r.value.weights[i] !== q[i]) diff++;
      expect(r.value.weights.length).toBe(q.length);
      expect(diff).toBe(0);
    }
    const short = parseWeightsFile(file.subarray(0, file.length - 2));
    expect(short.ok ? '' : short.error.code).toBe('ERR_SIZE');
    const bad = file.slice();
    bad[0] = 0;
    const magic = parseWeightsFile(bad);
    expect(magic.ok ? '' : magic.error.code).toBe('ERR_MAGIC');
  });

  it('the kernel rejects a truncated file and keeps its evaluator', () => {
    expect(installWeights(k, file.subarray(0, file.length - 2))).toBe(false);
    expect(k.setEvaluator('learned')).toBe('heuristic');
  });

  it('the kernel evaluation equals the pipeline evaluation on random positions', () => {
    expect(installWeights(k, file)).toBe(true);
    expect(k.setEvaluator('learned')).toBe('learned');
    // evaluate() answers in discs; the tables hold 1/100 disc.
    for (const [p, o] of randomPositions(300, 7))
      expect(Math.round(k.evaluate(p, o) * 100)).toBe(evalFeatures(fs, q, features(p, o), 0));
    k.setEvaluator('heuristic');
  });

  it('a WEV2 file (more features, a stage per 2 empties) round-trips and the kernel evaluates it alike', () => {
    const set = buildFeatures(CLASSICAL_PATTERNS, FEATURE_SETS.all, 2);
    expect(set.stages).toBe(31);
    const q2 = randomWeights(set, 10);
    const file2 = makeWeightsFile(set, q2);
    expect(String.fromCharCode(...file2.subarray(0, 4))).toBe('WEV2');
    const r = parseWeightsFile(file2);
    expect(r.ok && r.value.features).toEqual(set.features.map(({ kind, size }) => ({ kind, size })));
    expect(r.ok && r.value.stageWidth).toBe(2);
    let diff = 0;
    if (r.ok) for (let i = 0; i < q2.length; i++) if (r.value.weights[i] !== q2[i]) diff++;
    expect(r.ok && r.value.weights.length).toBe(q2.length);
    expect(diff).toBe(0);
    expect(installWeights(k, file2)).toBe(true);
    expect(k.setEvaluator('learned')).toBe('learned');
    for (const [p, o] of randomPositions(300, 8))
      expect(Math.round(k.evaluate(p, o) * 100)).toBe(evalFeatures(set, q2, features(p, o, set), 0));
    // A feature the kernel does not know, or listed twice, is refused.
    const at = 16 + set.patterns.length + set.placements.length * 11;
    for (const [i, kind] of [
      [0, 42],
      [2, F.mobility],
    ]) {
      const bad = file2.slice();
      bad[at + 2 * i] = kind;
      expect(installWeights(k, bad)).toBe(false);
    }
    k.setEvaluator('heuristic');
  });
});

describe('flags', () => {
  it('refuse what is not a whole number in range, naming it', () => {
    expect(integer(1)('400')).toBe(400);
    expect(() => integer(1)('abc')).toThrow("a whole number of at least 1 is needed, got 'abc'");
    expect(() => integer(1, 64)('65')).toThrow(/got '65'/);
    expect(() => integer(0)('1.5')).toThrow(/got '1.5'/);
    const run = (...args: string[]) =>
      generateCommand()
        .exitOverride()
        .configureOutput({ writeErr: () => {} })
        .parse(['node', 'generate.ts', ...args]);
    expect(() => run('--games', 'abc')).toThrow(/option '--games <n>' argument 'abc' is invalid/);
    expect(run('--games', '7', '--epsilon', '0.5').opts()).toMatchObject({ games: 7, epsilon: 0.5, cut: 14 });
  });
});

describe('self-play, shards, fit', () => {
  it("holds out each run's shards on their own: a run's held-out games do not depend on the other runs", () => {
    const run = (seed: number, n: number): string[] =>
      Array.from({ length: n }, (_, i) => shardPath('/d', seed, i));
    const alone = splitShards(run(3, 40), 1, 0.1);
    const mixed = splitShards([...run(1, 100), ...run(2, 20), ...run(3, 40)], 1, 0.1);
    expect(alone.valid.length).toBe(4);
    expect(mixed.valid.filter((p) => p.includes('/s3/'))).toEqual(alone.valid);
    expect(mixed.valid.filter((p) => p.includes('/s1/')).length).toBe(10);
    expect(mixed.valid.filter((p) => p.includes('/s2/')).length).toBe(2);
  });

  it('plays games whose labels are the final result from each side, the end on a solved line', () => {
    const rng = new Rng(11);
    for (let g = 0; g < 4; g++) {
      const game = playGame(k, rng, { ...DEFAULT_SELFPLAY, cutEmpties: 10 });
      expect(game.exactFrom).toBeGreaterThan(0);
      const n = game.labels.length;
      expect(n).toBeGreaterThan(40);
      // One result for the whole game, signed by the side to move; every position has a legal move.
      for (let i = 0; i < n; i++) {
        expect(Math.abs(game.labels[i])).toBe(Math.abs(game.labels[0]));
        expect(k.moves(game.players[i], game.opponents[i]).isEmpty()).toBe(false);
      }
    }
  });

  it('writes shards atomically, reads them back, splits by shard reproducibly, fits better than zero', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wedge-train-'));
    try {
      const rng = new Rng(21);
      for (let s = 0; s < 4; s++) {
        const w = new ShardWriter();
        for (let g = 0; g < 6; g++) {
          const game = playGame(k, rng, { ...DEFAULT_SELFPLAY, cutEmpties: 10 });
          for (let i = 0; i < game.labels.length; i++)
            w.push(game.players[i], game.opponents[i], game.labels[i]);
        }
        writeAtomic(shardPath(dir, 3, s), w.bytes());
        expect(readShard(shardPath(dir, 3, s)).length).toBe(w.count * RECORD_BYTES);
      }
      const paths = listShards(dir);
      expect(paths.length).toBe(4);
      const a = splitShards(paths, 1, 0.25);
      expect(splitShards(paths, 1, 0.25)).toEqual(a);
      expect(a.valid.length).toBe(1);
      const data = loadData(fs, kernelReader(k), paths, 1, 0.25);
      expect(data.train.count + data.valid.count).toBeLessThanOrEqual(data.records);
      const { weights } = fitAll(fs, data.train, { iterations: 8, l2: 2 });
      const fitted = maePerStage(data.train, (id) =>
        evalFeatures(fs, weights, data.train.features, id * data.train.width),
      );
      const zero = maePerStage(data.train, () => 0);
      // Every stage with enough records is fitted better than zero; there must be such stages.
      const populated = Array.from({ length: fs.stages }, (_, s) => s).filter((s) => zero.count[s] > 20);
      expect(populated.length).toBeGreaterThan(0);
      for (const s of populated) expect(fitted.mae[s]).toBeLessThan(zero.mae[s]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
