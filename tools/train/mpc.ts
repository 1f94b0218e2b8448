// Multi-ProbCut parameters from our own searches:
//   node --import tsx tools/train/mpc.ts --probe --fit --seed 3 --batches B --games 2 --depth 12 \
//     --workers 1 --min-empties 12 --exact-max 20 --dir data/mpc/w2   (the committed file: see
//     docs/learned-evaluation.md for B)
//   node --import tsx tools/train/mpc.ts --fit [--confidence 1.5]   (refit from the probes of --dir)
// Probe: self-play games with the kernel (random opening moves, then a noisy depth-4 search) give
// positions; each sampled position is searched to --depth plies with the learned evaluation and without
// Multi-ProbCut, and the value of every iteration (depth 0 = the evaluation) is kept, one JSON line a
// position (and the exact score of positions within --exact-max empties), in data/mpc/s<seed>-b<batch>.jsonl. A batch depends only on (seed, batch), is written atomically,
// and is skipped when it exists, so a stopped run resumes and runs on many machines merge by copying.
// Fit: per stage (STAGE_WIDTH empties) and deep depth d, the least-squares line deep = a · shallow + b
// of the values at d on those at the shallow depth shallowDepth(d), and the deviation sigma of its
// residuals; depths beyond the probes extrapolate sigma linearly in d (fitted over the deepest probed
// depths, a = 1, b = 0). The solved probes give the exact solver's rows (fitEndRows). Written to data/weights/mpc.json beside the weights it was fitted with
// (src/engine/mpc.ts loads it).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Command } from 'commander';
import { type Bitboard, Position } from '../../src/core/index.js';
import { type Kernel, kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import {
  MPC_FORMAT,
  type MpcEndRow,
  type MpcParams,
  type MpcRow,
  weightsFingerprint,
} from '../../src/engine/mpc.js';
import { installWeights, loadWeights } from '../../src/engine/weights.js';
import { decimal, integer } from './options.js';
import { Rng } from './rng.js';
import { writeAtomic } from './shards.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Empties a stage of the fitted rows (stage = empties / STAGE_WIDTH). */
export const STAGE_WIDTH = 4;
/** Stages: 0-3 empties up to 60 (positions beyond the last stage use it). */
export const STAGES = 16;
/** The fitted rows go up to this depth (the kernel uses the deepest row for deeper nodes). */
export const ROW_DEPTH = 40;
/** Multi-ProbCut is tried from this depth (src/engine/assembly/search.ts). */
const MIN_CUT_DEPTH = 3;
/** A stage and depth needs this many positions for a fit of its own (else the neighbouring stages'). */
const MIN_SAMPLES = 40;

/** The shallow search that predicts a search of `depth` plies: half as deep, rounded up, then down
 *  to the parity of `depth` (the evaluation's odd/even swing then cancels: at depth 12 the deviation
 *  from 6 plies was 3.2 discs, from 5 or 7 plies 4.1 and 3.4, on the first 178 probes). */
export function shallowDepth(depth: number): number {
  let s = Math.ceil(depth / 2);
  if ((depth - s) % 2 !== 0) s--;
  return s;
}

/** One probed position: its empties, the search value (discs) at each depth from 0, and its exact
 *  score when it was solved. */
export interface Probe {
  readonly empties: number;
  readonly values: readonly number[];
  readonly exact?: number;
}

interface ProbeOptions {
  seed: number;
  batches: number;
  games: number;
  depth: number;
  workers: number;
  dir: string;
  weights: string;
  minEmpties: number;
  maxEmpties: number;
  sample: number;
  exactMax: number;
}

/** Plays `games` games and searches a sample of their positions; returns the JSON lines. */
function probeBatch(k: Kernel, opt: ProbeOptions, batch: number): string[] {
  const rng = new Rng(opt.seed, batch);
  const lines: string[] = [];
  for (let g = 0; g < opt.games; g++) {
    let position = Position.initial();
    const randomPlies = 4 + rng.int(7);
    let ply = 0;
    k.seed(rng.next());
    while (!position.isGameOver()) {
      if (position.mustPass()) {
        position = position.after('pass');
        continue;
      }
      const P = position.player();
      const O = position.opponent();
      const empties = position.empties().size();
      if (empties >= opt.minEmpties && empties <= opt.maxEmpties && rng.float() < opt.sample) {
        k.setNoise(0);
        k.clearHash();
        const values: number[] = [k.evaluate(P, O)];
        k.search(P, O, { depth: Math.min(opt.depth, empties - 1) }, (line) => {
          if (!line.exact && line.depth === values.length) values.push(line.score);
        });
        const exact = empties <= opt.exactMax ? { x: k.solve(P, O).score } : {};
        lines.push(
          JSON.stringify({ p: hex(P), o: hex(O), e: empties, v: values.map((v) => round2(v)), ...exact }),
        );
      }
      let move: ReturnType<Position['legalMoveList']>[number];
      if (ply < randomPlies) {
        const moves = position.legalMoveList();
        move = moves[rng.int(moves.length)];
      } else {
        k.setNoise(100);
        move = k.search(P, O, { depth: 4 }).move!;
      }
      position = position.after(move);
      ply++;
    }
  }
  return lines;
}

const hex = (b: Bitboard): string => b.toBigInt().toString(16);
const round2 = (v: number): number => Math.round(v * 100) / 100;

const batchPath = (dir: string, seed: number, batch: number): string => join(dir, `s${seed}-b${batch}.jsonl`);

/** Runs the probe batches not yet written, in worker threads. */
export async function probe(opt: ProbeOptions, log: (s: string) => void = console.log): Promise<void> {
  mkdirSync(opt.dir, { recursive: true });
  const todo: number[] = [];
  for (let b = 0; b < opt.batches; b++) if (!existsSync(batchPath(opt.dir, opt.seed, b))) todo.push(b);
  log(
    `probe: ${todo.length} of ${opt.batches} batches to search to depth ${opt.depth}, ${opt.workers} workers`,
  );
  const t0 = performance.now();
  let positions = 0;
  await Promise.all(
    Array.from(
      { length: Math.min(opt.workers, todo.length) },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(fileURLToPath(new URL('./worker-boot.mjs', import.meta.url)), {
            workerData: { ...opt, entry: import.meta.url },
          });
          const feed = (): void => {
            const b = todo.shift();
            if (b === undefined) {
              void worker.terminate();
              resolve();
            } else worker.postMessage(b);
          };
          worker.on('message', (m: { batch: number; positions: number }) => {
            positions += m.positions;
            log(
              `batch ${m.batch}: ${m.positions} positions; ${positions} in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
            );
            feed();
          });
          worker.on('error', reject);
          feed();
        }),
    ),
  );
}

async function workerMain(): Promise<void> {
  const opt = workerData as ProbeOptions;
  const k = await loadKernel(kernelWasmPath());
  k.setHashBits(20);
  if (!installWeights(k, await loadWeights(opt.weights)))
    throw new Error(`${opt.weights}: not a weights file`);
  k.setEvaluator('learned');
  parentPort!.on('message', (batch: number) => {
    const lines = probeBatch(k, opt, batch);
    writeAtomic(batchPath(opt.dir, opt.seed, batch), `${lines.join('\n')}\n`);
    parentPort!.postMessage({ batch, positions: lines.length });
  });
}

/** Reads every probe line of a folder. */
export function readProbes(dir: string): Probe[] {
  const probes: Probe[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => /^s\d+-b\d+\.jsonl$/.test(f))
    .sort())
    for (const [i, line] of readFileSync(join(dir, name), 'utf8').split('\n').entries()) {
      if (line.trim() === '') continue;
      const r = JSON.parse(line) as { e?: unknown; v?: unknown; x?: unknown };
      if (
        typeof r.e !== 'number' ||
        !Array.isArray(r.v) ||
        !r.v.every((x) => typeof x === 'number') ||
        (r.x !== undefined && typeof r.x !== 'number')
      )
        throw new Error(`${join(dir, name)}: line ${i + 1} is not a probe`);
      probes.push({
        empties: r.e,
        values: r.v as number[],
        ...(typeof r.x === 'number' ? { exact: r.x } : {}),
      });
    }
  return probes;
}

/** Least squares y = a x + b over pairs, with the residuals' standard deviation. */
export function regress(
  xs: readonly number[],
  ys: readonly number[],
): { a: number; b: number; sigma: number } {
  const n = xs.length;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += xs[i];
    sy += ys[i];
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i] - mx) ** 2;
    sxy += (xs[i] - mx) * (ys[i] - my);
  }
  const a = sxx > 0 ? sxy / sxx : 1;
  const b = my - a * mx;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (ys[i] - a * xs[i] - b) ** 2;
  return { a, b, sigma: Math.sqrt(ss / Math.max(1, n - 2)) };
}

/** The rows of every stage and depth from the probes (scores in discs; the file stores 1/100 disc). */
export function fitRows(probes: readonly Probe[]): { rows: MpcRow[]; probedDepth: number; report: string[] } {
  const probedDepth = Math.max(...probes.map((p) => p.values.length - 1));
  const rows: MpcRow[] = [];
  const report: string[] = [];
  const sigmaAt: number[][] = Array.from({ length: STAGES }, () => []);
  for (let depth = MIN_CUT_DEPTH; depth <= probedDepth; depth++) {
    const shallow = shallowDepth(depth);
    const line: string[] = [];
    for (let stage = 0; stage < STAGES; stage++) {
      // The stage's positions, widened to the neighbouring stages until there are enough.
      let pairs: Probe[] = [];
      for (let w = 0; w < STAGES && pairs.length < MIN_SAMPLES; w++)
        pairs = probes.filter(
          (p) =>
            Math.abs(Math.min(Math.floor(p.empties / STAGE_WIDTH), STAGES - 1) - stage) <= w &&
            p.values.length > depth,
        );
      if (pairs.length < MIN_SAMPLES) continue;
      const fit = regress(
        pairs.map((p) => p.values[shallow]),
        pairs.map((p) => p.values[depth]),
      );
      sigmaAt[stage][depth] = fit.sigma;
      rows.push({ stage, depth, shallow, a: fit.a, b: fit.b, sigma: fit.sigma });
      line.push(`${fit.sigma.toFixed(2)}`);
    }
    report.push(`depth ${depth} from ${shallow}: sigma by stage ${line.join(' ')}`);
  }
  // Deeper than probed: sigma continues the line through the deepest probed depths of the same parity.
  for (let stage = 0; stage < STAGES; stage++)
    for (let depth = probedDepth + 1; depth <= ROW_DEPTH; depth++) {
      const d1 = probedDepth - ((depth - probedDepth) % 2 === 0 ? 0 : 1);
      const d0 = d1 - 2;
      const s1 = sigmaAt[stage][d1];
      const s0 = sigmaAt[stage][d0];
      if (s1 === undefined || s0 === undefined) continue;
      const slope = Math.max(0, (s1 - s0) / 2);
      rows.push({
        stage,
        depth,
        shallow: shallowDepth(depth),
        a: 1,
        b: 0,
        sigma: s1 + slope * (depth - d1),
      });
    }
  return { rows, probedDepth, report };
}

/** The solver's probable passes cut nodes of this many empties and more (src/engine/assembly/endgame.ts). */
export const END_MIN_EMPTIES = 12;

/** The exact-score rows from the solved probes: per empties n, the least-squares line exact = a · v + b
 *  of the exact score on the value v of a shallowDepth(n)-ply search (the same rule as the midgame
 *  rows, a deep search of n plies reaching the end), with the residuals' deviation; from the probes of
 *  n empties, widened to neighbouring counts until there are MIN_SAMPLES. Counts beyond the solved
 *  probes get no row (the solver does not cut there). */
export function fitEndRows(probes: readonly Probe[]): { rows: MpcEndRow[]; report: string[] } {
  const solved = probes.filter((p) => p.exact !== undefined);
  const rows: MpcEndRow[] = [];
  const report: string[] = [];
  if (solved.length === 0) return { rows, report };
  const most = Math.max(...solved.map((p) => p.empties));
  for (let empties = END_MIN_EMPTIES; empties <= most; empties++) {
    const shallow = shallowDepth(empties);
    let pairs: Probe[] = [];
    for (let w = 0; w <= 60 && pairs.length < MIN_SAMPLES; w++)
      pairs = solved.filter((p) => Math.abs(p.empties - empties) <= w && p.values.length > shallow);
    if (pairs.length < MIN_SAMPLES) continue;
    const fit = regress(
      pairs.map((p) => p.values[shallow]),
      pairs.map((p) => p.exact!),
    );
    rows.push({ empties, shallow, a: fit.a, b: fit.b, sigma: fit.sigma });
    report.push(
      `exact at ${empties} empties from ${shallow} plies: a ${fit.a.toFixed(3)}, b ${fit.b.toFixed(2)}, sigma ${fit.sigma.toFixed(2)} discs (${pairs.length} positions)`,
    );
  }
  return { rows, report };
}

interface FitOptions {
  dir: string;
  out: string;
  weights: string;
  confidence: number;
}

/** Fits the rows from the probes of a folder and writes the parameters file. */
export function fitMpc(opt: FitOptions, log: (s: string) => void = console.log): MpcParams {
  const probes = readProbes(opt.dir);
  if (probes.length === 0) throw new Error(`${opt.dir}: no probes (run --probe first)`);
  const { rows, probedDepth, report } = fitRows(probes);
  for (const line of report) log(line);
  const end = fitEndRows(probes);
  for (const line of end.report) log(line);
  const params: MpcParams = {
    format: MPC_FORMAT,
    weights: weightsFingerprint(readFileSync(opt.weights)),
    positions: probes.length,
    probedDepth,
    stageWidth: STAGE_WIDTH,
    stages: STAGES,
    confidence: opt.confidence,
    rows: rows.map((r) => ({
      ...r,
      a: Math.round(r.a * 10000) / 10000,
      b: Math.round(r.b * 10000) / 100,
      sigma: Math.round(r.sigma * 10000) / 100,
    })),
    endRows: end.rows.map((r) => ({
      ...r,
      a: Math.round(r.a * 10000) / 10000,
      b: Math.round(r.b * 100) / 100,
      sigma: Math.round(r.sigma * 100) / 100,
    })),
  };
  writeAtomic(opt.out, `${JSON.stringify(params, null, 1)}\n`);
  log(
    `fit: ${probes.length} positions, depths ${MIN_CUT_DEPTH}-${probedDepth} probed, ${rows.length} rows, ` +
      `${end.rows.length} exact-score rows -> ${opt.out}`,
  );
  return params;
}

/** The command line (see the top of this file). */
export function mpcCommand(): Command {
  return new Command('mpc')
    .description('Multi-ProbCut parameters: probe searches, then fit them')
    .option('--probe', 'search sampled self-play positions to --depth (resumable)')
    .option('--fit', 'fit the rows from the probes and write --out')
    .option('--seed <s>', 'seed of the games', integer(0), 1)
    .option('--batches <n>', 'batches of games', integer(1), 40)
    .option('--games <n>', 'games per batch', integer(1), 20)
    .option('--depth <plies>', 'deepest search of a probed position', integer(MIN_CUT_DEPTH, 30), 12)
    .option('--sample <p>', 'probability that a position of a game is probed', decimal(0, 1), 0.1)
    .option('--min-empties <n>', 'fewest empties of a probed position', integer(1, 60), 14)
    .option('--max-empties <n>', 'most empties of a probed position', integer(1, 60), 54)
    .option(
      '--exact-max <n>',
      'positions with at most this many empties are also solved exactly',
      integer(0, 60),
      22,
    )
    .option('--workers <n>', 'worker threads', integer(1, 64), 2)
    .option('--confidence <t>', 'standard deviations for a cut, written to the file', decimal(0, 10), 1.5)
    .option('--dir <dir>', 'folder of the probes', join(ROOT, 'data/mpc'))
    .option('--weights <file>', 'learned weights the searches use', join(ROOT, 'data/weights/wedge-eval.bin'))
    .option('--out <file>', 'parameters file', join(ROOT, 'data/weights/mpc.json'));
}

async function main(): Promise<void> {
  const o = mpcCommand().parse().opts<{
    probe?: boolean;
    fit?: boolean;
    seed: number;
    batches: number;
    games: number;
    depth: number;
    sample: number;
    minEmpties: number;
    maxEmpties: number;
    exactMax: number;
    workers: number;
    confidence: number;
    dir: string;
    weights: string;
    out: string;
  }>();
  if (!o.probe && !o.fit) throw new Error('give --probe, --fit or both');
  if (o.probe)
    await probe({
      seed: o.seed,
      batches: o.batches,
      games: o.games,
      depth: o.depth,
      workers: o.workers,
      dir: o.dir,
      weights: o.weights,
      minEmpties: o.minEmpties,
      maxEmpties: o.maxEmpties,
      sample: o.sample,
      exactMax: o.exactMax,
    });
  if (o.fit) fitMpc({ dir: o.dir, out: o.out, weights: o.weights, confidence: o.confidence });
}

if (!isMainThread && (workerData as { entry?: string } | null)?.entry === import.meta.url) void workerMain();
else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
