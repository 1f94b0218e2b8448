// The pipeline's jobs over a job queue (BullMQ over Redis), for compute that outgrows one machine.
// One machine without Redis stays the default (generate.ts, label.ts); with a Redis server reachable
// from every machine, workers anywhere take jobs and a coordinator collects the results:
//
//   node --import tsx tools/train/queue.ts worker --redis redis://HOST:6379 [--processes 2] [--out data/train]
//   node --import tsx tools/train/queue.ts generate --redis redis://HOST:6379 [--runs 3]   (RUNS of runs.ts)
//   node --import tsx tools/train/queue.ts label --redis redis://HOST:6379 --from 3 --to 4 --shards 40 --min 21 --max 22
//
// Jobs are named by what they make (`generate-s3-00017`), so adding a job twice is a no-op, and a
// coordinator that is stopped and started again finds the finished ones with their results. Each job
// returns its shard (the same 17-byte records as a local run, byte for byte: a shard depends only on
// its seed, index and settings); the worker writes it into its own data/train/ and the coordinator
// into its own, so the folders merge as they do today. A job kind is an entry of `JobKinds` (its input
// and its output) and of the handler table; `book` (search a round of the opening book's positions,
// tools/train/book.ts) is one: its shard is a book file, written under book/ of the worker's folder.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Command } from 'commander';
import { Redis } from 'ioredis';
import type { Position } from '../../src/core/index.js';
import type { Kernel } from '../../src/engine/kernel.js';
import { clearMpc } from '../../src/engine/mpc.js';
import { weightsUrl } from '../../src/engine/weights.js';
import {
  BOOK_HASH_BITS,
  type BookBuildOptions,
  installBookMpc,
  packPositions,
  searchBatch,
  unpackPositions,
} from './book.js';
import { playShard, SELF_PLAY_HASH_BITS, selfPlayKernel } from './generate.js';
import { type LabelRange, labelRecords } from './label.js';
import { integer } from './options.js';
import { RUNS } from './runs.js';
import type { SelfPlayOptions } from './selfplay.js';
import { readShard, shardPath, writeAtomic } from './shards.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Name of the queue in Redis. */
export const QUEUE_NAME = 'wedge-train';

/** A weights file named by its path in the repository and checked by its SHA-256 on the worker. */
export interface WeightsRef {
  path: string;
  sha256: string;
}

/** Play the games of one shard of a self-play run. */
export interface GenerateJob {
  kind: 'generate';
  seed: number;
  shard: number;
  games: number;
  weights: WeightsRef | null;
  selfplay: SelfPlayOptions;
}

/** Solve the positions of one shard in an empties range (the records travel with the job). */
export interface LabelJob {
  kind: 'label';
  /** Run the labelled shard belongs to (its folder s<seed>). */
  seed: number;
  shard: number;
  /** The source records, base64. */
  records: string;
  range: LabelRange;
  /** Orders the solver's moves (the labels are exact either way). */
  weights: WeightsRef | null;
}

/** Search a round of the opening book's positions (every legal move of each, to a depth). */
export interface BookJob {
  kind: 'book';
  /** The book's depth names its folder (book/d<depth>) as a run's seed names its shards'. */
  seed: number;
  /** The round. */
  shard: number;
  /** The positions, 16 bytes each (tools/train/book.ts's packPositions), base64. */
  positions: string;
  depth: number;
  weights: WeightsRef | null;
  /** The Multi-ProbCut parameters' text (an mpc.json fitted with the weights); absent: full width. */
  mpc?: string;
}

/** A finished shard. */
export interface ShardResult {
  seed: number;
  shard: number;
  positions: number;
  /** The shard's bytes, base64. */
  bytes: string;
}

/** Every job kind: its input and its output. */
export interface JobKinds {
  generate: { input: GenerateJob; output: ShardResult };
  label: { input: LabelJob; output: ShardResult };
  book: { input: BookJob; output: ShardResult & { kind: 'book' } };
}

