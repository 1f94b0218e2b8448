// A lower bound on the stable discs of P: discs that can never be flipped. A disc is stable when,
// on each of its 4 lines, the line is full or a neighbour on that line is a wall or a stable disc of
// the same colour (iterated to a fixed point). Squares outside a small board count as walls.
import { boardMask } from './board';

// Column masks that keep diagonal shifts by 1, 2 and 4 columns from wrapping around the board.
const NOT_A: u64 = 0xfefefefefefefefe;
const NOT_H: u64 = 0x7f7f7f7f7f7f7f7f;
const NOT_AB: u64 = 0xfcfcfcfcfcfcfcfc;
const NOT_GH: u64 = 0x3f3f3f3f3f3f3f3f;
const NOT_AD: u64 = 0xf0f0f0f0f0f0f0f0;
const NOT_EH: u64 = 0x0f0f0f0f0f0f0f0f;
/** The a- and h-files: a disc there has a wall on its horizontal line. */
const COL_AH: u64 = 0x8181818181818181;
/** Rows 1 and 8: a wall on the vertical line. */
const ROW_18: u64 = 0xff000000000000ff;
/** The edge squares: a wall on both diagonals. */
const BORDER: u64 = 0xff818181818181ff;

/** Squares whose horizontal line is full (occupied counts outside squares as filled). */
function fullH(occ: u64): u64 {
  let h = occ & (occ >> 4);
  h &= h >> 2;
  h &= h >> 1;
  return (h & 0x0101010101010101) * 0xff;
}

function fullV(occ: u64): u64 {
  let v = occ;
  v &= rotr<u64>(v, 8);
  v &= rotr<u64>(v, 16);
  v &= rotr<u64>(v, 32);
  return v;
}

/** Full diagonals in the a1-h8 direction (shift 9): spread the empties along the line and invert. */
function fullD9(occ: u64): u64 {
  let e = ~occ;
  e |= ((e << 9) & NOT_A) | ((e >> 9) & NOT_H);
  e |= ((e << 18) & NOT_AB) | ((e >> 18) & NOT_GH);
  e |= ((e << 36) & NOT_AD) | ((e >> 36) & NOT_EH);
  return ~e;
}

function fullD7(occ: u64): u64 {
  let e = ~occ;
  e |= ((e << 7) & NOT_H) | ((e >> 7) & NOT_A);
  e |= ((e << 14) & NOT_GH) | ((e >> 14) & NOT_AB);
  e |= ((e << 28) & NOT_EH) | ((e >> 28) & NOT_AD);
  return ~e;
}

/** Stable discs of P (a sound lower bound). */
export function stableDiscs(P: u64, O: u64): u64 {
  const outside = ~boardMask;
  const occ = P | O | outside;
  const fh = fullH(occ) | COL_AH;
  const fv = fullV(occ) | ROW_18;
  const f9 = fullD9(occ) | BORDER;
  const f7 = fullD7(occ) | BORDER;
  // Discs on a full line are safe on that line; start from the discs safe on all four.
  let st: u64 = 0;
  let prev: u64;
  do {
    prev = st;
    const s = st | outside;
    const h = fh | ((s << 1) & NOT_A) | ((s >> 1) & NOT_H);
    const v = fv | (s << 8) | (s >> 8);
    const d9 = f9 | ((s << 9) & NOT_A) | ((s >> 9) & NOT_H);
    const d7 = f7 | ((s << 7) & NOT_H) | ((s >> 7) & NOT_A);
    st = P & h & v & d9 & d7;
  } while (st !== prev);
  return st;
}
