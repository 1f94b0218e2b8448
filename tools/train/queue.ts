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
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { Redis } from 'ioredis';
import { quote } from '../../src/core/index.js';
import type { Kernel } from '../../src/engine/kernel.js';
import { clearMpc } from '../../src/engine/mpc.js';
import { weightsUrl } from '../../src/engine/weights.js';
import { BOOK_HASH_BITS, installBookMpc, searchBatch, unpackPositions } from './book-search.js';
import { playShard, SELF_PLAY_HASH_BITS, selfPlayKernel } from './generate.js';
import { type LabelRange, labelRecords } from './label.js';
import { integer } from './options.js';
import {
  b64,
  findWeights,
  type GenerateJob,
  type JobKind,
  type JobKinds,
  jobId,
  type LabelJob,
  parseJob,
  parseResult,
  QueueError,
  resultPath,
  type TrainJob,
  type TrainResult,
  unb64,
  type WeightsRef,
  weightsRef,
} from './queue-jobs.js';
import { RUNS } from './runs.js';
import { readShard, shardPath, writeAtomic } from './shards.js';

export * from './queue-jobs.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Name of the queue in Redis. */
export const QUEUE_NAME = 'wedge-train';

/** What a worker gives a handler: kernels (one per weights file) and a pause that lets the job's
 *  lock be renewed during long CPU work. */
export interface WorkerContext {
  kernel(weights: WeightsRef | null): Promise<Kernel>;
  between: () => Promise<void>;
}

type Handlers = {
  [K in JobKind]: (job: JobKinds[K]['input'], ctx: WorkerContext) => Promise<JobKinds[K]['output']>;
};

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
    if (job.mpc && job.weights) installBookMpc(k, job.mpc, readFileSync(findWeights(job.weights)));
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

/** How often a connection to Redis is tried before the command gives up (`--retries`): 20 tries,
 * 0.25 s apart at first and 2 s at most, about half a minute of a server nobody answers. */
export const DEFAULT_RETRIES = 20;
const retryDelayMs = (times: number): number => Math.min(2000, times * 250);

/** Opens Redis connections to one server (BullMQ's queue, worker and event listener each take their
 * own), and says, once, when the retry budget is spent: `gaveUp` rejects with one line naming the
 * server and the error. */
export interface Connect {
  (): Redis;
  readonly url: string;
  readonly gaveUp: Promise<never>;
}

/** Connections to the server at a redis://host:port URL (checked here, connected on first use). A
 * connection that cannot be made or is lost is tried again `retries` times, then given up. */
export function connection(url: string, options: { retries?: number } = {}): Connect {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new QueueError(`queue: --redis ${quote(url)} is not a redis://host:port URL`);
  }
  if (u.protocol !== 'redis:' || u.hostname === '')
    throw new QueueError(`queue: --redis ${quote(url)} is not a redis://host:port URL`);
  const retries = options.retries ?? DEFAULT_RETRIES;
  const port = Number(u.port || 6379);
  let lastError = 'no answer';
  let giveUp!: (e: QueueError) => void;
  const gaveUp = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  // Nobody may be waiting on it (a worker closed in a test): no unhandled rejection.
  gaveUp.catch(() => {});
  const connect = (() => {
    // BullMQ's blocking commands need requests that never give up on their own; the connection itself
    // gives up after the retry budget, and the command says so once (no stack, no repeats).
    const r = new Redis({
      host: u.hostname,
      port,
      maxRetriesPerRequest: null,
      retryStrategy: (times) => (times > retries ? null : retryDelayMs(times)),
    });
    r.on('error', (e: Error) => {
      lastError = e.message;
    });
    r.on('end', () => {
      if (r.status === 'end' && !closing.has(r))
        giveUp(
          new QueueError(
            `queue: redis at ${url}: ${lastError}; gave up after ${retries} ${retries === 1 ? 'try' : 'tries'}`,
          ),
        );
    });
    return r;
  }) as Connect;
  Object.defineProperties(connect, { url: { value: url }, gaveUp: { value: gaveUp } });
  return connect;
}

/** Connections closed on purpose, whose end is not a failure. */
const closing = new WeakSet<Redis>();
const closeRedis = (r: Redis): void => {
  closing.add(r);
  r.disconnect();
};

/** Takes jobs until closed; checks each job (parseJob) and writes each finished shard under `out` as
 *  well as returning it. A job that does not check out fails at once, saying why, and writes nothing. */
