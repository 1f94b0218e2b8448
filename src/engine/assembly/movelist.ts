// Move lists of the midgame search and the endgame solver: entries of SLOT bytes in static buffers
// (flips u64 at 0, square i32 at 8, ordering key i32 at 12), sorted lazily as the search takes them.

/** Bytes per move-list entry. */
export const SLOT: usize = 16;

/** Moves the best remaining entry to position i (selection sort, lazily per move). */
// @ts-ignore: decorator
@inline
export function pickBest(L: usize, i: i32, n: i32): usize {
  const ai = L + <usize>i * SLOT;
  let bi = ai;
  let bk = load<i32>(ai, 12);
  for (let j = i + 1; j < n; j++) {
    const aj = L + <usize>j * SLOT;
    const k = load<i32>(aj, 12);
    if (k > bk) {
      bk = k;
      bi = aj;
    }
  }
  if (bi != ai) {
    const f = load<u64>(bi);
    const s = load<i64>(bi, 8);
    store<u64>(bi, load<u64>(ai));
    store<i64>(bi, load<i64>(ai, 8), 8);
    store<u64>(ai, f);
    store<i64>(ai, s, 8);
  }
  return ai;
}
