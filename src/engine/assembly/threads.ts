// Search threads (Lazy SMP): each thread is an instance of this module over the same shared memory,
// searching the same root with the shared transposition tables. Instance 0 owns the memory (it
// allocates, sizes and clears the tables, and keeps the weights); a helper (id 1 and up) has its own
// state region and reads the owner's weights, and differs in what it searches first so that the two
// do not walk the same tree in step: a deeper iteration in the midgame (odd ids), and the solver's
// root moves rotated by its id, so that it proves the moves after the best one while the first thread
// proves the best.

/** This instance's thread: 0 for the owner (and the only thread of a single-threaded engine). */
export let helperId: i32 = 0;

/** Makes this instance helper `id`. */
export function setHelperId(id: i32): void {
  helperId = id;
}

/** The depth a thread searches at iteration d of a search to maxDepth. */
export function iterationDepth(d: i32, maxDepth: i32): i32 {
  return d < maxDepth ? d + (helperId & 1) : d;
}

/** Where the solver's root move list starts for this thread (rotated by its id, 0 for the owner). */
export function rootShift(count: i32): i32 {
  return helperId === 0 || count < 2 ? 0 : helperId % count;
}