export function startWorker(
  conn: Connect,
  out: string,
  log: (s: string) => void = () => {},
): Worker<TrainJob, TrainResult> {
  const kernels = new Map<string, Promise<Kernel>>();
  const ctx: WorkerContext = {
    kernel(w) {
      const key = w ? w.sha256 : '';
      let k = kernels.get(key);
      if (!k) {
        // The weights are this machine's file with the job's hash: a job names no path.
        k = (async () => selfPlayKernel(w ? findWeights(w) : null))();
        kernels.set(key, k);
        k.catch(() => kernels.delete(key));
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
      const data = parseJob(job.data);
      if (!data.ok) throw new QueueError(`queue: not a valid job: ${data.error}`);
      const handler = HANDLERS[data.value.kind] as (j: TrainJob, c: WorkerContext) => Promise<TrainResult>;
      const r = await handler(data.value, ctx);
      writeAtomic(resultPath(out, r), unb64(r.bytes));
      log(`${job.id}: ${r.positions} positions in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      return r;
    },
    // Jobs run for minutes of CPU; handlers yield between games or solves so the lock is renewed,
    // and a generous lock covers the longest single solve.
    { connection: redis, concurrency: 1, lockDuration: 300_000 },
  );
  // Connection errors are the connection's to report (once, when it gives up), not an 'error' event's.
  worker.on('error', () => {});
  // BullMQ leaves a connection it was given open.
  worker.on('closed', () => closeRedis(redis));
  return worker;
}

/** Queues the jobs (skipping those already queued or finished), waits for each and hands its result,
 *  checked against its job (parseResult), to `done`; rejects with the first job that failed after its
 *  retries, a result that does not check out, or the connection given up. */
export async function runJobs(
  conn: Connect,
  jobs: TrainJob[],
  done: (r: TrainResult) => void,
): Promise<void> {
  const redis = [conn(), conn()];
  const queue = new Queue<TrainJob, TrainResult>(QUEUE_NAME, { connection: redis[0] });
  const events = new QueueEvents(QUEUE_NAME, { connection: redis[1] });
  queue.on('error', () => {});
  events.on('error', () => {});
  const work = async (): Promise<void> => {
    await events.waitUntilReady();
    const added = await Promise.all(
      jobs.map((data) => queue.add(data.kind, data, { jobId: jobId(data), attempts: 3 })),
    );
    await Promise.all(
      added.map(async (job, i) => {
        // A job finished before this coordinator started has its result stored with it.
        const fresh = await queue.getJob(job.id!);
        const answer = fresh?.returnvalue ? fresh.returnvalue : await job.waitUntilFinished(events);
        const r = parseResult(answer, jobs[i]);
        if (!r.ok) throw new QueueError(`queue: not a valid result of ${jobId(jobs[i])}: ${r.error}`);
        done(r.value);
      }),
    );
  };
  try {
    // A server not reached yet or lost for a while: wait for it within the retry budget and go again
    // (the jobs are named by what they make, so queuing them twice adds nothing).
    for (;;) {
      try {
        await Promise.race([work(), conn.gaveUp]);
        break;
      } catch (error) {
        if (error instanceof QueueError || redis.every((r) => r.status === 'ready')) throw error;
        await Promise.race([Promise.all(redis.map(ready)), conn.gaveUp]);
      }
    }
  } finally {
    for (const r of redis) closing.add(r);
    // Closing waits on the server; a server that is gone has nothing to wait for.
    if (redis.every((r) => r.status === 'ready')) {
      await events.close();
      await queue.close();
    }
    for (const r of redis) closeRedis(r);
  }
}

/** Resolves when a connection is ready (again). */
const ready = (r: Redis): Promise<void> =>
  r.status === 'ready' ? Promise.resolve() : new Promise((resolve) => r.once('ready', () => resolve()));

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

/** Reads `--runs 3,5`: seeds of runs.ts's runs. */
const runList = (text: string): number[] => {
  const known = RUNS.map((r) => r.seed);
  const seeds = text.split(',').map((part) => part.trim());
  for (const seed of seeds)
    if (!/^\d+$/.test(seed) || !known.includes(Number(seed)))
      throw new InvalidArgumentError(
        `expected seeds of the runs of runs.ts (${known.join(', ')}), comma-separated`,
      );
  return seeds.map(Number);
};

/** A worker stops when told (SIGTERM, SIGINT) whatever it is doing, connected or not: the job it had
 *  goes back to the queue when its lock runs out, and another worker takes it. */
const STOP_GRACE_MS = 3000;

async function main(): Promise<void> {
  const log = (s: string): void => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);
  const program = new Command('queue').description("the training pipeline's jobs over BullMQ/Redis");
  // Bad usage (an unknown option, --runs abc) exits 2, as the queue's own usage errors do.
  program.exitOverride((e) => {
    throw e.exitCode === 0 ? e : new CommanderError(2, e.code, e.message);
  });
  const common = (c: Command): Command =>
    c
      .requiredOption('--redis <url>', 'the Redis server, redis://host:port')
      .option('--out <dir>', 'folder of the shards', join(ROOT, 'data/train'))
      .option(
        '--retries <n>',
        `tries to reach the server before giving up (exit 1), 0.25-2 s apart (default ${DEFAULT_RETRIES}: about half a minute)`,
        integer(0, 1_000_000),
        DEFAULT_RETRIES,
      );
  common(program.command('worker').description('take jobs until stopped'))
    .option('--processes <n>', 'worker processes (one per core)', integer(1, 64), 1)
    .action((o: { redis: string; out: string; processes: number; retries: number }) => {
      const conn = connection(o.redis, { retries: o.retries });
      if (o.processes > 1) {
        // One kernel per core: the same command, n times, each a single-job worker; a signal to this
        // process is passed on to them, and it ends when they have.
        const args = ['worker', '--redis', o.redis, '--out', o.out, '--retries', String(o.retries)];
        const children: ChildProcess[] = [];
        let code = 0;
        for (let i = 0; i < o.processes; i++) {
          const child = fork(process.argv[1], args, { execArgv: process.execArgv });
          child.on('exit', (c) => {
            code = Math.max(code, c ?? 0);
            if (children.every((ch) => ch.exitCode !== null || ch.signalCode !== null)) process.exit(code);
          });
          children.push(child);
        }
        for (const signal of ['SIGINT', 'SIGTERM'] as const)
          process.on(signal, () => {
            for (const child of children) child.kill(signal);
          });
        return;
      }
      const w = startWorker(conn, o.out, log);
      log(`worker ${process.pid}: waiting for jobs on ${o.redis}`);
      conn.gaveUp.catch((e: Error) => {
        console.error(e.message);
        process.exit(1);
      });
      let stopping = false;
      const stop = (): void => {
        if (stopping) return;
        stopping = true;
        // Not waiting on the job in hand nor on a server that is gone: close, and go regardless.
        setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
        void w
          .close(true)
          .catch(() => {})
          .then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
  const collect = async (
    o: { redis: string; out: string; retries: number },
    jobs: () => TrainJob[],
  ): Promise<void> => {
    const conn = connection(o.redis, { retries: o.retries });
    const todo = jobs();
    log(`${todo.length} jobs to run`);
    let n = 0;
    await runJobs(conn, todo, (r) => {
      saveShard(o.out, r);
      log(`s${r.seed} shard ${r.shard}: ${r.positions} positions (${++n}/${todo.length})`);
    });
  };
  common(program.command('generate').description("queue the missing shards of the pipeline's runs"))
    .option('--runs <list>', 'only these runs of runs.ts, e.g. 3 or 3,5', runList)
    .action((o: { redis: string; out: string; retries: number; runs?: number[] }) =>
      collect(o, () => generateJobs(o.out, o.runs ?? null)),
    );
  common(program.command('label').description("queue exact labels of a run's positions as another run"))
    .option('--from <seed>', 'run whose shards are labelled', integer(0, 999_999), 3)
    .option('--to <seed>', 'run of the labelled shards', integer(0, 999_999), 4)
    .option('--shards <n>', 'shards of the run', integer(1, 100_000), 40)
    .option('--min <empties>', 'fewest empties solved', integer(0, 60), 21)
    .option('--max <empties>', 'most empties solved', integer(0, 60), 22)
    .action(
      (o: {
        redis: string;
        out: string;
        retries: number;
        from: number;
        to: number;
        shards: number;
        min: number;
        max: number;
      }) => {
        if (o.min > o.max) throw new QueueError(`queue: --min ${o.min} is above --max ${o.max}`);
        return collect(o, () =>
          labelJobs(o.out, o.from, o.to, o.shards, { minEmpties: o.min, maxEmpties: o.max }),
        );
      },
    );
  try {
    await program.showHelpAfterError().parseAsync();
  } catch (error) {
    if (error instanceof CommanderError) process.exit(error.exitCode);
    // The queue's own failures are one line for people; a bad URL or option is bad usage (exit 2).
    if (!(error instanceof QueueError)) throw error;
    console.error(error.message);
    process.exit(/ is not a redis:| is above /.test(error.message) ? 2 : 1);
  }
  // A coordinator whose jobs are done ends here, whatever timers its connections left.
  if (process.argv[2] !== 'worker') process.exit(0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
