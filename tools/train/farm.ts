// The data farm: the job queue's workers and coordinator on this machine, started and stopped by one
// command (docs/learned-evaluation.md):
//
//   node --import tsx tools/train/farm.ts [--workers 2] [--runs 5] [--nice 19] [--out data/train] [--redis URL]
//   npm run farm -- --runs 1,2,3,5           (the same)
//   node --import tsx tools/train/farm.ts report [--out data/train]   (data made and its cost)
//
// Without --redis it starts a redis-server of its own (Debian's, on a free port of 127.0.0.1, in a
// temporary folder, nothing persisted: the shards on disk are the state, and a farm started again
// queues only the missing ones). It starts --workers processes that take the queue's jobs
// (tools/train/queue.ts), each lowered to --nice (in a session of its own, whose scheduling group is
// lowered too: see `lower`), and the coordinator, which queues the missing shards
// of the runs (tools/train/runs.ts) a few at a time: never more than one a worker is waiting, so a job
// that another coordinator queues on the same server (a `book` round of tools/train/book.ts --redis URL)
// is taken next rather than after a thousand shards. --no-generate starts the workers only.
// Ctrl-C (or SIGTERM) once: no new jobs, the workers finish their shard and stop, then the server;
// twice: the workers stop at once (their shards in progress are played again next time). A worker that
// dies is started again. Each finished job appends a line to <out>/farm-log.jsonl: the job, its
// positions, its wall and CPU seconds (the worker process's own), the host; `report` sums it by run.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { hostname, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Job } from 'bullmq';
import { Command } from 'commander';
import { integer } from './options.js';
import {
  connection,
  generateJobs,
  jobId,
  runJobs,
  saveShard,
  startWorker,
  type TrainJob,
  type TrainResult,
} from './queue.js';
import { RUNS } from './runs.js';
import { listShards, RECORD_BYTES } from './shards.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const SELF = fileURLToPath(import.meta.url);

/** The file of the farm's cost records under the shards' folder. */
export const FARM_LOG = 'farm-log.jsonl';

/** One finished job as the worker saw it. */
export interface FarmRecord {
  job: string;
  kind: string;
  seed: number;
  shard: number;
  positions: number;
  /** Wall-clock and CPU seconds of the job in its worker process. */
  wall: number;
  cpu: number;
  host: string;
  /** ISO time of the end. */
  at: string;
}

const stamp = (): string => new Date().toISOString().slice(11, 19);

/**
 * Lowers a process to `nice`: its own niceness, and on Linux with autogroups (the kernel's
 * sched_autogroup_enabled, on by default) the niceness of its session's group as well, since the CPU
 * is shared between sessions first and a niceness counts only within its session. The farm starts its
 * processes each in a session of its own for this (so the terminal's session keeps its priority).
 */
export function lower(pid: number, nice: number): void {
  setPriority(pid, nice);
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // No autogroups here (another system, or scheduling without them): the niceness is enough.
  }
}

