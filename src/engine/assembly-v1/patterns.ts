// Learned pattern evaluation (evaluator 2). The weights come from tools/train (data/weights/
// wedge-eval.bin, format in tools/train/weights-file.ts): per stage of the game (by empties), one
// int16 table per pattern, indexed by the base-3 configuration of the pattern's squares (0 empty,
// 1 side to move, 2 opponent; the first square is the lowest digit), plus tables by each side's
// mobility, a parity pair and a bias, all in 1/100 disc. The file carries its own list of pattern
// placements, so the kernel holds no copy of the pattern set.
//
// The host installs a file in two calls: `weightsBuffer(n)` returns the address of an n-byte area in
// linear memory, the host copies the file there, then `weightsInstall(n)` checks and adopts it.
// Indices are recomputed at each evaluation from the occupied squares; incremental updates on
// make/undo were not built: see docs/learned-evaluation.md for the measured cost.
import { Board } from './board';

/** The file's first four bytes, "WEV1" read as a little-endian u32. */
const MAGIC: u32 = 0x31564557;
/** Bytes of the header (magic, stages, stage width, patterns, placements, mobility size, padding). */
const HEADER_BYTES: i32 = 16;
/** Square byte of a placement row past its pattern's square count. */
const UNUSED_SQUARE: i32 = 255;
const MAX_PLACEMENTS: i32 = 128;
const MAX_SQUARES: i32 = 10;
const MAX_PATTERNS: i32 = 64;

/** Per placement: offset of its pattern's table inside a stage (in weights). */
const PL_OFF = memory.data(MAX_PLACEMENTS * 4);
/** Per placement: square count. */
const PL_N = memory.data(MAX_PLACEMENTS * 4);
/** Per placement: up to 16 squares, one byte each. */
const PL_SQ = memory.data(MAX_PLACEMENTS * 16);
/** Per pattern: offset of its table inside a stage, and its square count. */
const PAT_OFF = memory.data(MAX_PATTERNS * 4);
const PAT_N = memory.data(MAX_PATTERNS * 4);
/** Per square: up to 16 entries (placement << 16 | 3^position) of the placements that contain it. */
const MAX_PER_SQUARE: i32 = 16;
const SQ_LIST = memory.data(64 * MAX_PER_SQUARE * 4);
const SQ_COUNT = memory.data(64 * 4);
/** Configuration index of each placement during one evaluation. */
const IDX = memory.data(MAX_PLACEMENTS * 4);

let buffer: usize = 0;
let bufferSize: usize = 0;
let weights: usize = 0;
let stages: i32 = 0;
let stageWidth: i32 = 4;
let placements: i32 = 0;
let mobSize: i32 = 0;
let perStage: i32 = 0;
/** True once a weights file has been installed. */
export let patternsReady: bool = false;

/** Address of an n-byte area for the host to copy a weights file into (reused when large enough). */
export function weightsBufferImpl(n: i32): usize {
  if (n <= 0) return 0;
  if (<usize>n > bufferSize) {
    patternsReady = false;
    buffer = buffer !== 0 ? heap.realloc(buffer, <usize>n) : heap.alloc(<usize>n);
    bufferSize = <usize>n;
  }
  return buffer;
}

/** Byte `o` of the file in the buffer. */
function byteAt(o: i32): i32 {
  return <i32>load<u8>(buffer + <usize>o);
}

function u16At(o: usize): i32 {
  return <i32>load<u16>(buffer + o);
}

