// Bitboard rules for the kernel: square = row*8 + col, a1 = bit 0. Boards are (P, O) relative to the
// side to move. Smaller boards (4x4, 6x6) live in the top-left corner of the 8x8 grid; squares outside
// `boardMask` are always empty, so masking the empty set is all move generation needs.

/** Pass is encoded as this square number everywhere in the kernel. */
export const PASS: i32 = 64;
/** "No move" (the game is over, or no search result yet). */
export const NO_MOVE: i32 = -1;

const NOT_A: u64 = 0xfefefefefefefefe;
const NOT_H: u64 = 0x7f7f7f7f7f7f7f7f;
const MH: u64 = 0x7e7e7e7e7e7e7e7e;

export let boardSize: i32 = 8;
export let boardMask: u64 = 0xffffffffffffffff;
/** Number of playable squares (16, 36 or 64). */
export let boardSquares: i32 = 64;
export let cornerMask: u64 = 0x8100000000000081;
/** Squares next to a corner (C and X squares), indexed by corner number 0-3 in `cornerSq`. */
export let edgeMask: u64 = 0xff818181818181ff;
export const cornerSq = new StaticArray<i32>(4);
export const xSq = new StaticArray<i32>(4);
export const cSqA = new StaticArray<i32>(4);
export const cSqB = new StaticArray<i32>(4);
/** Parity regions (quadrants of the playable board). */
export const quadrant = new StaticArray<u64>(4);

/** Selects 4, 6 or 8 squares a side; other values are ignored. Returns the size in force. */
export function setBoardSizeImpl(n: i32): i32 {
  if (n != 4 && n != 6 && n != 8) return boardSize;
  boardSize = n;
  let m: u64 = 0;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) m |= (<u64>1) << <u64>(r * 8 + c);
  boardMask = m;
  boardSquares = n * n;
  const e = n - 1;
  cornerSq[0] = 0; cornerSq[1] = e; cornerSq[2] = e * 8; cornerSq[3] = e * 8 + e;
  xSq[0] = 9; xSq[1] = 8 + e - 1; xSq[2] = (e - 1) * 8 + 1; xSq[3] = (e - 1) * 8 + e - 1;
  cSqA[0] = 1; cSqA[1] = e - 1; cSqA[2] = e * 8 + 1; cSqA[3] = e * 8 + e - 1;
  cSqB[0] = 8; cSqB[1] = 8 + e; cSqB[2] = (e - 1) * 8; cSqB[3] = (e - 1) * 8 + e;
  let cm: u64 = 0;
  for (let i = 0; i < 4; i++) cm |= (<u64>1) << <u64>unchecked(cornerSq[i]);
  cornerMask = cm;
  let em: u64 = 0;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (r == 0 || c == 0 || r == e || c == e) em |= (<u64>1) << <u64>(r * 8 + c);
  edgeMask = em;
  const h = n >> 1;
  for (let q = 0; q < 4; q++) {
    let qm: u64 = 0;
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) {
        const qq = (r >= h ? 2 : 0) + (c >= h ? 1 : 0);
        if (qq == q) qm |= (<u64>1) << <u64>(r * 8 + c);
      }
    unchecked((quadrant[q] = qm));
  }
  return n;
}

