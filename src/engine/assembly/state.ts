// The per-search scratch memory: everything a search writes besides the shared tables (transposition
// tables, weights) lives in one region addressed from `stateBase`, so that a second search thread
// (another instance of this module over the same shared memory, where every `memory.data` area is at
// the same address for both) only needs a region of its own and its base set. Layout, in bytes from
// the base (sizes from the modules that use each part):
//   MID_LISTS   one move list per ply of the midgame search (search.ts)      MAX_PLY x MAX_MOVES x SLOT
//   MID_REPLIES beside each entry of the midgame lists, the opponent's moves after it (search.ts)
//                                                                             MAX_PLY x MAX_MOVES x 8
//   END_LISTS   one move list per number of empties of the solver (endgame.ts) END_ROWS x MAX_MOVES x SLOT
//   PV_TABLE    the triangular principal-variation table (pv.ts)              MAX_PLY x MAX_PLY
//   PV_LENGTHS  its row lengths                                               MAX_PLY x 4
//   EVAL_INDEX  every placement's pattern configuration, both colours, a slot per ply (patterns.ts)
//                                                                             MAX_PLY x MAX_PLACEMENTS x 4
//   SAVED_PV    the root line of the last completed iteration, which the host reads (pv.ts) MAX_PLY
import { MAX_MOVES, SLOT } from './movelist';

/** Deepest ply a line can reach: 60 moves plus passes, and the solver's ordering searches, which run
 *  from ORDERING_PLY (endgame.ts). */
export const MAX_PLY: i32 = 96;
/** Move lists of the solver: one per number of empties (64 at most, and a pass keeps the count). */
export const END_ROWS: i32 = 66;
/** Pattern placements the evaluation state has room for (patterns.ts checks a file against it). */
export const MAX_PLACEMENTS: i32 = 128;

const LIST_BYTES: usize = <usize>MAX_MOVES * SLOT;
export const MID_LISTS: usize = 0;
export const MID_REPLIES: usize = MID_LISTS + <usize>MAX_PLY * LIST_BYTES;
export const END_LISTS: usize = MID_REPLIES + <usize>MAX_PLY * <usize>MAX_MOVES * 8;
export const PV_TABLE: usize = END_LISTS + <usize>END_ROWS * LIST_BYTES;
export const PV_LENGTHS: usize = PV_TABLE + <usize>(MAX_PLY * MAX_PLY);
export const EVAL_INDEX: usize = PV_LENGTHS + <usize>MAX_PLY * 4;
export const SAVED_PV: usize = EVAL_INDEX + <usize>MAX_PLY * <usize>MAX_PLACEMENTS * 4;
/** Bytes of one search's region. */
export const STATE_BYTES: usize = SAVED_PV + <usize>MAX_PLY;

/** The region of this thread's search (the first thread's is static). */
export let stateBase: usize = memory.data(<i32>STATE_BYTES, 16);

/** Points this instance's searches at another region of STATE_BYTES (a further search thread). */
export function setStateBase(base: usize): void {
  stateBase = base;
}
