// Move lists of the midgame search, the solver and the analysis: entries of SLOT bytes in static
// buffers (flips u64 at 0, square i32 at 8, ordering key i32 at 12), sorted lazily as the search
// takes them.

/** Bytes per move-list entry. */
export const SLOT: usize = 16;
/** Entries one list has room for: more than the most legal moves of any position (33 are known). */
export const MAX_MOVES: i32 = 40;

/** Writes entry `i` of the list at `list`. */
export function setEntry(list: usize, i: i32, flips: u64, square: i32, key: i32): void {
  const at = list + <usize>i * SLOT;
  store<u64>(at, flips);
  store<i32>(at, square, 8);
  store<i32>(at, key, 12);
}

export class MoveList {
  /** Index of the entry of highest key among i..n-1 (the first of equal keys). */
  @inline static bestIndex(list: usize, i: i32, n: i32): i32 {
    let best = i;
    let bk = load<i32>(list + <usize>i * SLOT, 12);
    for (let j = i + 1; j < n; j++) {
      const k = load<i32>(list + <usize>j * SLOT, 12);
      if (k > bk) {
        bk = k;
        best = j;
      }
    }
    return best;
  }

  /** Swaps entries i and j of the list. */
  @inline static swap(list: usize, i: i32, j: i32): void {
    const ai = list + <usize>i * SLOT;
    const aj = list + <usize>j * SLOT;
    const f = load<u64>(aj);
    const s = load<i64>(aj, 8);
    store<u64>(aj, load<u64>(ai));
    store<i64>(aj, load<i64>(ai, 8), 8);
    store<u64>(ai, f);
    store<i64>(ai, s, 8);
  }

  /** Moves the best remaining entry (highest key) to position i and returns its address: a
   *  selection sort done lazily, since a cut-off usually comes after the first few moves. Static
   *  so it can be forced inline (see Board in board.ts). */
  @inline static pickBest(list: usize, i: i32, n: i32): usize {
    const j = MoveList.bestIndex(list, i, n);
    if (j !== i) MoveList.swap(list, i, j);
    return list + <usize>i * SLOT;
  }

  /** pickBest for a list with a u64 beside each entry in a parallel array at `extra` (the midgame's
   *  replies), which moves with its entry. */
  @inline static pickBestWith(list: usize, extra: usize, i: i32, n: i32): usize {
    const j = MoveList.bestIndex(list, i, n);
    if (j !== i) {
      MoveList.swap(list, i, j);
      const ei = extra + ((<usize>i) << 3);
      const ej = extra + ((<usize>j) << 3);
      const r = load<u64>(ej);
      store<u64>(ej, load<u64>(ei));
      store<u64>(ei, r);
    }
    return list + <usize>i * SLOT;
  }
}

/** The flips of an entry. */
export function entryFlips(at: usize): u64 {
  return load<u64>(at);
}

/** The square of an entry. */
export function entrySquare(at: usize): i32 {
  return load<i32>(at, 8);
}
