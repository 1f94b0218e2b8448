// Transposition tables: two-way buckets of 24-byte entries in linear memory, verified by the full
// board (no false hits). One table for midgame scores (SCALE units), one for exact endgame scores.
//   0 P u64 | 8 O u64 | 16 lower i16 | 18 upper i16 | 20 move u8 | 21 depth u8 | 22 generation u8
const ENTRY: usize = 24;

export class Table {
  base: usize = 0;
  capacity: usize = 0;
  mask: u64 = 0;
  shift: u64 = 64;
  generation: u8 = 0;

  resize(bits: i32): void {
    const n: usize = (<usize>1) << <usize>bits;
    const bytes = n * ENTRY;
    if (bytes > this.capacity) {
      if (this.base != 0) this.base = heap.realloc(this.base, bytes);
      else this.base = heap.alloc(bytes);
      this.capacity = bytes;
    }
    this.mask = <u64>(n - 2);
    this.shift = <u64>(64 - bits);
    this.clear();
  }

  clear(): void {
    memory.fill(this.base, 0, <usize>(this.mask + 2) * ENTRY);
    this.generation = 0;
  }

  // @ts-ignore: decorator
  @inline
  bucket(P: u64, O: u64): usize {
    let h = P * 0x9e3779b97f4a7c15;
    h ^= O * 0xc2b2ae3d27d4eb4f + (h >> 31);
    h *= 0xff51afd7ed558ccd;
    return this.base + <usize>((h >> 32) & this.mask) * ENTRY;
  }

  /** Entry address holding (P, O), or 0. */
  // @ts-ignore: decorator
  @inline
  probe(P: u64, O: u64): usize {
    const b = this.bucket(P, O);
    if (load<u64>(b) == P && load<u64>(b, 8) == O) return b;
    const c = b + ENTRY;
    if (load<u64>(c) == P && load<u64>(c, 8) == O) return c;
    return 0;
  }

  /** Stores a bound pair from a search of `depth` whose value v was found in window (alpha, beta). */
  store(P: u64, O: u64, depth: i32, alpha: i32, beta: i32, v: i32, move: i32): void {
    const b = this.bucket(P, O);
    const c = b + ENTRY;
    let e: usize;
    if (load<u64>(b) == P && load<u64>(b, 8) == O) e = b;
    else if (load<u64>(c) == P && load<u64>(c, 8) == O) e = c;
    else {
      // Replace the entry from an older search, else the shallower one.
      const gb = load<u8>(b, 22) == this.generation;
      const gc = load<u8>(c, 22) == this.generation;
      if (gb != gc) e = gb ? c : b;
      else e = load<u8>(b, 21) <= load<u8>(c, 21) ? b : c;
      store<u64>(e, P);
      store<u64>(e, O, 8);
      store<i16>(e, -32000, 16);
      store<i16>(e, 32000, 18);
      store<u8>(e, 255, 20);
      store<u8>(e, 0, 21);
    }
    const d = <i32>load<u8>(e, 21);
    if (depth > d) {
      store<i16>(e, -32000, 16);
      store<i16>(e, 32000, 18);
      store<u8>(e, <u8>depth, 21);
    } else if (depth < d) {
      // Keep the deeper bounds; only remember the move if there was none.
      if (load<u8>(e, 20) == 255 && move >= 0) store<u8>(e, <u8>move, 20);
      store<u8>(e, this.generation, 22);
      return;
    }
    if (v < beta) store<i16>(e, <i16>v, 18);
    if (v > alpha) store<i16>(e, <i16>v, 16);
    if (move >= 0 && (v > alpha || load<u8>(e, 20) == 255)) store<u8>(e, <u8>move, 20);
    store<u8>(e, this.generation, 22);
  }
}

// @ts-ignore: decorator
@inline
export function entryLower(e: usize): i32 {
  return <i32>load<i16>(e, 16);
}
// @ts-ignore: decorator
@inline
export function entryUpper(e: usize): i32 {
  return <i32>load<i16>(e, 18);
}
// @ts-ignore: decorator
@inline
export function entryMove(e: usize): i32 {
  const m = <i32>load<u8>(e, 20);
  return m == 255 ? -1 : m;
}
// @ts-ignore: decorator
@inline
export function entryDepth(e: usize): i32 {
  return <i32>load<u8>(e, 21);
}

export const ttMid = new Table();
export const ttEnd = new Table();
export let hashBits: i32 = 0;

export function setHashBitsImpl(bits: i32): i32 {
  if (bits < 10) bits = 10;
  // 25 at most: one table of 2^26 entries is 1.5 GiB, over the runtime's 1 GiB block limit (the
  // allocation traps), and two of them would not leave room in wasm32's 4 GiB.
  if (bits > 25) bits = 25;
  hashBits = bits;
  ttMid.resize(bits);
  ttEnd.resize(bits);
  return bits;
}