/** Legal moves of P (Kogge-Stone fills in 8 directions). */
// @ts-ignore: decorator
@inline
export function getMoves(P: u64, O: u64): u64 {
  const empty = ~(P | O) & boardMask;
  const mO = O & MH;
  let r: u64 = 0;
  let t: u64;
  t = (P << 1) & mO; t |= (t << 1) & mO; t |= (t << 1) & mO; t |= (t << 1) & mO; t |= (t << 1) & mO; t |= (t << 1) & mO; r |= t << 1;
  t = (P >> 1) & mO; t |= (t >> 1) & mO; t |= (t >> 1) & mO; t |= (t >> 1) & mO; t |= (t >> 1) & mO; t |= (t >> 1) & mO; r |= t >> 1;
  t = (P << 8) & O; t |= (t << 8) & O; t |= (t << 8) & O; t |= (t << 8) & O; t |= (t << 8) & O; t |= (t << 8) & O; r |= t << 8;
  t = (P >> 8) & O; t |= (t >> 8) & O; t |= (t >> 8) & O; t |= (t >> 8) & O; t |= (t >> 8) & O; t |= (t >> 8) & O; r |= t >> 8;
  t = (P << 7) & mO; t |= (t << 7) & mO; t |= (t << 7) & mO; t |= (t << 7) & mO; t |= (t << 7) & mO; t |= (t << 7) & mO; r |= t << 7;
  t = (P >> 7) & mO; t |= (t >> 7) & mO; t |= (t >> 7) & mO; t |= (t >> 7) & mO; t |= (t >> 7) & mO; t |= (t >> 7) & mO; r |= t >> 7;
  t = (P << 9) & mO; t |= (t << 9) & mO; t |= (t << 9) & mO; t |= (t << 9) & mO; t |= (t << 9) & mO; t |= (t << 9) & mO; r |= t << 9;
  t = (P >> 9) & mO; t |= (t >> 9) & mO; t |= (t >> 9) & mO; t |= (t >> 9) & mO; t |= (t >> 9) & mO; t |= (t >> 9) & mO; r |= t >> 9;
  return r & empty;
}

/** Discs flipped when P plays the single-bit square `m` (0 when the move is illegal). */
// @ts-ignore: decorator
@inline
export function getFlips(P: u64, O: u64, m: u64): u64 {
  const mO = O & MH;
  let r: u64 = 0;
  let f: u64;
  f = (m << 1) & mO; f |= (f << 1) & mO; f |= (f << 1) & mO; f |= (f << 1) & mO; f |= (f << 1) & mO; f |= (f << 1) & mO;
  r |= select<u64>(f, 0, ((f << 1) & P) != 0);
  f = (m >> 1) & mO; f |= (f >> 1) & mO; f |= (f >> 1) & mO; f |= (f >> 1) & mO; f |= (f >> 1) & mO; f |= (f >> 1) & mO;
  r |= select<u64>(f, 0, ((f >> 1) & P) != 0);
  f = (m << 8) & O; f |= (f << 8) & O; f |= (f << 8) & O; f |= (f << 8) & O; f |= (f << 8) & O; f |= (f << 8) & O;
  r |= select<u64>(f, 0, ((f << 8) & P) != 0);
  f = (m >> 8) & O; f |= (f >> 8) & O; f |= (f >> 8) & O; f |= (f >> 8) & O; f |= (f >> 8) & O; f |= (f >> 8) & O;
  r |= select<u64>(f, 0, ((f >> 8) & P) != 0);
  f = (m << 7) & mO; f |= (f << 7) & mO; f |= (f << 7) & mO; f |= (f << 7) & mO; f |= (f << 7) & mO; f |= (f << 7) & mO;
  r |= select<u64>(f, 0, ((f << 7) & P) != 0);
  f = (m >> 7) & mO; f |= (f >> 7) & mO; f |= (f >> 7) & mO; f |= (f >> 7) & mO; f |= (f >> 7) & mO; f |= (f >> 7) & mO;
  r |= select<u64>(f, 0, ((f >> 7) & P) != 0);
  f = (m << 9) & mO; f |= (f << 9) & mO; f |= (f << 9) & mO; f |= (f << 9) & mO; f |= (f << 9) & mO; f |= (f << 9) & mO;
  r |= select<u64>(f, 0, ((f << 9) & P) != 0);
  f = (m >> 9) & mO; f |= (f >> 9) & mO; f |= (f >> 9) & mO; f |= (f >> 9) & mO; f |= (f >> 9) & mO; f |= (f >> 9) & mO;
  r |= select<u64>(f, 0, ((f >> 9) & P) != 0);
  return r;
}

