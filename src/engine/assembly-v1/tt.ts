// Transposition tables: two-way buckets of 24-byte entries in linear memory, verified by the full
// board (no false hits). One table for midgame scores (SCALE units), one for exact endgame scores.
//   0 P u64 | 8 O u64 | 16 lower i16 | 18 upper i16 | 20 move u8 | 21 depth u8 | 22 generation u8

/** Bytes per entry. */
const ENTRY: usize = 24;
/** Bounds of an entry that knows nothing yet: below and above every score of either table. */
const NO_LOWER: i16 = -32000;
const NO_UPPER: i16 = 32000;
/** The move byte of an entry without a move. */
const NO_ENTRY_MOVE: u8 = 255;
/** Table sizes allowed, as powers of two of entries (1 K to 64 M entries, 24 KB to 1.5 GB). */
const MIN_BITS: i32 = 10;
const MAX_BITS: i32 = 26;

export class Table {
  base: usize = 0;
  capacity: usize = 0;
  mask: u64 = 0;
  generation: u8 = 0;

  resize(bits: i32): void {
    const n: usize = (<usize>1) << (<usize>bits);
    const bytes = n * ENTRY;
    if (bytes > this.capacity) {
      if (this.base !== 0) this.base = heap.realloc(this.base, bytes);
      else this.base = heap.alloc(bytes);
      this.capacity = bytes;
    }
    // Buckets are two entries: the mask picks an even index.
    this.mask = <u64>(n - 2);
    this.clear();
  }

  clear(): void {
    memory.fill(this.base, 0, <usize>(this.mask + 2) * ENTRY);
    this.generation = 0;
  }

  @inline bucket(P: u64, O: u64): usize {
    let h = P * 0x9e3779b97f4a7c15;
    h ^= O * 0xc2b2ae3d27d4eb4f + (h >> 31);
    h *= 0xff51afd7ed558ccd;
    return this.base + <usize>((h >> 32) & this.mask) * ENTRY;
  }

  /** Entry address holding (P, O), or 0. */
  @inline probe(P: u64, O: u64): usize {
    const b = this.bucket(P, O);
    if (load<u64>(b) === P && load<u64>(b, 8) === O) return b;
    const c = b + ENTRY;
    if (load<u64>(c) === P && load<u64>(c, 8) === O) return c;
    return 0;
  }

  /** Stores a bound pair from a search of `depth` whose value v was found in window (alpha, beta). */
  store(P: u64, O: u64, depth: i32, alpha: i32, beta: i32, v: i32, move: i32): void {
    const b = this.bucket(P, O);
    const c = b + ENTRY;
    let e: usize;
    if (load<u64>(b) === P && load<u64>(b, 8) === O) e = b;
    else if (load<u64>(c) === P && load<u64>(c, 8) === O) e = c;
    else {
      // Replace the entry from an older search, else the shallower one.
      const gb = load<u8>(b, 22) === this.generation;
      const gc = load<u8>(c, 22) === this.generation;
      if (gb !== gc) e = gb ? c : b;
      else e = load<u8>(b, 21) <= load<u8>(c, 21) ? b : c;
      store<u64>(e, P);
      store<u64>(e, O, 8);
      store<i16>(e, NO_LOWER, 16);
      store<i16>(e, NO_UPPER, 18);
      store<u8>(e, NO_ENTRY_MOVE, 20);
      store<u8>(e, 0, 21);
    }
    const d = <i32>load<u8>(e, 21);
    if (depth > d) {
      store<i16>(e, NO_LOWER, 16);
      store<i16>(e, NO_UPPER, 18);
      store<u8>(e, <u8>depth, 21);
    } else if (depth < d) {
      // Keep the deeper bounds; only remember the move if there was none.
      if (load<u8>(e, 20) === NO_ENTRY_MOVE && move >= 0) store<u8>(e, <u8>move, 20);
      store<u8>(e, this.generation, 22);
      return;
    }
    if (v < beta) store<i16>(e, <i16>v, 18);
    if (v > alpha) store<i16>(e, <i16>v, 16);
    if (move >= 0 && (v > alpha || load<u8>(e, 20) === NO_ENTRY_MOVE)) store<u8>(e, <u8>move, 20);
    store<u8>(e, this.generation, 22);
  }
}

export function entryLower(e: usize): i32 {
  return <i32>load<i16>(e, 16);
}

export function entryUpper(e: usize): i32 {
  return <i32>load<i16>(e, 18);
}

/** The entry's best move, or -1. */
export function entryMove(e: usize): i32 {
  const m = load<u8>(e, 20);
  return m === NO_ENTRY_MOVE ? -1 : <i32>m;
}

export function entryDepth(e: usize): i32 {
  return <i32>load<u8>(e, 21);
}

export const ttMid = new Table();
export const ttEnd = new Table();
export let hashBits: i32 = 0;

/** Sets both tables to 2^bits entries (clamped to MIN_BITS-MAX_BITS); returns the bits in force. */
export function setHashBitsImpl(bits: i32): i32 {
  if (bits < MIN_BITS) bits = MIN_BITS;
  if (bits > MAX_BITS) bits = MAX_BITS;
  hashBits = bits;
  ttMid.resize(bits);
  ttEnd.resize(bits);
  return bits;
}
