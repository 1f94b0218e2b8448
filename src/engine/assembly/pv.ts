// Triangular principal-variation table shared by the midgame search and the endgame solver.
export const MAX_PLY: i32 = 96;
const pvTable = memory.data(MAX_PLY * MAX_PLY);
const pvLen = memory.data(MAX_PLY * 4);

// @ts-ignore: decorator
@inline
export function pvClear(ply: i32): void {
  store<i32>(pvLen + (<usize>ply << 2), 0);
}

/** PV at `ply` becomes `move` followed by the PV of `ply + 1`. */
export function pvUpdate(ply: i32, move: i32): void {
  const row = pvTable + <usize>(ply * MAX_PLY);
  const child = pvTable + <usize>((ply + 1) * MAX_PLY);
  store<u8>(row, <u8>move);
  let n = ply + 1 < MAX_PLY ? load<i32>(pvLen + (<usize>(ply + 1) << 2)) : 0;
  if (n > MAX_PLY - 1) n = MAX_PLY - 1;
  memory.copy(row + 1, child, <usize>n);
  store<i32>(pvLen + (<usize>ply << 2), n + 1);
}

/** Sets the PV of ply to a single move (leaf or cut-short line). */
export function pvSet1(ply: i32, move: i32): void {
  store<u8>(pvTable + <usize>(ply * MAX_PLY), <u8>move);
  store<i32>(pvLen + (<usize>ply << 2), 1);
}

export function pvLength(ply: i32): i32 {
  return load<i32>(pvLen + (<usize>ply << 2));
}

export function pvAt(ply: i32, i: i32): i32 {
  return <i32>load<u8>(pvTable + <usize>(ply * MAX_PLY + i));
}

/** The saved root PV of the last completed iteration / solve. */
const savedPv = memory.data(MAX_PLY);
let savedLen: i32 = 0;

export function pvSave(): void {
  savedLen = pvLength(0);
  memory.copy(savedPv, pvTable, <usize>savedLen);
}

export function pvSavedLength(): i32 {
  return savedLen;
}

export function pvSavedMove(i: i32): i32 {
  return i >= 0 && i < savedLen ? <i32>load<u8>(savedPv + <usize>i) : -1;
}

export function pvSaveSingle(move: i32): void {
  savedLen = move < 0 ? 0 : 1;
  store<u8>(savedPv, <u8>move);
}
