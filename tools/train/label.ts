// Exact labels: re-labels the positions of a shard that have between `minEmpties` and `maxEmpties`
// empty squares by the kernel's exact solver (final disc difference with perfect play from there,
// tournament rule), and writes them as a shard of their own in the same 17-byte format. A game's
// result labels its middle game only as well as the game was played; a solved position is labelled
// exactly. The solve costs grow about eightfold every two empties (docs/learned-evaluation.md), so
// this is the job to spread over machines (tools/train/queue.ts).
//
// `node --import tsx tools/train/label.ts --from 3 --to 4 --shards 40 --min 21 --max 22 [--job 0 --of 1]
// [--weights FILE]` labels shard i of data/train/s3/ into data/train/s4/ for i = job, job + of, ...
// (skips shards present; --weights orders the solver's moves, default data/weights/wedge-eval.bin).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { Bitboard } from '../../src/core/index.js';
import type { Kernel } from '../../src/engine/kernel.js';
import { weightsUrl } from '../../src/engine/weights.js';
import { selfPlayKernel } from './generate.js';
import { integer } from './options.js';
import { RECORD_BYTES, readShard, ShardWriter, shardPath, writeAtomic } from './shards.js';

/** Which positions of a shard to solve. */
export interface LabelRange {
  minEmpties: number;
  maxEmpties: number;
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Solves the records in range; returns them with exact labels (others are left out). `between` runs
 *  after each solve (a queue worker yields there so its job lock is renewed). */
export async function labelRecords(
  kernel: Kernel,
  records: Uint8Array,
  range: LabelRange,
  between?: () => Promise<void>,
): Promise<{ bytes: Uint8Array; positions: number }> {
  if (records.length % RECORD_BYTES !== 0)
    throw new Error(`label: ${records.length} bytes is not a whole number of 17-byte records`);
  const v = new DataView(records.buffer, records.byteOffset, records.length);
  const w = new ShardWriter();
  kernel.setNoise(0);
  for (let o = 0; o < records.length; o += RECORD_BYTES) {
    const p = Bitboard.fromHalves(v.getUint32(o, true), v.getUint32(o + 4, true));
    const q = Bitboard.fromHalves(v.getUint32(o + 8, true), v.getUint32(o + 12, true));
    const empties = 64 - popcount32(p.lo | q.lo) - popcount32(p.hi | q.hi);
    if (empties < range.minEmpties || empties > range.maxEmpties) continue;
    const r = kernel.solve(p, q);
    w.push(p, q, r.score);
    await between?.();
  }
  return { bytes: w.bytes(), positions: w.count };
}

async function main(): Promise<void> {
  const o = new Command('label')
    .description("exact labels of a run's positions in an empties range, as another run")
    .option('--from <seed>', 'run whose shards are labelled', integer(0), 3)
    .option('--to <seed>', 'run of the labelled shards', integer(0), 4)
    .option('--shards <n>', 'shards of the run', integer(1), 40)
    .option('--min <empties>', 'fewest empties solved', integer(0, 60), 21)
    .option('--max <empties>', 'most empties solved', integer(0, 60), 22)
    .option('--job <k>', 'this job labels the shards whose index is k mod --of', integer(0), 0)
    .option('--of <n>', 'number of jobs splitting the run', integer(1), 1)
    .option('--weights <file>', "weights that order the solver's moves", fileURLToPath(weightsUrl()))
    .option(
      '--out <dir>',
      'folder of the shards',
      join(fileURLToPath(new URL('.', import.meta.url)), '../../data/train'),
    )
    .showHelpAfterError()
    .parse()
    .opts<{
      from: number;
      to: number;
      shards: number;
      min: number;
      max: number;
      job: number;
      of: number;
      weights: string;
      out: string;
    }>();
  const range = { minEmpties: o.min, maxEmpties: o.max };
  // The learned evaluation orders the solver's moves (fewer nodes); the labels are exact either way.
  const kernel = await selfPlayKernel(o.weights);
  kernel.setHashBits(20);
  for (let s = o.job; s < o.shards; s += o.of) {
    const target = shardPath(o.out, o.to, s);
    if (existsSync(target) || !existsSync(shardPath(o.out, o.from, s))) continue;
    const t = performance.now();
    const r = await labelRecords(kernel, readShard(shardPath(o.out, o.from, s)), range);
    writeAtomic(target, r.bytes);
    console.log(
      `shard ${s}: ${r.positions} positions solved in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