/** Rays from each square: 8 directions x 64 squares (E, S, SE, SW increase; W, N, NW, NE decrease). */
const RAYS = memory.data(8 * 64 * 8);

function initRays(): void {
  const dr: StaticArray<i32> = [0, 1, 1, 1, 0, -1, -1, -1];
  const dc: StaticArray<i32> = [1, 0, 1, -1, -1, 0, -1, 1];
  for (let d = 0; d < 8; d++)
    for (let sq = 0; sq < 64; sq++) {
      let r = (sq >> 3) + dr[d];
      let c = (sq & 7) + dc[d];
      let m: u64 = 0;
      while (r >= 0 && r < 8 && c >= 0 && c < 8) {
        m |= (<u64>1) << <u64>(r * 8 + c);
        r += dr[d];
        c += dc[d];
      }
      store<u64>(RAYS + <usize>((d * 64 + sq) << 3), m);
    }
}
initRays();

// @ts-ignore: decorator
@inline
function rayUp(P: u64, O: u64, sq: i32, d: i32): u64 {
  const ray = load<u64>(RAYS + <usize>((d * 64 + sq) << 3));
  const x = ~O & ray;
  const first = x & (0 - x);
  return select<u64>((first - 1) & ray, 0, (first & P) != 0);
}

// @ts-ignore: decorator
@inline
function rayDown(P: u64, O: u64, sq: i32, d: i32): u64 {
  const ray = load<u64>(RAYS + <usize>((d * 64 + sq) << 3));
  const x = ~O & ray;
  const hb = ((<u64>0x8000000000000000) >> clz<u64>(x)) & x;
  return select<u64>(ray & (0 - (hb << 1)), 0, (hb & P) != 0);
}

/** Flips of a move at square sq by ray lookups: the first non-opponent square on each ray decides. */
// @ts-ignore: decorator
@inline
export function flipsAt(P: u64, O: u64, sq: i32): u64 {
  return (
    rayUp(P, O, sq, 0) |
    rayUp(P, O, sq, 1) |
    rayUp(P, O, sq, 2) |
    rayUp(P, O, sq, 3) |
    rayDown(P, O, sq, 4) |
    rayDown(P, O, sq, 5) |
    rayDown(P, O, sq, 6) |
    rayDown(P, O, sq, 7)
  );
}

/** Slow, obvious flipper (walks each ray square by square); the fast one is tested against it. */
export function getFlipsSlow(P: u64, O: u64, sq: i32): u64 {
  const r0 = sq >> 3;
  const c0 = sq & 7;
  let res: u64 = 0;
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      if (dr == 0 && dc == 0) continue;
      let r = r0 + dr;
      let c = c0 + dc;
      let f: u64 = 0;
      while (r >= 0 && r < boardSize && c >= 0 && c < boardSize && ((O >> <u64>(r * 8 + c)) & 1) != 0) {
        f |= (<u64>1) << <u64>(r * 8 + c);
        r += dr;
        c += dc;
      }
      if (r >= 0 && r < boardSize && c >= 0 && c < boardSize && ((P >> <u64>(r * 8 + c)) & 1) != 0) res |= f;
    }
  return res;
}

/** Squares next to a disc of `X` (8 directions), used for frontier and potential mobility. */
// @ts-ignore: decorator
@inline
export function neighbours(X: u64): u64 {
  const h = ((X << 1) & NOT_A) | ((X >> 1) & NOT_H);
  const x = X | h;
  return h | (x << 8) | (x >> 8);
}

// @ts-ignore: decorator
@inline
export function bit(sq: i32): u64 {
  return (<u64>1) << <u64>sq;
}

/** Final disc difference for P under the tournament rule (empties go to the winner). */
// @ts-ignore: decorator
@inline
export function finalDiff(P: u64, O: u64): i32 {
  const p = <i32>popcnt<u64>(P);
  const o = <i32>popcnt<u64>(O);
  const d = p - o;
  const e = boardSquares - p - o;
  if (d > 0) return d + e;
  if (d < 0) return d - e;
  return 0;
}
