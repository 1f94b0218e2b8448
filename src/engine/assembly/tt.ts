// Transposition tables: two-way buckets of 24-byte entries in linear memory, verified by the full
// board (no false hits). One table for midgame scores (SCALE units), one for exact endgame scores.
//   0 P ^ data u64 | 8 O ^ data u64 | 16 data u64
// data: lower i16 | upper i16 << 16 | move u8 << 32 | depth u8 << 40 | generation u8 << 48 | 1 << 56.
// Search threads share the tables without locks: each word is written whole, and an entry counts only
// when both keys, unmasked by the data word read with them, give the board probed, so a reader that
// meets two writers' halves (or a writer's half-done entry) sees a miss, never another board's bounds.

/** Bytes per entry. */
const ENTRY: usize = 24;
/** Bounds of an entry that knows nothing yet: below and above every score of either table. */
const NO_LOWER: i16 = -32000;
const NO_UPPER: i16 = 32000;
/** The move byte of an entry without a move. */
const NO_ENTRY_MOVE: u8 = 255;
/** Set in every stored data word, so that a hit's data is never 0 (0 is the miss). */
const VALID: u64 = (<u64>1) << 56;
/** Table sizes allowed, as powers of two of entries (1 K to 32 M entries, 24 KB to 768 MB). 25 at most:
 *  one table of 2^26 entries is 1.5 GiB, over the runtime's 1 GiB block limit (the allocation traps),
 *  and two of them would not leave room in wasm32's 4 GiB. */
const MIN_BITS: i32 = 10;
const MAX_BITS: i32 = 25;

/** The data word of an entry. */
function pack(lower: i32, upper: i32, move: i32, depth: i32, generation: u8): u64 {
  return (
    <u64>(<u16>lower) |
    ((<u64>(<u16>upper)) << 16) |
    ((<u64>(<u8>move)) << 32) |
    ((<u64>(<u8>depth)) << 40) |
    ((<u64>generation) << 48) |
    VALID
  );
}

/** Which of two entries of a search to keep: the one of more empties (a bigger subtree; the solver's
 *  depth byte is its level << 6 | empties), then the higher level. Ranked by the whole byte, an exact
 *  entry of 10 empties evicted a probable pass's entry of 20, whose move orders the exact pass: FFO #45
 *  252,855,924 -> 244,270,910 nodes. */
function replaceRank(d: u64): u32 {
  const depth = <u32>(<u8>(d >> 40));
  return ((depth & 63) << 2) | (depth >> 6);
}

/** The data word at entry address e if the entry holds (P, O), else 0. */
function holding(e: usize, P: u64, O: u64): u64 {
  const d = load<u64>(e, 16);
  return (load<u64>(e) ^ d) === P && (load<u64>(e, 8) ^ d) === O ? d : 0;
}

/** A table's place and size. Unmanaged, in static memory: a further search thread's instance of the
 *  kernel (over the same shared memory) reads the same fields, and its start leaves them alone. */
@unmanaged
export class Table {
  base: usize;
  capacity: usize;
  mask: u64;
  generation: u8;

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

  /** The data word of the entry holding (P, O) (read through entryLower and the others), or 0. */
  @inline probe(P: u64, O: u64): u64 {
    const b = this.bucket(P, O);
    const d = holding(b, P, O);
    return d !== 0 ? d : holding(b + ENTRY, P, O);
  }

