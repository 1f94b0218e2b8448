// The job queue against a real Redis: Debian's redis-server, started here on a free port in a
// temporary folder and stopped at the end (.ci/run installs it). A worker and a coordinator in this
// process make the same shards, byte for byte, as a local run; exact labels equal the solver's scores;
// queuing the same jobs again runs nothing new.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bitboard, Position, square, unwrap } from '../../src/core/index.js';
import { decodeBook } from '../../src/engine/book.js';
import { type Kernel, kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { BOOK_HASH_BITS, searchBatch } from './book-search.js';
import { playShard, selfPlayKernel } from './generate.js';
import {
  bookJob,
  connection,
  findWeights,
  type GenerateJob,
  jobId,
  labelJobs,
  parseJob,
  QUEUE_NAME,
  runJobs,
  saveShard,
  startWorker,
  type TrainResult,
  weightsRef,
} from './queue.js';
import { DEFAULT_SELFPLAY } from './selfplay.js';
import { RECORD_BYTES, shardPath } from './shards.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
let redis: ChildProcess;
let dir: string;
let url: string;
let k: Kernel;

function freePort(): Promise<number> {
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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wedge-queue-'));
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    redis.on('error', (e) =>
      reject(new Error(`cannot start redis-server (apt-get install redis-server): ${e.message}`)),
    );
    redis.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    redis.on('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  k = await loadKernel(kernelWasmPath());
  k.setHashBits(16);
});

afterAll(() => {
  redis?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const selfplay = { ...DEFAULT_SELFPLAY, depth: 1, cutEmpties: 10 };
// Shard 2 is played by today's expert (the learned weights), checked by checksum on the worker.
const V1 = 'data/weights/wedge-eval-v1.bin';
const jobs: GenerateJob[] = [0, 1, 2].map((shard) => ({
  kind: 'generate',
  seed: 9,
  shard,
  games: 3,
  weights: shard === 2 ? weightsRef(V1) : null,
  selfplay,
}));

describe('job queue (BullMQ over redis-server)', () => {
  it('spreads generate and label jobs over a worker; shards match a local run; requeuing is a no-op', async () => {
    const workerOut = join(dir, 'worker');
    const coordOut = join(dir, 'coordinator');
    const conn = connection(url);
    const worker = startWorker(conn, workerOut);
    let processed = 0;
    worker.on('completed', () => processed++);
    try {
      const results: TrainResult[] = [];
      await runJobs(conn, jobs, (r) => {
        results.push(r);
        saveShard(coordOut, r);
      });
      expect(results.map((r) => r.shard).sort()).toEqual([0, 1, 2]);
      for (const job of jobs) {
        // A local run of the same shard on a kernel that played other games first.
        const kernel = job.weights ? await selfPlayKernel(join(ROOT, V1)) : k;
        const local = await playShard(kernel, job.seed, job.shard, job.games, job.selfplay);
        const fromQueue = readFileSync(shardPath(coordOut, 9, job.shard));
        expect(Buffer.compare(fromQueue, Buffer.from(local.bytes))).toBe(0);
        expect(Buffer.compare(readFileSync(shardPath(workerOut, 9, job.shard)), fromQueue)).toBe(0);
      }
      expect(processed).toBe(3);

      // The same jobs again: the coordinator gets the stored results, the worker does nothing.
      let again = 0;
      await runJobs(conn, jobs, () => again++);
      expect(again).toBe(3);
      expect(processed).toBe(3);
      expect(jobId(jobs[1])).toBe('generate-s9-00001');

      // Exact labels of the positions with 10-12 empties of run 9, as run 10.
      const label = labelJobs(coordOut, 9, 10, 3, { minEmpties: 10, maxEmpties: 12 });
      expect(label.length).toBe(3);
      await runJobs(conn, label, (r) => saveShard(coordOut, r));
      const bytes = readFileSync(shardPath(coordOut, 10, 0));
      expect(bytes.length % RECORD_BYTES).toBe(0);
      expect(bytes.length).toBeGreaterThan(0);
      const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
      for (let o = 0; o < bytes.length; o += RECORD_BYTES) {
        const p = Bitboard.fromHalves(v.getUint32(o, true), v.getUint32(o + 4, true));
        const q = Bitboard.fromHalves(v.getUint32(o + 8, true), v.getUint32(o + 12, true));
        const empties = 64 - p.union(q).size();
        expect(empties).toBeGreaterThanOrEqual(10);
        expect(empties).toBeLessThanOrEqual(12);
        expect(v.getInt8(o + 16)).toBe(k.solve(p, q).score);
      }
    } finally {
      await worker.close();
    }
  });

  it('searches a round of the opening book on a worker, as a local round does', async () => {
    const workerOut = join(dir, 'worker');
    const conn = connection(url);
    const worker = startWorker(conn, workerOut);
    try {
      const positions = [Position.initial(), Position.initial().after(square('f5'))];
      const job = bookJob({ depth: 3, weights: null }, positions, 0);
      expect(jobId(job)).toBe('book-s3-00000');
      let bytes: Uint8Array | undefined;
      await runJobs(conn, [job], (r) => {
        bytes = new Uint8Array(Buffer.from(r.bytes, 'base64'));
      });
      // A local round on a kernel that searched other positions first, at the book's table size.
      k.setHashBits(BOOK_HASH_BITS);
      const local = await searchBatch(k, positions, 3, 'book shard, depth 3');
      k.setHashBits(16);
      expect(Buffer.compare(Buffer.from(bytes!), Buffer.from(local))).toBe(0);
      const written = readFileSync(join(workerOut, 'book', 'd3', 'shard-00000.bin'));
      expect(Buffer.compare(written, Buffer.from(local))).toBe(0);
      expect(unwrap(decodeBook(bytes!)).stats().positions).toBe(2);
    } finally {
      await worker.close();
    }
  });

  it('rejects a URL that is not redis://, and weights this machine does not have', async () => {
    expect(() => connection('http://localhost:6379')).toThrow(/redis:\/\/host:port/);
    expect(() => connection('not a url')).toThrow(
      /^queue: --redis "not a url" is not a redis:\/\/host:port URL$/,
    );
    const conn = connection(url);
    const worker = startWorker(conn, join(dir, 'worker'));
    try {
      const bad: GenerateJob = { ...jobs[2], shard: 7, weights: { sha256: '0'.repeat(64) } };
      await expect(runJobs(conn, [bad], () => {})).rejects.toThrow(
        /no weights file with sha256 0{64} in data\/weights on this machine/,
      );
    } finally {
      await worker.close();
    }
  });

  it('a worker refuses a hostile job from Redis: no path, no file outside its folder (issue #23)', async () => {
    const out = join(dir, 'hostile', 'out');
    const conn = connection(url);
    const worker = startWorker(conn, out);
    const queue = new Queue(QUEUE_NAME, { connection: conn() });
    const events = new QueueEvents(QUEUE_NAME, { connection: conn() });
    try {
      await events.waitUntilReady();
      const positions = bookJob({ depth: 1, weights: null }, [Position.initial()], 0).positions;
      for (const [name, data] of [
        ['seed', { kind: 'book', seed: '/../../../x', shard: 0, positions, depth: 1, weights: null }],
        ['games', { ...jobs[0], shard: 40, games: -1 }],
        ['weights', { ...jobs[0], shard: 41, weights: { path: '/etc/passwd', sha256: '0'.repeat(64) } }],
        ['kind', { ...jobs[0], kind: 'shell' }],
      ] as const) {
        const job = await queue.add('hostile', data, { jobId: `hostile-${name}`, attempts: 1 });
        await expect(job.waitUntilFinished(events), name).rejects.toThrow(/^queue: not a valid job: /);
      }
      expect(existsSync(join(dir, 'hostile', 'x'))).toBe(false);
      expect(existsSync(join(dir, 'x'))).toBe(false);
      expect(existsSync(out) ? readdirSync(out, { recursive: true }) : []).toEqual([]);
    } finally {
      await events.close();
      await queue.close();
      await worker.close();
    }
  });

  it("the coordinator refuses a worker's answer that would write elsewhere or is not a shard (issue #23)", async () => {
    const out = join(dir, 'coord-hostile');
    const conn = connection(url);
    // A rogue worker: answers every job with a result of its own making.
    let answer: (job: { data: GenerateJob }) => unknown = () => ({});
    const rogue = new Worker(QUEUE_NAME, async (job) => answer(job), { connection: conn() });
    try {
      const job: GenerateJob = { ...jobs[0], seed: 11, shard: 3 };
      const written: unknown[] = [];
      for (const [what, result] of [
        ['a seed that is a path', { seed: '/../../../x', shard: 3, positions: 0, bytes: '' }],
        ['another shard', { seed: 11, shard: 4, positions: 0, bytes: '' }],
        [
          'records cut short',
          { seed: 11, shard: 3, positions: 1, bytes: Buffer.alloc(16).toString('base64') },
        ],
      ] as const) {
        answer = () => result;
        await expect(
          runJobs(conn, [{ ...job, shard: job.shard + written.length * 100 }], (r) => written.push(r)),
          what,
        ).rejects.toThrow(/^queue: not a valid result of generate-s11-\d+: /);
        written.push(what);
      }
      expect(existsSync(out)).toBe(false);
      expect(existsSync(join(dir, 'x'))).toBe(false);
    } finally {
      await rogue.close();
    }
  });
});

describe('job and result schemas (issue #23)', () => {
  it('takes the jobs the builders make, and refuses numbers out of range, paths and unknown fields', () => {
    for (const job of [...jobs, bookJob({ depth: 3, weights: null }, [Position.initial()], 0)])
      expect(parseJob(job)).toEqual({ ok: true, value: job });
    const bad: [string, unknown][] = [
      ['seed as a path', { ...jobs[0], seed: '/../../../x' }],
      ['fractional shard', { ...jobs[0], shard: 1.5 }],
      ['shard out of range', { ...jobs[0], shard: 100_000 }],
      ['no games', { ...jobs[0], games: 0 }],
      ['games:-1', { ...jobs[0], games: -1 }],
      [
        'weights by path',
        { ...jobs[0], weights: { path: 'data/weights/wedge-eval.bin', sha256: 'a'.repeat(64) } },
      ],
      ['weights hash not hex', { ...jobs[0], weights: { sha256: '../../etc/passwd' } }],
      ['negative noise', { ...jobs[0], selfplay: { ...jobs[0].selfplay, noise: -1 } }],
      [
        'label range upside down',
        {
          kind: 'label',
          seed: 4,
          shard: 0,
          records: '',
          range: { minEmpties: 22, maxEmpties: 21 },
          weights: null,
        },
      ],
      [
        'label records cut',
        {
          kind: 'label',
          seed: 4,
          shard: 0,
          records: Buffer.alloc(16).toString('base64'),
          range: { minEmpties: 1, maxEmpties: 2 },
          weights: null,
        },
      ],
      ['book depth 0', { kind: 'book', seed: 0, shard: 0, positions: '', depth: 0, weights: null }],
      [
        'book seed not its depth',
        { kind: 'book', seed: 5, shard: 0, positions: '', depth: 3, weights: null },
      ],
      ['not base64', { kind: 'book', seed: 3, shard: 0, positions: '../../x', depth: 3, weights: null }],
      ['unknown kind', { ...jobs[0], kind: 'rm' }],
      ['not an object', 'generate'],
    ];
    for (const [what, job] of bad) expect(parseJob(job).ok, what).toBe(false);
  });

  it('names weights by hash, and only files of data/weights', () => {
    expect(weightsRef(V1)).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(findWeights(weightsRef(V1))).toBe(join(ROOT, V1));
    for (const path of ['README.md', '/etc/passwd', 'data/weights/../../README.md', 'data/weights/mpc.json'])
      expect(() => weightsRef(path), path).toThrow(/is not a weights file of data\/weights/);
    expect(() => findWeights({ sha256: 'f'.repeat(64) })).toThrow(
      `queue: no weights file with sha256 ${'f'.repeat(64)} in data/weights on this machine`,
    );
  });
});

describe('the queue command line (issue #23)', () => {
  const QUEUE = join(ROOT, 'tools/train/queue.ts');
  /** Runs queue.ts; with `signalOn`, sends SIGTERM once stdout shows it, and times the stop from there. */
  const run = (args: string[], signalOn?: RegExp) =>
    new Promise<{ code: number | null; stderr: string; ms: number }>((resolve) => {
      let started = performance.now();
      const child = spawn(process.execPath, ['--import', 'tsx', QUEUE, ...args], { cwd: ROOT });
      let stderr = '';
      let stdout = '';
      child.stderr.setEncoding('utf8').on('data', (c: string) => {
        stderr += c;
      });
      child.stdout.setEncoding('utf8').on('data', (c: string) => {
        stdout += c;
        if (signalOn?.test(stdout) && !child.killed) {
          // A second past the worker's start, its connection is retrying the server nobody answers.
          setTimeout(() => {
            started = performance.now();
            child.kill('SIGTERM');
          }, 1000);
          signalOn = undefined;
        }
      });
      child.on('exit', (code) => resolve({ code, stderr, ms: performance.now() - started }));
    });

  it('refuses a bad URL and --runs abc in one line; gives up on a server nobody answers', async () => {
    const bad = await run(['generate', '--redis', 'not a url']);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      'queue: --redis "not a url" is not a redis://host:port URL\n',
    ]);
    const runs = await run(['generate', '--redis', url, '--runs', 'abc']);
    expect(runs.code).toBe(2);
    expect(runs.stderr).toMatch(
      /^error: option '--runs <list>' argument 'abc' is invalid\. .*runs of runs\.ts/,
    );
    const port = await freePort();
    const gone = await run([
      'generate',
      '--redis',
      `redis://127.0.0.1:${port}`,
      '--retries',
      '2',
      '--runs',
      '1',
    ]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(
      new RegExp(
        `^queue: redis at redis://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED.*; gave up after 2 tries\\n$`,
      ),
    );
  }, 60_000);

  it('SIGTERM stops a worker that cannot reach its server', async () => {
    const port = await freePort();
    const r = await run(
      ['worker', '--redis', `redis://127.0.0.1:${port}`, '--retries', '1000'],
      /waiting for jobs/,
    );
    expect(r.code).toBe(0);
    expect(r.ms).toBeLessThan(5_000);
  }, 30_000);
});
