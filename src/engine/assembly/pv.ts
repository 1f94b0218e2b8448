// Triangular principal-variation table shared by the midgame search, the solver and the analysis:
// row `ply` holds the best line found from that ply, one move (square or PASS_MOVE) a byte. The table
// is part of the search's state region (state.ts).
import { MAX_PLY, PV_LENGTHS, PV_TABLE, SAVED_PV, stateBase } from './state';

function pvLen(): usize {
  return stateBase + PV_LENGTHS;
}

function pvTable(): usize {
  return stateBase + PV_TABLE;
}

/** Empties the line of `ply`. */
export function pvClear(ply: i32): void {
  store<i32>(pvLen() + ((<usize>ply) << 2), 0);
}

/** The line of `ply` becomes `move` followed by the line of `ply + 1`. */
export function pvUpdate(ply: i32, move: i32): void {
  const row = pvTable() + <usize>(ply * MAX_PLY);
  const child = row + <usize>MAX_PLY;
  store<u8>(row, <u8>move);
  let n = ply + 1 < MAX_PLY ? load<i32>(pvLen() + ((<usize>(ply + 1)) << 2)) : 0;
  if (n > MAX_PLY - 1) n = MAX_PLY - 1;
  memory.copy(row + 1, child, <usize>n);
  store<i32>(pvLen() + ((<usize>ply) << 2), n + 1);
}

export function pvLength(ply: i32): i32 {
  return load<i32>(pvLen() + ((<usize>ply) << 2));
}

export function pvAt(ply: i32, i: i32): i32 {
  return <i32>load<u8>(pvTable() + <usize>(ply * MAX_PLY + i));
}

/** The root line of the last completed iteration or solve, which the host reads (this thread's). */
function savedPv(): usize {
  return stateBase + SAVED_PV;
}
let savedLength: i32 = 0;

/** Keeps the root line (row 0). */
export function pvSave(): void {
  savedLength = pvLength(0);
  memory.copy(savedPv(), pvTable(), <usize>savedLength);
}

/** Keeps a line of one move, or none for NO_MOVE. */
export function pvSaveSingle(move: i32): void {
  savedLength = move < 0 ? 0 : 1;
  store<u8>(savedPv(), <u8>move);
}

export function pvSavedLength(): i32 {
  return savedLength;
}

export function pvSavedMove(i: i32): i32 {
  return i >= 0 && i < savedLength ? <i32>load<u8>(savedPv() + <usize>i) : -1;
}
