// Learned pattern evaluation (evaluator 2). The weights come from tools/train (data/weights/
// wedge-eval.bin, format in tools/train/weights-file.ts): per stage of the game (by empties), one
// int16 table per pattern, indexed by the base-3 configuration of the pattern's squares (0 empty,
// 1 side to move, 2 opponent; the first square is the lowest digit), then one table per feature of
// the file's list (features.ts: each side's mobility, the parity, a bias, and in a WEV2 file others,
// such as potential mobility or stable discs), indexed by the feature's value (values past a table's
// end read its last entry), all in 1/100 disc. A WEV1 file has the fixed list of the first weights
// (mobility, the opponent's mobility, parity, bias). The file carries its own list of pattern
// placements and features, so the kernel holds no copy of the pattern set.
//
// The host installs a file in two calls: `weightsBuffer(n)` returns the address of an n-byte area in
// linear memory, the host copies the file there, then `weightsInstall(n)` checks and adopts it.
//
// Indices are kept up to date on make/undo (patternMake, patternUndo, patternPass) from the squares a
// move fills and flips, for both colours at once: each placement's u32 holds its configuration with
// digit 1 = the first side (the one to move at patternInit) in the low half and with the colours
// swapped in the high half, so the side to move reads one half or the other and a move is one add per
// placement containing a changed square. A move copies the indices into the next slot of the state
// region before changing them, so an undo is a step back (0.93x the time of undoing the adds, same
// nodes). The search calls patternInit at its root.
import { Board, count, neighbours } from './board';
import {
  F_BIAS,
  F_MOBILITY,
  F_MOBILITY_OPP,
  F_ODD_QUADRANTS,
  F_PARITY,
  F_POTENTIAL,
  F_POTENTIAL_OPP,
  F_STABLE,
  F_STABLE_OPP,
  FEATURE_KINDS,
  oddQuadrants,
} from './features';
import { stableDiscs } from './stability';
import { EVAL_INDEX, MAX_PLACEMENTS, stateBase } from './state';

/** The file's first four bytes, "WEV1" and "WEV2" read as little-endian u32s. */
const MAGIC_1: u32 = 0x31564557;
const MAGIC_2: u32 = 0x32564557;
/** Bytes of the header (magic, stages, stage width, patterns, placements, mobility size or feature
 *  count, scale). */
const HEADER_BYTES: i32 = 16;
/** Square byte of a placement row past its pattern's square count. */
const UNUSED_SQUARE: i32 = 255;
const MAX_SQUARES: i32 = 10;
const MAX_PATTERNS: i32 = 64;

/** Per placement: offset of its pattern's table inside a stage, in bytes. */
const PL_BYTES = memory.data(MAX_PLACEMENTS * 4);
/** Per placement: square count. */
const PL_N = memory.data(MAX_PLACEMENTS * 4);
/** Per placement: up to 16 squares, one byte each. */
const PL_SQ = memory.data(MAX_PLACEMENTS * 16);
/** Per pattern: offset of its table inside a stage, and its square count. */
const PAT_OFF = memory.data(MAX_PATTERNS * 4);
const PAT_N = memory.data(MAX_PATTERNS * 4);
/** Per square: up to 16 entries (the byte offset of a placement containing it in the state's index
 *  array, i32; 3^its position in that placement, i32). */
const MAX_PER_SQUARE: i32 = 16;
const SQ_ENTRY: usize = 8;
const SQ_LIST = memory.data(64 * MAX_PER_SQUARE * <i32>SQ_ENTRY);
const SQ_COUNT = memory.data(64 * 4);
/** What a change of one square adds to a placement's pair of indices, per 3^position: a disc of the
 *  first side placed (low half +1, high half +2), of the second side (+2, +1), a disc flipped to the
 *  first side (low 2 -> 1: -1, high 1 -> 2: +1) and to the second (+1, -1). */
const PLACE_FIRST: u32 = 1 + (2 << 16);
const PLACE_SECOND: u32 = 2 + (1 << 16);
const FLIP_TO_FIRST: u32 = 0x0000ffff;
const FLIP_TO_SECOND: u32 = 0xffff0001;

let buffer: usize = 0;
let bufferSize: usize = 0;
let weights: usize = 0;
let placements: i32 = 0;
/** Per number of empties (0-64): the byte offset of its stage's weights from `weights`, so that an
 *  evaluation does not divide by the stage width (a division costs tens of cycles). */