/** Checks and adopts the n-byte file in the buffer; returns 1 on success, 0 if it is malformed. */
export function weightsInstallImpl(n: i32): i32 {
  patternsReady = false;
  if (buffer === 0 || n < HEADER_BYTES || <usize>n > bufferSize) return 0;
  if (load<u32>(buffer) !== MAGIC) return 0;
  const S = u16At(4);
  const width = u16At(6);
  const P = u16At(8);
  const Q = u16At(10);
  const M = u16At(12);
  if (S < 1 || width < 1 || P < 1 || P > MAX_PATTERNS || Q < 1 || Q > MAX_PLACEMENTS || M < 1) return 0;
  let o: i32 = HEADER_BYTES;
  let off: i32 = 0;
  for (let p = 0; p < P; p++) {
    const k = byteAt(o++);
    if (k < 1 || k > MAX_SQUARES) return 0;
    store<i32>(PAT_OFF + ((<usize>p) << 2), off);
    let size = 1;
    for (let i = 0; i < k; i++) size *= 3;
    store<i32>(PAT_N + ((<usize>p) << 2), k);
    off += size;
  }
  for (let q = 0; q < Q; q++) {
    const p = byteAt(o++);
    if (p >= P) return 0;
    const k = load<i32>(PAT_N + ((<usize>p) << 2));
    for (let i = 0; i < MAX_SQUARES; i++) {
      const s = byteAt(o++);
      if (i < k) {
        if (s > 63) return 0;
        store<u8>(PL_SQ + <usize>(q * 16 + i), <u8>s);
      } else if (s !== UNUSED_SQUARE) return 0;
    }
    store<i32>(PL_OFF + ((<usize>q) << 2), load<i32>(PAT_OFF + ((<usize>p) << 2)));
    store<i32>(PL_N + ((<usize>q) << 2), k);
  }
  memory.fill(SQ_COUNT, 0, 64 * 4);
  for (let q = 0; q < Q; q++) {
    let pow = 1;
    for (let i = 0; i < load<i32>(PL_N + ((<usize>q) << 2)); i++) {
      const sq = <usize>load<u8>(PL_SQ + <usize>(q * 16 + i));
      const c = load<i32>(SQ_COUNT + (sq << 2));
      if (c >= MAX_PER_SQUARE) return 0;
      store<i32>(SQ_LIST + ((sq * <usize>MAX_PER_SQUARE + <usize>c) << 2), (q << 16) | pow);
      store<i32>(SQ_COUNT + (sq << 2), c + 1);
      pow *= 3;
    }
  }
  if (o & 1) o++;
  const per = off + 2 * M + 3;
  if (<i64>n !== <i64>o + <i64>S * <i64>per * 2) return 0;
  stages = S;
  stageWidth = width;
  placements = Q;
  mobSize = M;
  perStage = per;
  weights = buffer + <usize>o;
  patternsReady = true;
  return 1;
}

/** The learned evaluation of P to move, in 1/100 disc (weights must be installed). */
export function patternEval(P: u64, O: u64): i32 {
  const occupied = P | O;
  const empties = 64 - <i32>popcnt<u64>(occupied);
  let st = empties / stageWidth;
  if (st >= stages) st = stages - 1;
  const base = weights + ((<usize>st * <usize>perStage) << 1);
  // Indices are built square by square over the occupied squares only: each disc adds 3^i (own)
  // or 2 * 3^i (opponent) to the placements that contain it. Measured against reading every square
  // of every placement (~390 bit tests): see docs/learned-evaluation.md.
  memory.fill(IDX, 0, (<usize>placements) << 2);
  let x = P;
  while (x !== 0) {
    const sq = <usize>ctz<u64>(x);
    x &= x - 1;
    const l = SQ_LIST + ((sq * <usize>MAX_PER_SQUARE) << 2);
    const c = load<i32>(SQ_COUNT + (sq << 2));
    for (let j = 0; j < c; j++) {
      const e = load<i32>(l + ((<usize>j) << 2));
      const a = IDX + ((<usize>(e >>> 16)) << 2);
      store<i32>(a, load<i32>(a) + (e & 0xffff));
    }
  }
  x = O;
  while (x !== 0) {
    const sq = <usize>ctz<u64>(x);
    x &= x - 1;
    const l = SQ_LIST + ((sq * <usize>MAX_PER_SQUARE) << 2);
    const c = load<i32>(SQ_COUNT + (sq << 2));
    for (let j = 0; j < c; j++) {
      const e = load<i32>(l + ((<usize>j) << 2));
      const a = IDX + ((<usize>(e >>> 16)) << 2);
      store<i32>(a, load<i32>(a) + ((e & 0xffff) << 1));
    }
  }
  let s: i32 = 0;
  for (let q = 0; q < placements; q++) {
    const i = load<i32>(PL_OFF + ((<usize>q) << 2)) + load<i32>(IDX + ((<usize>q) << 2));
    s += <i32>load<i16>(base + ((<usize>i) << 1));
  }
  const xt = base + ((<usize>(perStage - 2 * mobSize - 3)) << 1);
  let mp = <i32>popcnt<u64>(Board.moves(P, O));
  let mo = <i32>popcnt<u64>(Board.moves(O, P));
  if (mp >= mobSize) mp = mobSize - 1;
  if (mo >= mobSize) mo = mobSize - 1;
  s += <i32>load<i16>(xt + ((<usize>mp) << 1));
  s += <i32>load<i16>(xt + ((<usize>(mobSize + mo)) << 1));
  s += <i32>load<i16>(xt + ((<usize>(2 * mobSize + (empties & 1))) << 1));
  s += <i32>load<i16>(xt + ((<usize>(2 * mobSize + 2)) << 1));
  return s;
}
