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
import { Command, InvalidArgumentError } from 'commander';
import { type Kernel, kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { installWeights, loadWeights } from '../../src/engine/weights.js';
import { decimal, integer } from './options.js';
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

/** The command line of a generation job (see the top of this file). */
export function generateCommand(): Command {
  return new Command('generate')
    .description('self-play games into training shards')
    .option('--job <k>', 'this job makes the shards whose index is k mod --of', integer(0), 0)
    .option('--of <n>', 'number of jobs splitting the run', integer(1), 1)
    .option('--seed <s>', 'seed of the run (names its folder)', integer(0), 1)
    .option('--shards <n>', 'shards in the run', integer(1), 100)
    .option('--games <n>', 'games per shard', integer(1), 400)
    .option('--workers <n>', 'worker threads', integer(1, 64), 2)
    .option('--cut <empties>', 'solve exactly from this many empties', integer(0, 60), 14)
    .option(
      '--depth <plies>',
      'search depth of the noisy middle game',
      integer(1, 60),
      DEFAULT_SELFPLAY.depth,
    )
    .option('--noise <centidiscs>', 'evaluation noise amplitude', integer(0), DEFAULT_SELFPLAY.noise)
    .option('--epsilon <p>', 'probability of a random move', decimal(0, 1), DEFAULT_SELFPLAY.epsilon)
    .option('--random <a-b>', 'random opening moves, from a to b', randomRange, [
      DEFAULT_SELFPLAY.randomMin,
      DEFAULT_SELFPLAY.randomMax,
    ])
    .option('--weights <file>', 'weights file of the learned evaluation that plays (default: hand-written)')
    .option('--out <dir>', 'folder of the shards', join(ROOT, 'data/train'));
}

/** A commander parser for `--random 2-8`. */
function randomRange(text: string): [number, number] {
  const m = /^(\d+)-(\d+)$/.exec(text.trim());
  if (!m || Number(m[1]) > Number(m[2]))
    throw new InvalidArgumentError(`a range of opening moves like 4-14 is needed, got '${text}'`);
  return [Number(m[1]), Number(m[2])];
}

/** The options of a parsed generation command. */
export function generateOptions(command: Command): GenerateOptions {
  const o = command.opts<{
    job: number;
    of: number;
    seed: number;
    shards: number;
    games: number;
    workers: number;
    cut: number;
    depth: number;
    noise: number;
    epsilon: number;
    random: [number, number];
    weights?: string;
    out: string;
  }>();
  return {
    job: o.job,
    of: o.of,
    seed: o.seed,
    shards: o.shards,
    games: o.games,
    workers: o.workers,
    out: o.out,
    weights: o.weights ?? null,
    selfplay: {
      ...DEFAULT_SELFPLAY,
      randomMin: o.random[0],
      randomMax: o.random[1],
      cutEmpties: o.cut,
      depth: o.depth,
      noise: o.noise,
      epsilon: o.epsilon,
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

/** Transposition table size of self-play and labelling. */
export const SELF_PLAY_HASH_BITS = 16;

/** A kernel set up for self-play: small hash, and the learned evaluation of `weights` when given. */
export async function selfPlayKernel(weights: string | null): Promise<Kernel> {
  const kernel = await loadKernel(kernelWasmPath());
  kernel.setHashBits(SELF_PLAY_HASH_BITS);
  if (weights !== null) {
    if (!installWeights(kernel, await loadWeights(weights)))
      throw new Error(`generate: the kernel rejected the weights file ${weights}`);
    kernel.setEvaluator('learned');
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
  await generate(generateOptions(generateCommand().parse()));