const STAGE_BYTES = memory.data(65 * 4);
/** Per feature kind (features.ts): offset of its table inside a stage (in weights, -1: not in the
 *  file), and its last entry. */
const KIND_OFF = memory.data(FEATURE_KINDS * 4);
const KIND_LAST = memory.data(FEATURE_KINDS * 4);
/** The file has a feature beyond WEV1's four (they cost more per evaluation, so they are summed apart). */
let moreFeatures: bool = false;
/** True once a weights file has been installed. */
export let patternsReady: bool = false;

/** Address of an n-byte area for the host to copy a weights file into (reused when large enough);
 *  n <= 0 answers the area in use (0 if none). */
export function weightsBufferImpl(n: i32): usize {
  if (n <= 0) return buffer;
  if (<usize>n > bufferSize) {
    patternsReady = false;
    buffer = buffer !== 0 ? heap.realloc(buffer, <usize>n) : heap.alloc(<usize>n);
    bufferSize = <usize>n;
  }
  return buffer;
}

/** Reads the weights file from another instance's area (a search thread's, see threads.ts). */
export function weightsAdoptImpl(at: usize, n: i32): void {
  patternsReady = false;
  buffer = at;
  bufferSize = n > 0 ? <usize>n : 0;
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
  const magic = load<u32>(buffer);
  if (magic !== MAGIC_1 && magic !== MAGIC_2) return 0;
  const S = u16At(4);
  const width = u16At(6);
  const P = u16At(8);
  const Q = u16At(10);
  // WEV1: the mobility tables' size; WEV2: the number of features listed after the placements.
  const M = u16At(12);
  if (S < 1 || width < 1 || P < 1 || P > MAX_PATTERNS || Q < 1 || Q > MAX_PLACEMENTS || M < 1) return 0;
  if (magic === MAGIC_2 && M >= FEATURE_KINDS) return 0;
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
    store<i32>(PL_BYTES + ((<usize>q) << 2), load<i32>(PAT_OFF + ((<usize>p) << 2)) << 1);
    store<i32>(PL_N + ((<usize>q) << 2), k);
  }
  memory.fill(SQ_COUNT, 0, 64 * 4);
  for (let q = 0; q < Q; q++) {
    let pow = 1;
    for (let i = 0; i < load<i32>(PL_N + ((<usize>q) << 2)); i++) {
      const sq = <usize>load<u8>(PL_SQ + <usize>(q * 16 + i));
      const c = load<i32>(SQ_COUNT + (sq << 2));
      if (c >= MAX_PER_SQUARE) return 0;
      const at = SQ_LIST + (sq * <usize>MAX_PER_SQUARE + <usize>c) * SQ_ENTRY;
      store<i32>(at, q << 2);
      store<i32>(at, pow, 4);
      store<i32>(SQ_COUNT + (sq << 2), c + 1);
      pow *= 3;
    }
  }
  for (let k = 0; k < FEATURE_KINDS; k++) store<i32>(KIND_OFF + ((<usize>k) << 2), -1);
  let more = false;
  if (magic === MAGIC_1) {
    off = addFeature(F_MOBILITY, M, off);
    off = addFeature(F_MOBILITY_OPP, M, off);
    off = addFeature(F_PARITY, 2, off);
    off = addFeature(F_BIAS, 1, off);
  } else
    for (let f = 0; f < M; f++) {
      // Per feature: its kind (u8) and its table's size (u8).
      const kind = byteAt(o++);
      const size = byteAt(o++);
      if (kind < 1 || kind >= FEATURE_KINDS || size < 1) return 0;
      if (load<i32>(KIND_OFF + ((<usize>kind) << 2)) >= 0) return 0;
      off = addFeature(kind, size, off);
      if (kind > F_BIAS) more = true;
    }
  if (o & 1) o++;
  const per = off;
  if (<i64>n !== <i64>o + <i64>S * <i64>per * 2) return 0;
  for (let e = 0; e <= 64; e++)
    store<u32>(STAGE_BYTES + ((<usize>e) << 2), <u32>((<usize>min(e / width, S - 1) * <usize>per) << 1));
  placements = Q;
  moreFeatures = more;
  weights = buffer + <usize>o;
  patternsReady = true;
  return 1;
}

