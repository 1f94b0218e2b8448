// Search threads: each thread is an instance of this module over the same shared memory, searching
// the same root with the shared transposition tables (Lazy SMP). Instance 0 owns the memory (it
// allocates, sizes and clears the tables, and keeps the weights); a helper (id 1 and up) has its own
// state region and reads the owner's weights. The threads split the work two ways:
// - a helper's solver leaves for last a child that another thread is searching (a simplified ABDADA):
//   at a node of SHARE_EMPTIES or more, every move but the first is first checked against a small
//   shared table of the positions being searched (every thread marks the ones it is in); one in it is
//   deferred to a second pass over the node's moves, so the helper proves the siblings the owner
//   will come to, and the owner meets their values in the transposition table;
// - in the midgame, a helper of odd id searches each iteration one ply deeper than the owner.
// Neither changes what a single thread does.

/** This instance's thread: 0 for the owner (and the only thread of a single-threaded engine). */
export let helperId: i32 = 0;
/** True on every thread of an engine with several (the owner's once it makes a helper's state). */
export let sharing: bool = false;

/** Makes this instance helper `id` of a pool (or the owner of one, id 0). */
export function joinThreads(id: i32): void {
  helperId = id;
  sharing = true;
}

/** The depth a thread searches at iteration d of a search to maxDepth. */
export function iterationDepth(d: i32, maxDepth: i32): i32 {
  return d < maxDepth ? d + (helperId & 1) : d;
}

/** Empties from which the solver defers the children other threads are searching: every node with a
 *  table when this was measured (the solver's table started at 10 empties then; at 7 now). FFO #28-#39 on two threads, the first thread's nodes: 198 M
 *  from 10, 216 M from 12, 241 M from 16 (312 M on one thread). */
export const SHARE_EMPTIES: i32 = 10;
/** Slots of the table of positions being searched (8 bytes each, shared by all threads). */
const BUSY_SLOTS: i32 = 1024;
const BUSY = memory.data(BUSY_SLOTS * 8, 16);

/** A position's key in the busy table (never 0, the empty slot). */
function busyKey(P: u64, O: u64): u64 {
  let h = P * 0xbf58476d1ce4e5b9;
  h ^= O * 0x94d049bb133111eb + (h >> 29);
  return h | 1;
}

function busySlot(key: u64): usize {
  return BUSY + ((<usize>((key >> 40) & <u64>(BUSY_SLOTS - 1))) << 3);
}

/** Whether this thread leaves for last the children others are searching: only the helpers do. The
 *  owner keeps its one-thread order, since a cut-off move it deferred would leave it searching every
 *  other move first (FFO #47 on two threads with both deferring: 418-425 M nodes for the owner in
 *  three runs of four, against 67 M on one thread); it meets the helpers' work in the table. */
export function deferring(): bool {
  return helperId !== 0;
}

/** Whether another thread is searching (P, O) now. */
export function busyElsewhere(P: u64, O: u64): bool {
  const key = busyKey(P, O);
  return load<u64>(busySlot(key)) === key;
}

/** Marks (P, O) as being searched by this thread; returns what searchDone needs. */
export function searchStarts(P: u64, O: u64): u64 {
  const key = busyKey(P, O);
  store<u64>(busySlot(key), key);
  return key;
}

/** Clears the mark of searchStarts(P, O) = key, unless another position has taken the slot. */
export function searchDone(key: u64): void {
  const slot = busySlot(key);
  if (load<u64>(slot) === key) store<u64>(slot, 0);
}
