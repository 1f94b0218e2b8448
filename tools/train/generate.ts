// Self-play data generation: `node --import tsx tools/train/generate.ts --job 0 --of 1 --seed 1
// --shards 100 --games 400 --workers 2 [--cut 14] [--depth 2] [--noise 150] [--epsilon 0.04]
// [--random 4-14] [--weights data/weights/wedge-eval-v1.bin] [--out data/train]`. With --weights the games
// are played by the learned evaluation of that file (positions like real play), else by the hand-written one. Different play settings need different seeds (the folder is named by seed).
// The run is `shards` shards of `games` games each; job k of n makes the shards whose index is k mod n,
// so jobs on many machines split one run and their folders merge by copying. A shard's games depend
// only on (seed, shard index), shards are written atomically, and existing shards are skipped, so a
// stopped job resumes where it was. One worker thread per core plays the games with the wasm kernel.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type Kernel, kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { installWeights, LEARNED_EVALUATOR, loadWeights } from '../../src/engine/weights.js';
import { Rng } from './rng.js';
import { DEFAULT_SELFPLAY, playGame, type SelfPlayOptions } from './selfplay.js';
import { ShardWriter, shardPath, writeAtomic } from './shards.js';

export interface GenerateOptions {
  job: number;
  of: number;
  seed: number;
  shards: number;
  games: number;
  workers: number;
  out: string;
  /** Weights file (path) of the learned evaluation that plays the games; null = the hand-written one. */
  weights: string | null;
  selfplay: SelfPlayOptions;
}

interface WorkerInput {
  out: string;
  seed: number;
  games: number;
  weights: string | null;
  selfplay: SelfPlayOptions;
}

type WorkerMessage = { shard: number; positions: number; exact: number; ms: number };

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Parses `--name value` flags with numeric defaults. */
export function parseFlags(argv: string[]): Map<string, string> {
  const m = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      m.set(a.slice(2), next);
      i++;
    } else m.set(a.slice(2), '');
  }
  return m;
}

export function generateOptions(flags: Map<string, string>): GenerateOptions {
  const num = (k: string, d: number): number => (flags.has(k) ? Number(flags.get(k)) : d);
  const { randomMin, randomMax } = DEFAULT_SELFPLAY;
  const [rMin, rMax] = (flags.get('random') ?? `${randomMin}-${randomMax}`).split('-').map(Number);
  return {
    job: num('job', 0),
    of: num('of', 1),
    seed: num('seed', 1),
    shards: num('shards', 100),
    games: num('games', 400),
    workers: num('workers', 2),
    out: flags.get('out') ?? join(ROOT, 'data/train'),
    weights: flags.get('weights') || null,
    selfplay: {
      ...DEFAULT_SELFPLAY,
      randomMin: rMin,
      randomMax: rMax,
      cutEmpties: num('cut', 14),
      depth: num('depth', DEFAULT_SELFPLAY.depth),
      noise: num('noise', DEFAULT_SELFPLAY.noise),
      epsilon: num('epsilon', DEFAULT_SELFPLAY.epsilon),
    },
  };
}

/** Plays the games of one shard (they depend only on seed, shard index and settings); `between`
 *  runs after each game (a queue worker yields there so its job lock is renewed). */
export async function playShard(
  kernel: Kernel,
  seed: number,
  shard: number,
  games: number,
  selfplay: SelfPlayOptions,
  between?: () => Promise<void>,
): Promise<{ bytes: Uint8Array; positions: number; exact: number }> {
  const rng = new Rng(seed, shard);
  const w = new ShardWriter();
  let exact = 0;
  // Table entries and history from earlier shards would steer the searches: forget them.
  kernel.clearHash();
  for (let g = 0; g < games; g++) {
    const game = playGame(kernel, rng, selfplay);
    for (let i = 0; i < game.labels.length; i++) w.push(game.players[i], game.opponents[i], game.labels[i]);
    if (game.exactFrom >= 0) exact += game.labels.length - game.exactFrom;
    await between?.();
  }
  return { bytes: w.bytes(), positions: w.count, exact };
}

/** Runs a job in worker threads; resolves when every shard of the job exists. */
export async function generate(opt: GenerateOptions, log: (s: string) => void = console.log): Promise<void> {
  const todo: number[] = [];
  for (let s = opt.job; s < opt.shards; s += opt.of)
    if (!existsSync(shardPath(opt.out, opt.seed, s))) todo.push(s);
  log(
    `generate: job ${opt.job}/${opt.of} seed ${opt.seed}: ${todo.length} shards to make, ${opt.workers} workers`,
  );
  if (todo.length === 0) return;
  const input: WorkerInput = {
    out: opt.out,
    seed: opt.seed,
    games: opt.games,
    weights: opt.weights,
    selfplay: opt.selfplay,
  };
  const t0 = performance.now();
  let done = 0;
  let total = 0;
  await Promise.all(
    Array.from({ length: Math.min(opt.workers, todo.length) }, () => {
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(fileURLToPath(new URL('./worker-boot.mjs', import.meta.url)), {
          workerData: { ...input, entry: import.meta.url },
        });
        const feed = (): void => {
          const s = todo.shift();
          if (s === undefined) {
            void worker.terminate();
            resolve();
          } else worker.postMessage(s);
        };
        worker.on('message', (m: WorkerMessage) => {
          done++;
          total += m.positions;
          const el = (performance.now() - t0) / 1000;
          log(
            `shard ${m.shard}: ${m.positions} positions (${m.exact} exact) in ${(m.ms / 1000).toFixed(1)} s; ` +
              `${done} shards, ${total} positions, ${el.toFixed(0)} s`,
          );
          feed();
        });
        worker.on('error', reject);
        feed();
      });
    }),
  );
}

/** A kernel set up for self-play: small hash, and the learned evaluation of `weights` when given. */
export async function selfPlayKernel(weights: string | null): Promise<Kernel> {
  const kernel = await loadKernel(kernelWasmPath());
  kernel.setHashBits(16);
  if (weights !== null) {
    if (!installWeights(kernel, await loadWeights(weights)))
      throw new Error(`generate: the kernel rejected the weights file ${weights}`);
    kernel.setEvaluator(LEARNED_EVALUATOR);
  }
  return kernel;
}

async function workerMain(): Promise<void> {
  const input = workerData as WorkerInput;
  const kernel = await selfPlayKernel(input.weights);
  parentPort!.on('message', async (shard: number) => {
    const t = performance.now();
    const r = await playShard(kernel, input.seed, shard, input.games, input.selfplay);
    writeAtomic(shardPath(input.out, input.seed, shard), r.bytes);
    parentPort!.postMessage({ shard, positions: r.positions, exact: r.exact, ms: performance.now() - t });
  });
}

if (!isMainThread && (workerData as { entry?: string } | null)?.entry === import.meta.url) void workerMain();
else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  await generate(generateOptions(parseFlags(process.argv.slice(2))));