/** Records feature `kind`'s table of `size` weights at `off` inside a stage; returns the next offset. */
function addFeature(kind: i32, size: i32, off: i32): i32 {
  store<i32>(KIND_OFF + ((<usize>kind) << 2), off);
  store<i32>(KIND_LAST + ((<usize>kind) << 2), size - 1);
  return off + size;
}

/** The feature tables' look-up, static only to be forced inline (see Board in board.ts). */
class Feature {
  /** The weight of feature `kind` at `value` in the stage at `base` (0 when the file has no such table). */
  @inline static term(base: usize, kind: i32, value: i32): i32 {
    const off = load<i32>(KIND_OFF + ((<usize>kind) << 2));
    if (off < 0) return 0;
    const last = load<i32>(KIND_LAST + ((<usize>kind) << 2));
    return <i32>load<i16>(base + ((<usize>(off + min(value, last))) << 1));
  }
}

/** The features beyond WEV1's four, of P to move. */
function moreTerms(base: usize, P: u64, O: u64): i32 {
  const empty = ~(P | O);
  let s = 0;
  s += Feature.term(base, F_POTENTIAL, count(empty & neighbours(O)));
  s += Feature.term(base, F_POTENTIAL_OPP, count(empty & neighbours(P)));
  s += Feature.term(base, F_ODD_QUADRANTS, oddQuadrants(empty));
  if (load<i32>(KIND_OFF + ((<usize>F_STABLE) << 2)) >= 0)
    s += Feature.term(base, F_STABLE, count(stableDiscs(P, O)));
  if (load<i32>(KIND_OFF + ((<usize>F_STABLE_OPP) << 2)) >= 0)
    s += Feature.term(base, F_STABLE_OPP, count(stableDiscs(O, P)));
  return s;
}

/** The side to move is the first side (0) or the second (1) of the last patternInit. */
let turn: i32 = 0;
/** The indices of the current position: one slot per move made since patternInit. */
let current: usize = 0;
const SLOT_BYTES: usize = <usize>MAX_PLACEMENTS * 4;
/** Up to this many placements a make copies the indices by Indices.copy48. */
const UNROLLED_PLACEMENTS: i32 = 48;

function indexBase(): usize {
  return current;
}

/** The index updates, static only to be forced inline (see Board in board.ts). */
class Indices {
  /** Adds `delta` x 3^position to every placement containing `sq`. */
  @inline static addSquare(idx: usize, sq: usize, delta: u32): void {
    const l = SQ_LIST + sq * <usize>MAX_PER_SQUARE * SQ_ENTRY;
    const c = load<i32>(SQ_COUNT + (sq << 2));
    for (let j = 0; j < c; j++) {
      const e = l + <usize>j * SQ_ENTRY;
      const a = idx + <usize>load<i32>(e);
      store<u32>(a, load<u32>(a) + <u32>load<i32>(e, 4) * delta);
    }
  }

  /** Copies the first 48 placements' indices (192 bytes) from slot `from` to slot `to`, unrolled:
   *  a memory.copy is a call out of the WebAssembly code. */
  @inline static copy48(to: usize, from: usize): void {
    store<u64>(to, load<u64>(from, 0), 0);
    store<u64>(to, load<u64>(from, 8), 8);
    store<u64>(to, load<u64>(from, 16), 16);
    store<u64>(to, load<u64>(from, 24), 24);
    store<u64>(to, load<u64>(from, 32), 32);
    store<u64>(to, load<u64>(from, 40), 40);
    store<u64>(to, load<u64>(from, 48), 48);
    store<u64>(to, load<u64>(from, 56), 56);
    store<u64>(to, load<u64>(from, 64), 64);
    store<u64>(to, load<u64>(from, 72), 72);
    store<u64>(to, load<u64>(from, 80), 80);
    store<u64>(to, load<u64>(from, 88), 88);
    store<u64>(to, load<u64>(from, 96), 96);
    store<u64>(to, load<u64>(from, 104), 104);
    store<u64>(to, load<u64>(from, 112), 112);
    store<u64>(to, load<u64>(from, 120), 120);
    store<u64>(to, load<u64>(from, 128), 128);
    store<u64>(to, load<u64>(from, 136), 136);
    store<u64>(to, load<u64>(from, 144), 144);
    store<u64>(to, load<u64>(from, 152), 152);
    store<u64>(to, load<u64>(from, 160), 160);
    store<u64>(to, load<u64>(from, 168), 168);
    store<u64>(to, load<u64>(from, 176), 176);
    store<u64>(to, load<u64>(from, 184), 184);
  }

