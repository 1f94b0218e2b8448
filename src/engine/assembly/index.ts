// Wedge search kernel: the wasm exports. Boards cross the boundary as four u32 halves
// (player lo/hi, opponent lo/hi, relative to the side to move); 64-bit results are read back
// through `resultLo()` / `resultHi()`. Pass = square 64, no move = -1.
import { PASS, boardSize, getFlips, getFlipsSlow, getMoves, setBoardSizeImpl } from './board';
import { nodes } from './host';
import { perft as perftImpl, perftBulk } from './perft';

let result: u64 = 0;

// @ts-ignore: decorator
@inline
function join(lo: u32, hi: u32): u64 {
  return (<u64>hi << 32) | <u64>lo;
}

function ret64(x: u64): u32 {
  result = x;
  return <u32>x;
}

/** Kernel version number (major*10000 + minor*100 + patch). */
export function version(): i32 {
  return 100;
}

/** The square number used for a pass. */
export function passMove(): i32 {
  return PASS;
}

/** High 32 bits of the last 64-bit result (the low half is the function's return value). */
export function resultHi(): u32 {
  return <u32>(result >> 32);
}

/** Low 32 bits of the last 64-bit result. */
export function resultLo(): u32 {
  return <u32>result;
}

/** Selects a 4x4, 6x6 or 8x8 board; returns the size in force. */
export function setBoardSize(n: i32): i32 {
  return setBoardSizeImpl(n);
}

export function getBoardSize(): i32 {
  return boardSize;
}

/** Legal moves bitboard (low half returned, high half in resultHi). */
export function moves(pLo: u32, pHi: u32, oLo: u32, oHi: u32): u32 {
  return ret64(getMoves(join(pLo, pHi), join(oLo, oHi)));
}

/** Flip mask of a move at `sq` (0 if illegal). */
export function flips(pLo: u32, pHi: u32, oLo: u32, oHi: u32, sq: i32): u32 {
  if (sq < 0 || sq > 63) return ret64(0);
  const P = join(pLo, pHi);
  const O = join(oLo, oHi);
  const m = (<u64>1) << <u64>sq;
  if ((getMoves(P, O) & m) == 0) return ret64(0);
  return ret64(getFlips(P, O, m));
}

/** Flip mask from the slow reference flipper (for tests). */
export function flipsSlow(pLo: u32, pHi: u32, oLo: u32, oHi: u32, sq: i32): u32 {
  return ret64(getFlipsSlow(join(pLo, pHi), join(oLo, oHi), sq));
}

/** Perft leaf count as f64 (exact below 2^53). bulk != 0 counts the last ply by popcount. */
export function perft(pLo: u32, pHi: u32, oLo: u32, oHi: u32, depth: i32, bulk: i32): f64 {
  const n = bulk != 0 ? perftBulk(join(pLo, pHi), join(oLo, oHi), depth) : perftImpl(join(pLo, pHi), join(oLo, oHi), depth);
  result = n;
  return <f64>n;
}

/** Nodes of the last search (as f64). */
export function nodeCount(): f64 {
  return <f64>nodes;
}
