// The training pipeline in one command: `node --import tsx tools/train/pipeline.ts --all`
// (steps alone: --generate, --fit; --workers N, --seed S for the validation split and fit,
// --out-dir D to write the weights and report elsewhere than data/weights).
//   generate: the self-play runs below into data/train/ (resumable; skips finished shards);
//   fit:      loads every shard, deduplicates, holds out 10% of the shards (whole games), fits the
//             weights, writes data/weights/wedge-eval.bin and data/weights/report.json with the
//             validation error per stage of the learned and the hand-written evaluation.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Command } from 'commander';
import { kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { installWeights } from '../../src/engine/weights.js';
import { type Dataset, loadData } from './dataset.js';
import { buildFeatures, STAGE_WIDTH, STAGES } from './features.js';
import { DEFAULT_FIT, expandSymmetric, fitAll, maePerStage } from './fit.js';
import { generate } from './generate.js';
import { integer } from './options.js';
import { DEFAULT_SELFPLAY } from './selfplay.js';
import { listShards, writeAtomic } from './shards.js';
import { makeWeightsFile, quantize } from './weights-file.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const DATA = join(ROOT, 'data/train');

/** The self-play runs of the committed weights (one seed per play setting). */
export const RUNS = [
  // Fast, noisy: shallow search, frequent random moves (variety).
  {
    seed: 1,
    shards: 100,
    games: 400,
    ...DEFAULT_SELFPLAY,
    cutEmpties: 14,
    depth: 2,
    noise: 150,
    epsilon: 0.04,
  },
  // Stronger play for better labels in the middle game.
  {
    seed: 2,
    shards: 20,
    games: 400,
    ...DEFAULT_SELFPLAY,
    cutEmpties: 14,
    depth: 4,
    noise: 100,
    epsilon: 0.01,
  },
];

const log = (s: string): void => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

async function stepGenerate(workers: number): Promise<void> {
  for (const r of RUNS) {
    const t0 = performance.now();
    const { seed, shards, games, ...selfplay } = r;
    await generate({ job: 0, of: 1, seed, shards, games, workers, out: DATA, selfplay }, log);
    log(`generate seed ${seed}: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
}

/** Least-squares a, b of label ~ a * x + b. */
function linear(xs: Float64Array, ys: Float64Array): { a: number; b: number } {
  const n = xs.length;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sx += xs[i];
    sy += ys[i];
    sxx += xs[i] * xs[i];
    sxy += xs[i] * ys[i];
  }
  const den = n * sxx - sx * sx;
  if (n < 2 || den === 0) return { a: 1, b: 0 };
  const a = (n * sxy - sx * sy) / den;
  return { a, b: (sy - a * sx) / n };
}

async function stepFit(seed: number, outDir: string): Promise<void> {
  const OUT = join(outDir, 'wedge-eval.bin');
  const REPORT = join(outDir, 'report.json');
  const fs = buildFeatures();
  const paths = listShards(DATA);
  if (paths.length < 2) throw new Error(`fit: need at least 2 shards in ${DATA}, found ${paths.length}`);
  let t0 = performance.now();
  const data = loadData(fs, paths, seed, 0.1);
  const loadS = (performance.now() - t0) / 1000;
  log(
    `load: ${paths.length} shards, ${data.records} records -> ${data.train.count} training positions ` +
      `(${data.trainShards} shards), ${data.valid.count} validation positions (${data.validShards} shards), ${loadS.toFixed(0)} s`,
  );
  t0 = performance.now();
  const { weights, trainMae } = fitAll(fs, data.train, { ...DEFAULT_FIT, log });
  const fitS = (performance.now() - t0) / 1000;
  expandSymmetric(fs, weights);
  const q = quantize(weights);
  const file = makeWeightsFile(fs, q);
  writeAtomic(OUT, file);
  const gz = gzipSync(file, { level: 9 }).length;
  log(`weights: ${file.length} bytes, ${gz} gzipped; fit ${fitS.toFixed(0)} s`);

  // Validation through the kernel itself: the installed file (learned) and evaluator 0 (hand-written).
  const k = await loadKernel(kernelWasmPath());
  if (!installWeights(k, file)) throw new Error('fit: the kernel rejected the weights file');
  const ex = k.exports;
  const kernelEval = (d: Dataset, id: number): number =>
    ex.evaluate(d.boards[id * 4], d.boards[id * 4 + 1], d.boards[id * 4 + 2], d.boards[id * 4 + 3]) / 100;
  k.setEvaluator('learned');
  const learned = maePerStage(data.valid, (id) => kernelEval(data.valid, id));
  k.setEvaluator('heuristic');
  // The hand-written evaluation is in 1/100 disc but not calibrated: fit label ~ a * eval + b per
  // stage on (up to 20000) training positions, then measure on the validation positions.
  const scales: { a: number; b: number }[] = [];
  for (let s = 0; s < STAGES; s++) {
    const ids = data.train.byStage[s];
    const n = Math.min(ids.length, 20000);
    const step = ids.length / Math.max(1, n);
    const xs = new Float64Array(n);
    const ys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const id = ids[Math.floor(i * step)];
      xs[i] = kernelEval(data.train, id);
      ys[i] = data.train.labels[id];
    }
    scales.push(linear(xs, ys));
  }
  const stageOfId = new Int32Array(data.valid.count);
  data.valid.byStage.forEach((ids, s) => {
    for (const id of ids) stageOfId[id] = s;
  });
  const hand = maePerStage(data.valid, (id) => {
    const { a, b } = scales[stageOfId[id]];
    return a * kernelEval(data.valid, id) + b;
  });
  const handRaw = maePerStage(data.valid, (id) => kernelEval(data.valid, id));
  const zero = maePerStage(data.valid, () => 0);
  const rows = [];
  for (let s = 0; s < STAGES; s++) {
    rows.push({
      stage: s,
      empties: `${s * STAGE_WIDTH}-${s * STAGE_WIDTH + STAGE_WIDTH - 1}`,
      train: data.train.byStage[s].length,
      valid: learned.count[s],
      trainMae: trainMae[s],
      learnedMae: learned.mae[s],
      handMae: hand.mae[s],
      handRawMae: handRaw.mae[s],
      zeroMae: zero.mae[s],
      handScale: scales[s],
    });
    log(
      `stage ${s} (${rows[s].empties}): valid ${learned.count[s]}, learned ${learned.mae[s].toFixed(2)}, ` +
        `hand-written ${hand.mae[s].toFixed(2)} (a=${scales[s].a.toFixed(3)}, unscaled ${handRaw.mae[s].toFixed(2)}), zero ${zero.mae[s].toFixed(2)}`,
    );
  }
  const report = {
    shards: paths.length,
    records: data.records,
    trainPositions: data.train.count,
    validPositions: data.valid.count,
    trainShards: data.trainShards,
    validShards: data.validShards,
    seed,
    fit: DEFAULT_FIT,
    seconds: { load: loadS, fit: fitS },
    weightsBytes: statSync(OUT).size,
    weightsGzipBytes: gz,
    stages: rows,
  };
  writeAtomic(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${OUT} and ${REPORT}`);
}

const options = new Command('pipeline')
  .description('the training pipeline: self-play data, then the fit of the weights')
  .option('--all', 'generate, then fit')
  .option('--generate', 'only the self-play runs')
  .option('--fit', 'only the fit')
  .option('--workers <n>', 'worker threads for self-play', integer(1, 64), 2)
  .option('--seed <s>', 'seed of the validation split and the fit', integer(0), 1)
  .option('--out-dir <dir>', 'where the weights and report go', join(ROOT, 'data/weights'))
  .showHelpAfterError()
  .parse()
  .opts<{
    all?: boolean;
    generate?: boolean;
    fit?: boolean;
    workers: number;
    seed: number;
    outDir: string;
  }>();
if (!options.all && !options.generate && !options.fit) {
  console.error('pipeline: give --all, --generate or --fit (see --help)');
  process.exit(2);
}
if (options.all || options.generate) await stepGenerate(options.workers);
if (options.all || options.fit) await stepFit(options.seed, options.outDir);