  /** Stores a bound pair from a search of `depth` whose value v was found in window (alpha, beta). */
  store(P: u64, O: u64, depth: i32, alpha: i32, beta: i32, v: i32, move: i32): void {
    const b = this.bucket(P, O);
    const c = b + ENTRY;
    let e: usize = b;
    let d = holding(b, P, O);
    if (d === 0) {
      d = holding(c, P, O);
      e = c;
    }
    let lower: i32 = NO_LOWER;
    let upper: i32 = NO_UPPER;
    let entryMove: i32 = NO_ENTRY_MOVE;
    if (d === 0) {
      // Replace the entry from an older search, else the shallower one.
      const db = load<u64>(b, 16);
      const dc = load<u64>(c, 16);
      const gb = <u8>(db >> 48) === this.generation;
      const gc = <u8>(dc >> 48) === this.generation;
      if (gb !== gc) e = gb ? c : b;
      else e = replaceRank(db) <= replaceRank(dc) ? b : c;
    } else {
      const old = <i32>(<u8>(d >> 40));
      entryMove = <i32>(<u8>(d >> 32));
      if (depth < old) {
        // Keep the deeper bounds; only remember the move if there was none.
        if (entryMove === NO_ENTRY_MOVE && move >= 0) entryMove = move;
        this.write(e, P, O, pack(<i32>(<i16>d), <i32>(<i16>(d >> 16)), entryMove, old, this.generation));
        return;
      }
      if (depth === old) {
        lower = <i32>(<i16>d);
        upper = <i32>(<i16>(d >> 16));
      }
    }
    if (v < beta) upper = v;
    if (v > alpha) lower = v;
    if (move >= 0 && (v > alpha || entryMove === NO_ENTRY_MOVE)) entryMove = move;
    this.write(e, P, O, pack(lower, upper, entryMove, depth, this.generation));
  }

  @inline private write(e: usize, P: u64, O: u64, d: u64): void {
    store<u64>(e, P ^ d);
    store<u64>(e, O ^ d, 8);
    store<u64>(e, d, 16);
  }
}

/** The lower bound of a probe's data word. */
export function entryLower(d: u64): i32 {
  return <i32>(<i16>d);
}

export function entryUpper(d: u64): i32 {
  return <i32>(<i16>(d >> 16));
}

/** The entry's best move, or -1. */
export function entryMove(d: u64): i32 {
  const m = <u8>(d >> 32);
  return m === NO_ENTRY_MOVE ? -1 : <i32>m;
}

export function entryDepth(d: u64): i32 {
  return <i32>(<u8>(d >> 40));
}

export const ttMid = changetype<Table>(memory.data(offsetof<Table>(), 16));
export const ttEnd = changetype<Table>(memory.data(offsetof<Table>(), 16));
/** The solver's table for positions of at most SMALL_EMPTIES empties: 3 MB, small enough to stay
 *  mostly in the processor's caches, where a probe of the big table (96 MB at 2^22) is a cache and
 *  page-table miss that costs about what a node of the shallow solver does. With it, the solver's table
 *  from 7 empties and the enhanced transposition cut-off from 11: FFO #40-#44 and #46-#47 0.944x the
 *  nodes and 0.84x the CPU-s of the solver without it (main at 2b0fbef: the table from 9, ETC from 10)
 *  at load average 8-13; on a quiet machine FFO #40-#49 took 1.008x, 0.796x and 0.839x (three
 *  single runs side by side, docs/engine.md);
 *  2^16 entries: 0.956x, 0.83x; 2^18 with the table from 8: 0.977x, 0.85x. */
export const ttSmall = changetype<Table>(memory.data(offsetof<Table>(), 16));
/** Most empties of a position kept in ttSmall, and that table's size (at most the others'). */
export const SMALL_EMPTIES: i32 = 12;
const SMALL_BITS: i32 = 17;
export let hashBits: i32 = 0;

/** The solver's table for a position of n empties. */
export function endTable(n: i32): Table {
  return n <= SMALL_EMPTIES ? ttSmall : ttEnd;
}

/** Empties every table. */
export function clearTables(): void {
  ttMid.clear();
  ttEnd.clear();
  ttSmall.clear();
}

/** Sets both tables to 2^bits entries (clamped to MIN_BITS-MAX_BITS); returns the bits in force. */
export function setHashBitsImpl(bits: i32): i32 {
  if (bits < MIN_BITS) bits = MIN_BITS;
  if (bits > MAX_BITS) bits = MAX_BITS;
  hashBits = bits;
  ttMid.resize(bits);
  ttEnd.resize(bits);
  ttSmall.resize(min(bits, SMALL_BITS));
  return bits;
}
