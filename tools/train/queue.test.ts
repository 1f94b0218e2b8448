// The job queue against a real Redis: Debian's redis-server, started here on a free port in a
// temporary folder and stopped at the end (.ci/run installs it). A worker and a coordinator in this
// process make the same shards, byte for byte, as a local run; exact labels equal the solver's scores;
// queuing the same jobs again runs nothing new.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bitboard, Position, square, unwrap } from '../../src/core/index.js';
import { decodeBook } from '../../src/engine/book.js';
import { type Kernel, kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { BOOK_HASH_BITS, searchBatch } from './book.js';
import { playShard, selfPlayKernel } from './generate.js';
import {
  bookJob,
  connection,
  type GenerateJob,
  jobId,
  labelJobs,
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

  it('rejects a URL that is not redis://, and a weights file that differs on the worker', async () => {
    expect(() => connection('http://localhost:6379')).toThrow(/redis:\/\/host:port/);
    const conn = connection(url);
    const worker = startWorker(conn, join(dir, 'worker'));
    try {
      const bad: GenerateJob = { ...jobs[2], shard: 7, weights: { path: V1, sha256: '0'.repeat(64) } };
      await expect(runJobs(conn, [bad], () => {})).rejects.toThrow(/differs on this machine/);
    } finally {
      await worker.close();
    }
  });
});