/** A free TCP port of 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** A redis-server of our own on a free local port, in a temporary folder, persisting nothing. */
export async function startRedis(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'wedge-farm-'));
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    // A session of its own (see lower); it is stopped with the farm.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server.on('error', (e) =>
      reject(new Error(`farm: cannot start redis-server (apt-get install redis-server): ${e.message}`)),
    );
    server.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`farm: redis-server exited with ${code}: ${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: server.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) resolve();
        else server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }).then(() => rmSync(dir, { recursive: true, force: true })),
  };
}

/** A farm worker process (the hidden `worker` command): the queue's worker, one job at a time, which
 *  appends each finished job's cost to the farm log. The parent stops it through its IPC channel:
 *  'finish' (the job in progress first) or 'now'; a parent that is gone counts as 'now'. */
async function workerProcess(o: { redis: string; out: string }): Promise<void> {
  const log = (s: string): void => console.log(`[${stamp()}] worker ${process.pid}: ${s}`);
  const worker = startWorker(connection(o.redis), o.out, log);
  let start = { wall: 0, cpu: process.cpuUsage() };
  worker.on('active', () => {
    start = { wall: performance.now(), cpu: process.cpuUsage() };
  });
  worker.on('completed', (job: Job<TrainJob, TrainResult>, r: TrainResult) => {
    const cpu = process.cpuUsage(start.cpu);
    const rec: FarmRecord = {
      job: job.id ?? jobId(job.data),
      kind: job.data.kind,
      seed: r.seed,
      shard: r.shard,
      positions: r.positions,
      wall: Math.round(performance.now() - start.wall) / 1000,
      cpu: Math.round((cpu.user + cpu.system) / 1000) / 1000,
      host: hostname(),
      at: new Date().toISOString(),
    };
    appendFileSync(join(o.out, FARM_LOG), `${JSON.stringify(rec)}\n`);
  });
  worker.on('failed', (job, e) => log(`${job?.id ?? 'a job'} failed: ${e.message}`));
  let stopping = false;
  const stop = async (now: boolean): Promise<void> => {
    if (stopping && !now) return;
    stopping = true;
    log(now ? 'stopping now' : 'finishing its job, then stopping');
    await worker.close(now);
    process.exit(0);
  };
  process.on('message', (m) => void stop(m === 'now'));
  process.on('disconnect', () => void stop(true));
  // The farm tells its workers when to stop (they run in sessions of their own, out of a terminal's reach).
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => void stop(false));
  log(`waiting for jobs on ${o.redis}`);
}

interface FarmOptions {
  workers: number;
  nice: number;
  runs: string;
  out: string;
  redis?: string;
  generate: boolean;
}

/** The farm: a server (unless given), workers and the coordinator, until the jobs are done or it is stopped. */
async function farm(o: FarmOptions): Promise<void> {
  const log = (s: string): void => console.log(`[${stamp()}] farm: ${s}`);
  const seeds = o.runs === 'all' ? null : o.runs.split(',').map(Number);
  for (const s of seeds ?? [])
    if (!RUNS.some((r) => r.seed === s))
      throw new Error(`farm: no run ${s} in tools/train/runs.ts (${RUNS.map((r) => r.seed).join(', ')})`);
  // The coordinator is lowered too (its niceness only: its session may be a terminal's); it only waits.
  setPriority(o.nice);
  const own = o.redis === undefined ? await startRedis() : null;
  const url = o.redis ?? own!.url;
  if (own) lower(own.pid, o.nice);
  log(`${own ? 'started redis-server at' : 'using'} ${url}; ${o.workers} workers at nice ${o.nice}`);

  let stopping: 'no' | 'finish' | 'now' = 'no';
  const workers = new Set<ChildProcess>();
  const startOne = (): void => {
    // Each worker in a session of its own, lowered there (see lower); it ends with the farm's channel.
    const child = fork(SELF, ['worker', '--redis', url, '--out', o.out], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    if (child.pid !== undefined) lower(child.pid, o.nice);
    workers.add(child);
    child.on('exit', (code, signal) => {
      workers.delete(child);
      if (stopping === 'no') {
        log(`worker ${child.pid} ended (${signal ?? code}); starting another in 10 s`);
        setTimeout(() => stopping === 'no' && startOne(), 10_000);
      }
    });
  };
  for (let i = 0; i < o.workers; i++) startOne();

  const allStopped = (): Promise<void> =>
    new Promise((resolve) => {
      const check = (): void => {
        if (workers.size === 0) resolve();
        else setTimeout(check, 200);
      };
      check();
    });
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stop = (how: 'finish' | 'now'): void => {
    if (stopping === 'now' || stopping === how) return;
    stopping = how;
    log(
      how === 'finish'
        ? 'stopping: the workers finish their shards (Ctrl-C again to stop them now)'
        : 'stopping now',
    );
    for (const w of workers) w.send(how);
    void allStopped().then(finish);
  };
  process.on('SIGINT', () => stop(stopping === 'no' ? 'finish' : 'now'));
  process.on('SIGTERM', () => stop(stopping === 'no' ? 'finish' : 'now'));

  let failed = 0;
  if (o.generate) {
    const jobs = generateJobs(o.out, seeds);
    const total = jobs.length;
    log(`${total} shards to make (runs ${seeds?.join(', ') ?? 'all'}) into ${o.out}`);
    let made = 0;
    const conn = connection(url);
    // One lane a worker: a lane queues its next job when the last has finished.
    const lane = async (): Promise<void> => {
      for (let job = jobs.shift(); job && stopping === 'no'; job = jobs.shift()) {
        try {
          await runJobs(conn, [job], (r) => {
            saveShard(o.out, r);
            log(`s${r.seed} shard ${r.shard}: ${r.positions} positions (${++made}/${total})`);
          });
        } catch (e) {
          failed++;
          log(`${jobId(job)} failed: ${(e as Error).message}`);
        }
      }
    };
    void Promise.all(Array.from({ length: o.workers }, lane)).then(() => {
      if (stopping === 'no') {
        log(`done: ${made} shards made, ${failed} failed`);
        stop('finish');
      }
    });
  } else log(`workers only: queue jobs at ${url} (e.g. tools/train/book.ts --redis ${url})`);

  await finished;
  if (own) await own.stop();
  log('stopped');
  process.exit(failed > 0 ? 1 : 0);
}

/** The data made and its cost: the shards on disk by run, and the farm log's jobs. */
export function farmReport(out: string): string {
  const lines: string[] = [];
  const byRun = new Map<number, { shards: number; records: number }>();
  for (const p of listShards(out)) {
    const seed = Number(/s(\d+)[\\/][^\\/]+$/.exec(p)?.[1] ?? -1);
    const r = byRun.get(seed) ?? { shards: 0, records: 0 };
    r.shards++;
    r.records += statSync(p).size / RECORD_BYTES;
    byRun.set(seed, r);
  }
  lines.push('| run | shards on disk | records |', '| --- | ---: | ---: |');
  for (const [seed, r] of [...byRun].sort((a, b) => a[0] - b[0]))
    lines.push(`| ${seed} | ${r.shards} | ${r.records.toLocaleString('en')} |`);
  const path = join(out, FARM_LOG);
  if (!existsSync(path)) return `${lines.join('\n')}\n\n(no ${FARM_LOG} yet)\n`;
  const recs = readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as FarmRecord);
  const groups = new Map<string, FarmRecord[]>();
  for (const r of recs) {
    const key = `${r.kind} ${r.seed}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  lines.push(
    '',
    '| jobs of the farm | jobs | positions | CPU-s | CPU-s a job | CPU-s a game | wall-s a job |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const [key, rs] of [...groups].sort()) {
    const cpu = rs.reduce((a, r) => a + r.cpu, 0);
    const wall = rs.reduce((a, r) => a + r.wall, 0);
    const pos = rs.reduce((a, r) => a + r.positions, 0);
    const run = rs[0].kind === 'generate' ? RUNS.find((x) => x.seed === rs[0].seed) : undefined;
    const perGame = run ? (cpu / (rs.length * run.games)).toFixed(2) : '';
    lines.push(
      `| ${key} | ${rs.length} | ${pos.toLocaleString('en')} | ${cpu.toFixed(0)} | ${(cpu / rs.length).toFixed(1)} | ${perGame} | ${(wall / rs.length).toFixed(0)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const program = new Command('farm').description(
    "the job queue's workers and coordinator on this machine, started and stopped together",
  );
  const out = join(ROOT, 'data/train');
  program
    .enablePositionalOptions()
    .option('--workers <n>', 'worker processes (one per core you can spare)', integer(1, 64), 2)
    .option('--nice <n>', 'niceness of the workers, the coordinator and the server', integer(0, 19), 19)
    .option('--runs <list>', 'runs of tools/train/runs.ts to make, e.g. 1,2,3,5, or all', 'all')
    .option('--out <dir>', 'folder of the shards', out)
    .option('--redis <url>', 'an existing server, redis://host:port (default: start one)')
    .option('--no-generate', 'start the workers only (for other coordinators, e.g. book.ts --redis)')
    .action((o: FarmOptions) => farm(o));
  program
    .command('report')
    .description('the shards on disk by run and the cost of the farm’s jobs (markdown)')
    .option('--out <dir>', 'folder of the shards', out)
    .action((o: { out: string }) => {
      process.stdout.write(farmReport(o.out));
    });
  program
    .command('worker', { hidden: true })
    .requiredOption('--redis <url>')
    .requiredOption('--out <dir>')
    .action((o: { redis: string; out: string }) => workerProcess(o));
  await program.showHelpAfterError().parseAsync();
}

if (process.argv[1] && SELF === process.argv[1]) await main();
