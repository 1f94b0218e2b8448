// The training pipeline in one command: `node --import tsx tools/train/pipeline.ts --all`
// (steps alone: --generate, --fit; --workers N, --seed S for the validation split and fit,
// --out-dir D to write the weights and report elsewhere than data/weights; --redis redis://HOST:PORT
// hands the generate step to the job queue's workers, see tools/train/queue.ts).
//   generate: the self-play runs of runs.ts into data/train/ (resumable; skips finished shards);
//   fit:      loads the shards, deduplicates, holds out 10% of each run's shards (whole games), fits
//             the weights, writes data/weights/wedge-eval.bin and data/weights/report.json with the
//             validation error per stage of the learned weights, the weights they replace (--baseline
//             FILE, default data/weights/wedge-eval-v2.bin, issue #14's; none to skip) and the
//             hand-written evaluation.
//             Defaults are the flags of the committed weights (issue #26's fit (a),
//             docs/learned-evaluation.md), so `--fit` alone fits them again from the same shards:
//             --patterns classical --features classic, --runs all folders (1,2,3,5), --limit 5=12 (run
//             5's first 12 shards, those on disk at that fit; the farm adds more: --limit 5=1000 takes
//             them all), --valid-runs 3,5 (the held-out shards measured: the games of real play with
//             exact labels from 20 empties), --weigh 3=5,5=5 (runs 3 and 5 count five times in the
//             fit), --iterations 60, --l2 40, --stage-width 4.
import { statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Command } from 'commander';
import { kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { installWeights, loadWeights } from '../../src/engine/weights.js';
import { type Dataset, loadData } from './dataset.js';
import { buildFeatures, FEATURE_SETS, kernelReader, PATTERN_SETS } from './features.js';
import { DEFAULT_FIT, expandSymmetric, type FitOptions, fitAll, maePerStage } from './fit.js';
import { generate } from './generate.js';
import { decimal, integer } from './options.js';
import { RUNS } from './runs.js';
import { listShards, writeAtomic } from './shards.js';
import { makeWeightsFile, quantize } from './weights-file.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const DATA = join(ROOT, 'data/train');
/** The weights the committed ones replaced (issue #14's, kept for the frozen v2 build), measured on the
 *  same held-out positions. */
const BASELINE = 'data/weights/wedge-eval-v2.bin';

const log = (s: string): void => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

async function stepGenerate(workers: number, redis: string | undefined): Promise<void> {
  if (redis) {
    // Over the job queue: workers on any machine play the shards (tools/train/queue.ts).
    const { connection, generateJobs, runJobs, saveShard } = await import('./queue.js');
    const jobs = generateJobs(DATA, null);
    log(`generate: ${jobs.length} shards over the queue at ${redis}`);
    await runJobs(connection(redis), jobs, (r) => {
      saveShard(DATA, r);
      log(`s${r.seed} shard ${r.shard}: ${r.positions} positions`);
    });
    return;
  }
  for (const r of RUNS) {
    const t0 = performance.now();
    const { seed, shards, games, weights, ...selfplay } = r;
    const w = weights === null ? null : join(ROOT, weights);
    await generate({ job: 0, of: 1, seed, shards, games, workers, out: DATA, weights: w, selfplay }, log);
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

/** What a fit reads and writes. */
interface FitPlan {
  seed: number;
  outDir: string;
  /** Name in PATTERN_SETS. */
  patterns: string;
  /** Name in FEATURE_SETS. */
  features: string;
  /** Empties a stage. */
  stageWidth: number;
  /** At most this many shards of a run (the lowest indices), so fits compare on the same data while a
   *  run grows. */
  limits: Map<number, number>;
  /** Runs (seeds of the data/train/s<seed>/ folders) to load; null = all. */
  runs: number[] | null;
  /** Runs whose held-out shards are measured; null = all loaded runs. */
  validRuns: number[] | null;
  /** Weights file measured on the same held-out positions (today's expert), or null. */
  baseline: string | null;
  /** Fit weight of each run's positions (runs not named weigh 1). */
  runWeights: Map<number, number>;
  fit: FitOptions & { empties?: [number, number][] };
}

const runOf = (path: string): number => Number(/s(\d+)[\\/][^\\/]+$/.exec(path)?.[1] ?? -1);

async function stepFit(plan: FitPlan): Promise<void> {
  const { seed, outDir } = plan;
  const OUT = join(outDir, 'wedge-eval.bin');
  const REPORT = join(outDir, 'report.json');
  const patterns = PATTERN_SETS[plan.patterns];
  if (!patterns)
    throw new Error(`fit: unknown pattern set ${plan.patterns} (${Object.keys(PATTERN_SETS).join(', ')})`);
  const features = FEATURE_SETS[plan.features];
  if (!features)
    throw new Error(`fit: unknown feature set ${plan.features} (${Object.keys(FEATURE_SETS).join(', ')})`);
  const fs = buildFeatures(patterns, features, plan.stageWidth);
  const shardOf = (path: string): number => Number(/shard-(\d+)\.bin$/.exec(path)?.[1] ?? -1);
  const paths = listShards(DATA).filter(
    (p) =>
      (plan.runs === null || plan.runs.includes(runOf(p))) &&
      shardOf(p) < (plan.limits.get(runOf(p)) ?? Number.POSITIVE_INFINITY),
  );
  if (paths.length < 2) throw new Error(`fit: need at least 2 shards in ${DATA}, found ${paths.length}`);
  // The features beside the patterns are the kernel's (its featureValue export).
  const k = await loadKernel(kernelWasmPath());
  let t0 = performance.now();
  const data = loadData(
    fs,
    kernelReader(k),
    paths,
    seed,
    0.1,
    (p) => plan.validRuns === null || plan.validRuns.includes(runOf(p)),
    (p) => plan.runWeights.get(runOf(p)) ?? 1,
  );
  const loadS = (performance.now() - t0) / 1000;
  log(
    `load: ${paths.length} shards, ${data.records} records -> ${data.train.count} training positions ` +
      `(${data.trainShards} shards), ${data.valid.count} validation positions (${data.validShards} shards), ${loadS.toFixed(0)} s`,
  );
  t0 = performance.now();
  // Stages meeting the --empties ranges (all without).
  const W = fs.stageWidth;
  const fitted = (s: number): boolean =>
    plan.fit.empties === undefined ||
    plan.fit.empties.some(([a, b]) => s * W <= b && (s === fs.stages - 1 ? 64 : s * W + W - 1) >= a);
  const { weights, trainMae } = fitAll(fs, data.train, { ...plan.fit, only: fitted, log });
  const fitS = (performance.now() - t0) / 1000;
  expandSymmetric(fs, weights);
  const q = quantize(weights);
  const file = makeWeightsFile(fs, q);
  writeAtomic(OUT, file);
  const gz = gzipSync(file, { level: 9 }).length;
  // The page gets the file with Brotli at quality 9 (vite.config.ts): the size that counts against its budget.
  const br = brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
  let nonzero = 0;
  for (const x of q) if (x !== 0) nonzero++;
  log(
    `weights: ${file.length} bytes, ${gz} gzipped, ${br} with Brotli 9, ${nonzero} of ${q.length} weights not 0; fit ${fitS.toFixed(0)} s`,
  );

  // Validation through the kernel itself: the installed file (learned) and evaluator 0 (hand-written).
  if (!installWeights(k, file)) throw new Error('fit: the kernel rejected the weights file');
  const ex = k.exports;
  const kernelEval = (d: Dataset, id: number): number =>
    ex.evaluate(d.boards[id * 4], d.boards[id * 4 + 1], d.boards[id * 4 + 2], d.boards[id * 4 + 3]) / 100;
  k.setEvaluator('learned');
  const learned = maePerStage(data.valid, (id) => kernelEval(data.valid, id));
  let baseline: ReturnType<typeof maePerStage> | null = null;
  if (plan.baseline !== null) {
    if (!installWeights(k, await loadWeights(plan.baseline)))
      throw new Error(`fit: the kernel rejected the baseline weights ${plan.baseline}`);
    k.setEvaluator('learned');
    baseline = maePerStage(data.valid, (id) => kernelEval(data.valid, id));
  }
  k.setEvaluator('heuristic');
  // The hand-written evaluation is in 1/100 disc but not calibrated: fit label ~ a * eval + b per
  // stage on (up to 20000) training positions, then measure on the validation positions.
  const scales: { a: number; b: number }[] = [];
  for (let s = 0; s < fs.stages; s++) {
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
  for (let s = 0; s < fs.stages; s++) {
    if (!fitted(s)) continue;
    rows.push({
      stage: s,
      empties: `${s * W}-${s * W + W - 1}`,
      train: data.train.byStage[s].length,
      valid: learned.count[s],
      trainMae: trainMae[s],
      learnedMae: learned.mae[s],
      baselineMae: baseline?.mae[s] ?? null,
      handMae: hand.mae[s],
      handRawMae: handRaw.mae[s],
      zeroMae: zero.mae[s],
      handScale: scales[s],
    });
    log(
      `stage ${s} (${rows[rows.length - 1].empties}): valid ${learned.count[s]}, learned ${learned.mae[s].toFixed(2)}, ` +
        `baseline ${baseline ? baseline.mae[s].toFixed(2) : '-'}, ` +
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
    patterns: plan.patterns,
    features: plan.features,
    stageWidth: plan.stageWidth,
    limits: Object.fromEntries(plan.limits),
    placements: fs.placements.length,
    runs: plan.runs,
    validRuns: plan.validRuns,
    runWeights: Object.fromEntries(plan.runWeights),
    baseline: plan.baseline === null ? null : relative(ROOT, plan.baseline),
    fit: {
      iterations: plan.fit.iterations,
      l2: plan.fit.l2,
      window: plan.fit.window,
      minCount: plan.fit.minCount ?? 1,
    },
    seconds: { load: loadS, fit: fitS },
    weightsBytes: statSync(OUT).size,
    weightsGzipBytes: gz,
    weightsBrotliBytes: br,
    nonzeroWeights: nonzero,
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
  .option('--redis <url>', 'hand the generate step to the job queue at redis://host:port (queue.ts)')
  .option('--patterns <set>', 'pattern set: classical or wide', 'classical')
  .option(
    '--features <set>',
    `features beside the patterns: ${Object.keys(FEATURE_SETS).join(', ')}`,
    'classic',
  )
  .option('--stage-width <n>', 'empties a stage (4: 16 stages, 2: 31)', integer(1, 30), 4)
  .option('--limit <list>', "at most this many shards of a run, e.g. 5=60 (a run's first ones)", '5=12')
  .option('--runs <list>', 'runs (data/train/s<seed>) to load, e.g. 1,2,3, or all', 'all')
  .option('--valid-runs <list>', 'runs whose held-out shards are measured, or all', '3,5')
  .option('--weigh <list>', "fit weight of runs' positions, e.g. 3=5", '3=5,5=5')
  .option('--baseline <file>', 'weights measured on the same held-out positions, or none', BASELINE)
  .option('--iterations <n>', 'conjugate-gradient iterations per stage', integer(1), DEFAULT_FIT.iterations)
  .option('--l2 <x>', 'L2 strength in pseudo-positions', decimal(0, 1e6), DEFAULT_FIT.l2)
  .option(
    '--window <n>',
    'neighbouring stages each stage is also trained on',
    integer(0, 30),
    DEFAULT_FIT.window,
  )
  .option(
    '--empties <ranges>',
    'fit only the stages meeting these empties, e.g. 16-19,28-31 (a quick comparison)',
  )
  .option('--min-count <n>', "a weight seen in fewer of its stage's positions stays 0", integer(1), 1)
  .showHelpAfterError()
  .parse()
  .opts<{
    all?: boolean;
    generate?: boolean;
    fit?: boolean;
    workers: number;
    seed: number;
    outDir: string;
    redis?: string;
    patterns: string;
    features: string;
    stageWidth: number;
    limit: string;
    runs: string;
    validRuns: string;
    weigh: string;
    baseline: string;
    iterations: number;
    l2: number;
    window: number;
    minCount: number;
    empties?: string;
  }>();
if (!options.all && !options.generate && !options.fit) {
  console.error('pipeline: give --all, --generate or --fit (see --help)');
  process.exit(2);
}
const runList = (v: string): number[] | null => (v === 'all' ? null : v.split(',').map(Number));
/** A list like `16-19,28-31` as [from, to] pairs of empties. */
const emptiesRanges = (v: string): [number, number][] =>
  v.split(',').map((r) => {
    const m = /^(\d+)-(\d+)$/.exec(r.trim());
    if (!m) throw new Error(`pipeline: --empties wants ranges like 16-19, got '${r}'`);
    return [Number(m[1]), Number(m[2])];
  });

/** A list like `3=5,5=2` as a map from run to number. */
const runMap = (v: string): Map<number, number> =>
  new Map(
    v
      .split(',')
      .filter(Boolean)
      .map((kv) => kv.split('=').map(Number) as [number, number]),
  );
if (options.all || options.generate) await stepGenerate(options.workers, options.redis);
if (options.all || options.fit)
  await stepFit({
    seed: options.seed,
    outDir: options.outDir,
    patterns: options.patterns,
    features: options.features,
    stageWidth: options.stageWidth,
    limits: runMap(options.limit),
    runs: runList(options.runs),
    validRuns: runList(options.validRuns),
    runWeights: runMap(options.weigh),
    baseline: options.baseline === 'none' ? null : resolve(ROOT, options.baseline),
    fit: {
      ...DEFAULT_FIT,
      iterations: options.iterations,
      l2: options.l2,
      window: options.window,
      minCount: options.minCount,
      ...(options.empties ? { empties: emptiesRanges(options.empties) } : {}),
    },
  });
