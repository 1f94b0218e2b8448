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
  featureWidth,
  STAGES,
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

function features(p: Bitboard, o: Bitboard): Uint16Array {
  const out = new Uint16Array(featureWidth(fs));
  extract(fs, p.lo, p.hi, o.lo, o.hi, new Uint8Array(64), new Uint8Array(8), new Uint8Array(8), out, 0);
  return out;
}

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
      expect(f[Q + 2]).toBe(64 - p.union(o).size());
    }
  });

  it('the evaluation is invariant under the 8 board symmetries', () => {
    const rng = new Rng(5);
    const w = new Float64Array(STAGES * fs.perStage);
    for (let i = 0; i < w.length; i++) w[i] = rng.int(201) - 100;
    for (const [p, o] of randomPositions(100, 4)) {
      const v = evalFeatures(fs, w, features(p, o), 0);
      for (const g of SYMMETRIES)
        expect(evalFeatures(fs, w, features(transformBitboard(g, p), transformBitboard(g, o)), 0)).toBe(v);
    }
  });
});

describe('weights file and kernel', () => {
  const rng = new Rng(9);
  const w = new Float64Array(STAGES * fs.perStage);
  for (let i = 0; i < w.length; i++) w[i] = rng.int(101) - 50;
  expandSymmetric(fs, w);
  const q = Int16Array.from(w);
  const file = makeWeightsFile(fs, q);

  it('round-trips through parseWeightsFile and reports errors as values', () => {
    const r = parseWeightsFile(file);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.stages).toBe(STAGES);
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
      const data = loadData(fs, paths, 1, 0.25);
      expect(data.train.count + data.valid.count).toBeLessThanOrEqual(data.records);
      const { weights } = fitAll(fs, data.train, { iterations: 8, l2: 2 });
      const fitted = maePerStage(data.train, (id) =>
        evalFeatures(fs, weights, data.train.features, id * data.train.width),
      );
      const zero = maePerStage(data.train, () => 0);
      // Every stage with enough records is fitted better than zero; there must be such stages.
      const populated = Array.from({ length: STAGES }, (_, s) => s).filter((s) => zero.count[s] > 20);
      expect(populated.length).toBeGreaterThan(0);
      for (const s of populated) expect(fitted.mae[s]).toBeLessThan(zero.mae[s]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