export type JobKind = keyof JobKinds;
export type TrainJob = JobKinds[JobKind]['input'];
export type TrainResult = JobKinds[JobKind]['output'];

/** What a worker gives a handler: kernels (one per weights file) and a pause that lets the job's
 *  lock be renewed during long CPU work. */
export interface WorkerContext {
  kernel(weights: WeightsRef | null): Promise<Kernel>;
  between: () => Promise<void>;
}

type Handlers = {
  [K in JobKind]: (job: JobKinds[K]['input'], ctx: WorkerContext) => Promise<JobKinds[K]['output']>;
};

const b64 = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.length).toString('base64');
const unb64 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64'));

/** The work of each kind, the same on every machine. */
export const HANDLERS: Handlers = {
  async generate(job, ctx) {
    const k = await ctx.kernel(job.weights);
    const r = await playShard(k, job.seed, job.shard, job.games, job.selfplay, ctx.between);
    return { seed: job.seed, shard: job.shard, positions: r.positions, bytes: b64(r.bytes) };
  },
  async label(job, ctx) {
    const k = await ctx.kernel(job.weights);
    const r = await labelRecords(k, unb64(job.records), job.range, ctx.between);
    return { seed: job.seed, shard: job.shard, positions: r.positions, bytes: b64(r.bytes) };
  },
  async book(job, ctx) {
    const k = await ctx.kernel(job.weights);
    const positions = unpackPositions(unb64(job.positions));
    // A node's values depend on the table size: the book's own, then self-play's again for other kinds.
    k.setHashBits(BOOK_HASH_BITS);
    if (job.mpc && job.weights) installBookMpc(k, job.mpc, readFileSync(weightsPath(job.weights)));
    try {
      const bytes = await searchBatch(k, positions, job.depth, `book shard, depth ${job.depth}`, ctx.between);
      return {
        kind: 'book',
        seed: job.seed,
        shard: job.shard,
        positions: positions.length,
        bytes: b64(bytes),
      };
    } finally {
      // The worker's kernel serves the other kinds too, which search full width.
      clearMpc(k);
      k.setHashBits(SELF_PLAY_HASH_BITS);
    }
  },
};

/** Where a finished result is written under a folder: a run's shards by seed, a book's under book/. */
export function resultPath(out: string, r: TrainResult): string {
  return 'kind' in r && r.kind === 'book'
    ? join(out, 'book', `d${r.seed}`, `shard-${String(r.shard).padStart(5, '0')}.bin`)
    : shardPath(out, r.seed, r.shard);
}

/** The job of one round of the book builder. */
export function bookJob(
  o: Pick<BookBuildOptions, 'depth' | 'weights' | 'mpc'>,
  positions: Position[],
  round: number,
): BookJob {
  return {
    kind: 'book',
    seed: o.depth,
    shard: round,
    positions: b64(packPositions(positions)),
    depth: o.depth,
    weights: o.weights === null ? null : weightsRef(o.weights),
    ...(o.mpc && o.weights ? { mpc: readFileSync(o.mpc, 'utf8') } : {}),
  };
}

/** The id of a job: what it makes, so the same job is never queued twice. */
export function jobId(job: TrainJob): string {
  return `${job.kind}-s${job.seed}-${String(job.shard).padStart(5, '0')}`;
}

/** A weights file of the repository (or an absolute path) with its checksum. */
export function weightsRef(path: string): WeightsRef {
  return {
    path,
    sha256: createHash('sha256')
      .update(readFileSync(weightsPath({ path })))
      .digest('hex'),
  };
}

/** Where a weights file named by a job is on this machine. */
const weightsPath = (w: Pick<WeightsRef, 'path'>): string =>
  isAbsolute(w.path) ? w.path : join(ROOT, w.path);

/** Opens Redis connections to one server; BullMQ's queue, worker and event listener each take their own. */
export type Connect = () => Redis;