  /** Adds `delta` x 3^position for every square of `x`. */
  @inline static addSquares(idx: usize, x: u64, delta: u32): void {
    while (x !== 0) {
      Indices.addSquare(idx, <usize>ctz<u64>(x), delta);
      x &= x - 1;
    }
  }
}

/** Computes every placement's indices from the board, P (to move) being the first side. */
export function patternInit(P: u64, O: u64): void {
  current = stateBase + EVAL_INDEX;
  const idx = indexBase();
  memory.fill(idx, 0, (<usize>placements) << 2);
  Indices.addSquares(idx, P, PLACE_FIRST);
  Indices.addSquares(idx, O, PLACE_SECOND);
  turn = 0;
}

/** The side to move plays `sq`, flipping `f`. */
export function patternMake(sq: i32, f: u64): void {
  const idx = current + SLOT_BYTES;
  if (placements <= UNROLLED_PLACEMENTS) Indices.copy48(idx, current);
  else memory.copy(idx, current, (<usize>placements) << 2);
  current = idx;
  if (turn === 0) {
    Indices.addSquare(idx, <usize>sq, PLACE_FIRST);
    Indices.addSquares(idx, f, FLIP_TO_FIRST);
  } else {
    Indices.addSquare(idx, <usize>sq, PLACE_SECOND);
    Indices.addSquares(idx, f, FLIP_TO_SECOND);
  }
  turn ^= 1;
}

/** Takes back the last move patternMake played (its slot is dropped). */
export function patternUndo(): void {
  current -= SLOT_BYTES;
  turn ^= 1;
}

/** A pass (or its undo): the other side is to move. */
export function patternPass(): void {
  turn ^= 1;
}

/** The learned evaluation of P to move from the indices kept by patternInit/Make/Undo/Pass, which
 *  must describe (P, O); in 1/100 disc. */
export function patternScore(P: u64, O: u64): i32 {
  const empties = 64 - <i32>popcnt<u64>(P | O);
  const base = weights + <usize>load<u32>(STAGE_BYTES + ((<usize>empties) << 2));
  // The side to move's half of each placement's pair (little-endian: the first side's at +0, the
  // second's at +2), two placements a step.
  const half = indexBase() + ((<usize>turn) << 1);
  const n = (<usize>placements) << 2;
  let s: i32 = 0;
  let s2: i32 = 0;
  let q: usize = 0;
  for (; q + 12 < n; q += 16) {
    s += <i32>load<i16>(base + <usize>load<u32>(PL_BYTES + q) + ((<usize>load<u16>(half + q)) << 1));
    s2 += <i32>load<i16>(base + <usize>load<u32>(PL_BYTES + q, 4) + ((<usize>load<u16>(half + q, 4)) << 1));
    s += <i32>load<i16>(base + <usize>load<u32>(PL_BYTES + q, 8) + ((<usize>load<u16>(half + q, 8)) << 1));
    s2 += <i32>load<i16>(base + <usize>load<u32>(PL_BYTES + q, 12) + ((<usize>load<u16>(half + q, 12)) << 1));
  }
  for (; q < n; q += 4)
    s += <i32>load<i16>(base + <usize>load<u32>(PL_BYTES + q) + ((<usize>load<u16>(half + q)) << 1));
  s += s2;
  s += Feature.term(base, F_MOBILITY, <i32>popcnt<u64>(Board.moves(P, O)));
  s += Feature.term(base, F_MOBILITY_OPP, <i32>popcnt<u64>(Board.moves(O, P)));
  s += Feature.term(base, F_PARITY, empties & 1);
  s += Feature.term(base, F_BIAS, 0);
  if (moreFeatures) s += moreTerms(base, P, O);
  return s;
}

/** The learned evaluation of P to move computed from the board alone (weights must be installed). */
export function patternEval(P: u64, O: u64): i32 {
  patternInit(P, O);
  return patternScore(P, O);
}
