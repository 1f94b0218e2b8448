// The farm as its one command runs it: a redis-server of its own, a worker process at the niceness
// asked for, a job queued from outside (as book.ts --redis does) that comes back as the same shard a
// local run plays, its cost in the farm log and the report, and a clean stop on Ctrl-C that takes the
// server with it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Position } from '../../src/core/index.js';
import { BOOK_HASH_BITS, queueSearch, searchBatch } from './book.js';
import { FARM_LOG, type FarmRecord, farmReport } from './farm.js';
import { playShard, selfPlayKernel } from './generate.js';
import { connection, type GenerateJob, runJobs, saveShard } from './queue.js';
import { DEFAULT_SELFPLAY } from './selfplay.js';
import { readShard, shardPath } from './shards.js';

const FARM = fileURLToPath(new URL('./farm.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wedge-farm-test-'));
let farm: ChildProcess | undefined;

afterAll(() => {
  if (farm && farm.exitCode === null) farm.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Resolves with the first match of `re` in the process's output. */
const waitFor = (p: ChildProcess, re: RegExp, out: { text: string }): Promise<RegExpExecArray> =>
  new Promise((resolve, reject) => {
    const look = (): void => {
      const m = re.exec(out.text);
      if (m) resolve(m);
    };
    p.stdout!.on('data', look);
    p.on('exit', (code) => reject(new Error(`farm exited with ${code}: ${out.text}`)));
    look();
  });

const reachable = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.on('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });

describe('farm', () => {
  it('starts a server and a worker, takes a job, records its cost, and stops cleanly on Ctrl-C', async () => {
    const out = { text: '' };
    farm = spawn(
      process.execPath,
      ['--import', 'tsx', FARM, '--no-generate', '--workers', '1', '--nice', '1', '--out', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    farm.stdout!.on('data', (b: Buffer) => {
      out.text += b.toString();
    });
    farm.stderr!.on('data', (b: Buffer) => {
      out.text += b.toString();
    });
    const [, url, port] = await waitFor(farm, /queue jobs at (redis:\/\/127\.0\.0\.1:(\d+))/, out);
    const [, pid] = await waitFor(farm, /worker (\d+): waiting for jobs/, out);
    expect(readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[18]).toBe('1');
    // Its session's scheduling group is lowered too where the kernel has autogroups.
    if (existsSync(`/proc/${pid}/autogroup`))
      expect(readFileSync(`/proc/${pid}/autogroup`, 'utf8')).toMatch(/nice 1$/m);

    const selfplay = { ...DEFAULT_SELFPLAY, depth: 1, cutEmpties: 10 };
    const job: GenerateJob = { kind: 'generate', seed: 7, shard: 3, games: 3, weights: null, selfplay };
    await runJobs(connection(url), [job], (r) => saveShard(dir, r));
    const local = await playShard(await selfPlayKernel(null), 7, 3, 3, selfplay);
    expect(readShard(shardPath(dir, 7, 3))).toEqual(local.bytes);
    const records = readFileSync(join(dir, FARM_LOG), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as FarmRecord);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      job: 'generate-s7-00003',
      seed: 7,
      shard: 3,
      positions: local.positions,
    });
    expect(records[0].cpu).toBeGreaterThan(0);
    expect(farmReport(dir)).toContain(`| 7 | 1 | ${local.positions} |`);
    expect(farmReport(dir)).toContain('| generate 7 | 1 |');

    // A book round split over three jobs is the same shard as the round searched here in one piece.
    const start = Position.initial();
    const positions = [start, ...start.legalMoveList().map((m) => start.after(m))];
    const o = {
      depth: 3,
      window: 2,
      plies: 4,
      positions: 10,
      minutes: 0,
      batch: 5,
      openings: null,
      work: dir,
      out: join(dir, 'book.bin'),
      weights: null,
      mpc: null,
    };
    const split = await (await queueSearch(o, url, 3))(positions, 0);
    const kernel = await selfPlayKernel(null);
    kernel.setHashBits(BOOK_HASH_BITS);
    expect(split).toEqual(await searchBatch(kernel, positions, 3, 'book shard, depth 3'));
    expect(farmReport(dir)).toContain('| book 3 | 3 | 5 |');

    const exit = new Promise<number | null>((resolve) => farm!.on('exit', resolve));
    farm.kill('SIGINT');
    expect(await exit).toBe(0);
    expect(out.text).toContain('farm: stopped');
    expect(await reachable(Number(port))).toBe(false);
  }, 180_000);
});