/** Connections to the server at a redis://host:port URL (checked here, connected on first use). */
export function connection(url: string): Connect {
  const u = new URL(url);
  if (u.protocol !== 'redis:') throw new Error(`queue: --redis must be a redis://host:port URL, got ${url}`);
  const port = Number(u.port || 6379);
  return () => {
    // BullMQ's blocking commands need requests that never give up on their own; reconnecting gives up
    // after about a minute, and the first failure of a connection is reported once.
    const r = new Redis({
      host: u.hostname,
      port,
      maxRetriesPerRequest: null,
      retryStrategy: (times) => (times > 30 ? null : Math.min(2000, times * 200)),
    });
    let told = false;
    r.on('error', (e: Error) => {
      if (!told) console.error(`queue: redis at ${url}: ${e.message}`);
      told = true;
    });
    r.on('ready', () => {
      told = false;
    });
    return r;
  };
}

/** Takes jobs until closed; writes each finished shard under `out` as well as returning it. */
export function startWorker(
  conn: Connect,
  out: string,
  log: (s: string) => void = () => {},
): Worker<TrainJob, TrainResult> {
  const kernels = new Map<string, Promise<Kernel>>();
  const ctx: WorkerContext = {
    kernel(w) {
      const key = w ? `${w.path}@${w.sha256}` : '';
      let k = kernels.get(key);
      if (!k) {
        k = (async () => {
          if (w) {
            const here = weightsRef(w.path).sha256;
            if (here !== w.sha256)
              throw new Error(
                `queue: ${w.path} differs on this machine (sha256 ${here}, job wants ${w.sha256})`,
              );
          }
          return selfPlayKernel(w ? weightsPath(w) : null);
        })();
        kernels.set(key, k);
      }
      return k;
    },
    between: () => new Promise<void>((resolve) => setImmediate(resolve)),
  };
  const redis = conn();
  const worker = new Worker<TrainJob, TrainResult>(
    QUEUE_NAME,
    async (job: Job<TrainJob, TrainResult>) => {
      const t = performance.now();
      const handler = HANDLERS[job.data.kind] as (j: TrainJob, c: WorkerContext) => Promise<TrainResult>;
      if (!handler) throw new Error(`queue: unknown job kind ${job.data.kind}`);
      const r = await handler(job.data, ctx);
      writeAtomic(resultPath(out, r), unb64(r.bytes));
      log(`${job.id}: ${r.positions} positions in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      return r;
    },
    // Jobs run for minutes of CPU; handlers yield between games or solves so the lock is renewed,
    // and a generous lock covers the longest single solve.
    { connection: redis, concurrency: 1, lockDuration: 300_000 },
  );
  // BullMQ leaves a connection it was given open.
  worker.on('closed', () => redis.disconnect());
  return worker;
}

/** Queues the jobs (skipping those already queued or finished), waits for each and hands its result to
 *  `done`; rejects with the first job that failed after its retries. */
export async function runJobs(
  conn: Connect,
  jobs: TrainJob[],
  done: (r: TrainResult) => void,
): Promise<void> {
  const redis = [conn(), conn()];
  const queue = new Queue<TrainJob, TrainResult>(QUEUE_NAME, { connection: redis[0] });
  const events = new QueueEvents(QUEUE_NAME, { connection: redis[1] });
  try {
    await events.waitUntilReady();
    const added = await Promise.all(
      jobs.map((data) => queue.add(data.kind, data, { jobId: jobId(data), attempts: 3 })),
    );
    await Promise.all(
      added.map(async (job) => {
        // A job finished before this coordinator started has its result stored with it.
        const fresh = await queue.getJob(job.id!);
        const r = fresh?.returnvalue ? fresh.returnvalue : await job.waitUntilFinished(events);
        done(r);
      }),
    );
  } finally {
    await events.close();
    await queue.close();
    for (const r of redis) r.disconnect();
  }
}

/** Writes a finished shard into `out` unless it is there already. */
export function saveShard(out: string, r: TrainResult): void {
  const path = resultPath(out, r);
  if (!existsSync(path)) writeAtomic(path, unb64(r.bytes));
}

/** The generate jobs of the pipeline's runs whose shards are missing under `out`. */
export function generateJobs(out: string, seeds: number[] | null): GenerateJob[] {
  const jobs: GenerateJob[] = [];
  for (const { seed, shards, games, weights, ...selfplay } of RUNS) {
    if (seeds !== null && !seeds.includes(seed)) continue;
    const ref = weights === null ? null : weightsRef(weights);
    for (let shard = 0; shard < shards; shard++)
      if (!existsSync(shardPath(out, seed, shard)))
        jobs.push({ kind: 'generate', seed, shard, games, weights: ref, selfplay });
  }
  return jobs;
}

/** The label jobs for the shards of run `from` whose labelled copy in run `to` is missing. */
export function labelJobs(
  out: string,
  from: number,
  to: number,
  shards: number,
  range: LabelRange,
): LabelJob[] {
  const jobs: LabelJob[] = [];
  const weights = weightsRef(fileURLToPath(weightsUrl()));
  for (let shard = 0; shard < shards; shard++) {
    const src = shardPath(out, from, shard);
    if (existsSync(src) && !existsSync(shardPath(out, to, shard)))
      jobs.push({ kind: 'label', seed: to, shard, records: b64(readShard(src)), range, weights });
  }
  return jobs;
}

async function main(): Promise<void> {
  const log = (s: string): void => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);
  const program = new Command('queue').description("the training pipeline's jobs over BullMQ/Redis");
  const common = (c: Command): Command =>
    c
      .requiredOption('--redis <url>', 'the Redis server, redis://host:port')
      .option('--out <dir>', 'folder of the shards', join(ROOT, 'data/train'));
  common(program.command('worker').description('take jobs until stopped'))
    .option('--processes <n>', 'worker processes (one per core)', integer(1, 64), 1)
    .action((o: { redis: string; out: string; processes: number }) => {
      if (o.processes > 1) {
        // One kernel per core: the same command, n times, each a single-job worker.
        const args = ['worker', '--redis', o.redis, '--out', o.out];
        for (let i = 0; i < o.processes; i++) fork(process.argv[1], args, { execArgv: process.execArgv });
        return;
      }
      const w = startWorker(connection(o.redis), o.out, log);
      log(`worker ${process.pid}: waiting for jobs on ${o.redis}`);
      const stop = async (): Promise<void> => {
        await w.close();
        process.exit(0);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
  const collect = async (o: { redis: string; out: string }, jobs: TrainJob[]): Promise<void> => {
    log(`${jobs.length} jobs to run`);
    let n = 0;
    await runJobs(connection(o.redis), jobs, (r) => {
      saveShard(o.out, r);
      log(`s${r.seed} shard ${r.shard}: ${r.positions} positions (${++n}/${jobs.length})`);
    });
  };
  common(program.command('generate').description("queue the missing shards of the pipeline's runs"))
    .option('--runs <list>', 'only these runs, e.g. 3')
    .action((o: { redis: string; out: string; runs?: string }) =>
      collect(o, generateJobs(o.out, o.runs ? o.runs.split(',').map(Number) : null)),
    );
  common(program.command('label').description("queue exact labels of a run's positions as another run"))
    .option('--from <seed>', 'run whose shards are labelled', integer(0), 3)
    .option('--to <seed>', 'run of the labelled shards', integer(0), 4)
    .option('--shards <n>', 'shards of the run', integer(1), 40)
    .option('--min <empties>', 'fewest empties solved', integer(0, 60), 21)
    .option('--max <empties>', 'most empties solved', integer(0, 60), 22)
    .action(
      (o: {
        redis: string;
        out: string;
        from: number;
        to: number;
        shards: number;
        min: number;
        max: number;
      }) => collect(o, labelJobs(o.out, o.from, o.to, o.shards, { minEmpties: o.min, maxEmpties: o.max })),
    );
  await program.showHelpAfterError().parseAsync();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
