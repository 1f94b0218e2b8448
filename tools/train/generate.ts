// Self-play data generation: `node --import tsx tools/train/generate.ts --job 0 --of 1 --seed 1
// --shards 100 --games 400 --workers 2 [--cut 14] [--depth 2] [--noise 150] [--epsilon 0.04]
// [--out data/train]`. Different play settings need different seeds (the folder is named by seed).
// The run is `shards` shards of `games` games each; job k of n makes the shards whose index is k mod n,
// so jobs on many machines split one run and their folders merge by copying. A shard's games depend
// only on (seed, shard index), shards are written atomically, and existing shards are skipped, so a
// stopped job resumes where it was. One worker thread per core plays the games with the wasm kernel.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Command } from 'commander';
import { kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
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
  selfplay: SelfPlayOptions;
}

interface WorkerInput {
  out: string;
  seed: number;
  games: number;
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
    .option('--out <dir>', 'folder of the shards', join(ROOT, 'data/train'));
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
    selfplay: { ...DEFAULT_SELFPLAY, cutEmpties: o.cut, depth: o.depth, noise: o.noise, epsilon: o.epsilon },
  };
}

/** Plays the games of one shard and writes it; returns counts for the log. */
async function makeShard(
  input: WorkerInput,
  shard: number,
  play: typeof playGame,
  kernel: Parameters<typeof playGame>[0],
) {
  const rng = new Rng(input.seed, shard);
  const w = new ShardWriter();
  let exact = 0;
  for (let g = 0; g < input.games; g++) {
    const game = play(kernel, rng, input.selfplay);
    for (let i = 0; i < game.labels.length; i++) w.push(game.players[i], game.opponents[i], game.labels[i]);
    if (game.exactFrom >= 0) exact += game.labels.length - game.exactFrom;
  }
  writeAtomic(shardPath(input.out, input.seed, shard), w.bytes());
  return { positions: w.count, exact };
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
  const input: WorkerInput = { out: opt.out, seed: opt.seed, games: opt.games, selfplay: opt.selfplay };
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

async function workerMain(): Promise<void> {
  const input = workerData as WorkerInput;
  const kernel = await loadKernel(kernelWasmPath());
  kernel.setHashBits(16);
  parentPort!.on('message', async (shard: number) => {
    const t = performance.now();
    const r = await makeShard(input, shard, playGame, kernel);
    parentPort!.postMessage({ shard, positions: r.positions, exact: r.exact, ms: performance.now() - t });
  });
}

if (!isMainThread && (workerData as { entry?: string } | null)?.entry === import.meta.url) void workerMain();
else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  await generate(generateOptions(generateCommand().parse()));
