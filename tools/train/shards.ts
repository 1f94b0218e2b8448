// Training shards: flat files of 17-byte records (player u64 LE, opponent u64 LE, label i8, each u64
// written as its two u32 halves, low first), boards relative to the side to move, label = final disc difference for the side to move (exact when the
// position was on the solved line). Files are written atomically (temporary name, then rename), so a
// job that is stopped leaves either a whole shard or none, and a restarted job skips shards that exist.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Bitboard } from '../../src/core/index.js';

/** Bytes per labelled position. */
export const RECORD_BYTES = 17;

/** Growable buffer of records for one shard. */
export class ShardWriter {
  private buf = new Uint8Array(RECORD_BYTES * 4096);
  private view = new DataView(this.buf.buffer);
  count = 0;

  push(player: Bitboard, opponent: Bitboard, label: number): void {
    if ((this.count + 1) * RECORD_BYTES > this.buf.length) {
      const b = new Uint8Array(this.buf.length * 2);
      b.set(this.buf);
      this.buf = b;
      this.view = new DataView(b.buffer);
    }
    const o = this.count * RECORD_BYTES;
    this.view.setUint32(o, player.lo >>> 0, true);
    this.view.setUint32(o + 4, player.hi >>> 0, true);
    this.view.setUint32(o + 8, opponent.lo >>> 0, true);
    this.view.setUint32(o + 12, opponent.hi >>> 0, true);
    this.view.setInt8(o + 16, label);
    this.count++;
  }

  bytes(): Uint8Array {
    return this.buf.subarray(0, this.count * RECORD_BYTES);
  }
}

/** Writes a file atomically: a temporary file in the same folder, then a rename. */
export function writeAtomic(path: string, data: Uint8Array | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}-${Math.floor(Math.random() * 1e9)}`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

/** The file name of shard `index` (the index is global: jobs of a run split the indices). */
export function shardPath(dir: string, seed: number, index: number): string {
  return join(dir, `s${seed}`, `shard-${String(index).padStart(5, '0')}.bin`);
}

/** Every finished shard under `dir` (all seeds, sorted), for merging jobs from many machines. */
export function listShards(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const sub of readdirSync(dir).sort()) {
    const d = join(dir, sub);
    if (!/^s\d+$/.test(sub)) continue;
    for (const f of readdirSync(d).sort()) if (/^shard-\d+\.bin$/.test(f)) out.push(join(d, f));
  }
  return out;
}

/** Reads a shard; the records are in the returned bytes (length a multiple of RECORD_BYTES). */
export function readShard(path: string): Uint8Array {
  const b = readFileSync(path);
  if (b.length % RECORD_BYTES !== 0) throw new Error(`${path}: size ${b.length} is not a multiple of 17`);
  return new Uint8Array(b.buffer, b.byteOffset, b.length);
}
