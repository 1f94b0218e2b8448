import type { Square } from './types.js';

/** Counts the set bits of a 32-bit integer. */
const popcount32 = (n: number): number => {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/**
 * An immutable set of squares: 64 bits as two int32 halves, `lo` for a1..h4 (squares 0-31) and `hi`
 * for a5..h8 (32-63). Bit i stands for square i. Every operation returns a new set.
 */
export class Bitboard {
  private constructor(
    readonly lo: number,
    readonly hi: number,
  ) {}

  static readonly EMPTY = new Bitboard(0, 0);
  static readonly FULL = new Bitboard(-1, -1);

  /** The set from its two halves (any integers; only the low 32 bits of each are kept). */
  static fromHalves(lo: number, hi: number): Bitboard {
    return new Bitboard(lo | 0, hi | 0);
  }

  static fromSquare(square: Square): Bitboard {
    return square < 32 ? new Bitboard(1 << square, 0) : new Bitboard(0, 1 << (square - 32));
  }

  static fromSquares(squares: Iterable<Square>): Bitboard {
    let lo = 0;
    let hi = 0;
    for (const s of squares) {
      if (s < 32) lo |= 1 << s;
      else hi |= 1 << (s - 32);
    }
    return new Bitboard(lo, hi);
  }

  /** From a 64-bit unsigned value (for tests and interchange, never in a hot loop). */
  static fromBigInt(value: bigint): Bitboard {
    return new Bitboard(Number(BigInt.asIntN(32, value)), Number(BigInt.asIntN(32, value >> 32n)));
  }

  toBigInt(): bigint {
    return (BigInt(this.hi >>> 0) << 32n) | BigInt(this.lo >>> 0);
  }

  union(other: Bitboard): Bitboard {
    return new Bitboard(this.lo | other.lo, this.hi | other.hi);
  }

  intersect(other: Bitboard): Bitboard {
    return new Bitboard(this.lo & other.lo, this.hi & other.hi);
  }

  /** The squares of this set that are not in `other`. */
  diff(other: Bitboard): Bitboard {
    return new Bitboard(this.lo & ~other.lo, this.hi & ~other.hi);
  }

  xor(other: Bitboard): Bitboard {
    return new Bitboard(this.lo ^ other.lo, this.hi ^ other.hi);
  }

  complement(): Bitboard {
    return new Bitboard(~this.lo, ~this.hi);
  }

  intersects(other: Bitboard): boolean {
    return (this.lo & other.lo) !== 0 || (this.hi & other.hi) !== 0;
  }

  isSubsetOf(other: Bitboard): boolean {
    return (this.lo & ~other.lo) === 0 && (this.hi & ~other.hi) === 0;
  }

  has(square: Square): boolean {
    return square < 32 ? (this.lo & (1 << square)) !== 0 : (this.hi & (1 << (square - 32))) !== 0;
  }

  with(square: Square): Bitboard {
    return square < 32
      ? new Bitboard(this.lo | (1 << square), this.hi)
      : new Bitboard(this.lo, this.hi | (1 << (square - 32)));
  }

  without(square: Square): Bitboard {
    return square < 32
      ? new Bitboard(this.lo & ~(1 << square), this.hi)
      : new Bitboard(this.lo, this.hi & ~(1 << (square - 32)));
  }

  /** Shifts every square up by `n` indices (towards h8); bits past 63 fall off. */
  shl(n: number): Bitboard {
    if (n <= 0) return n === 0 ? this : this.shr(-n);
    if (n >= 64) return Bitboard.EMPTY;
    if (n >= 32) return new Bitboard(0, this.lo << (n - 32));
    return new Bitboard(this.lo << n, (this.hi << n) | (this.lo >>> (32 - n)));
  }

  /** Shifts every square down by `n` indices (towards a1); bits below 0 fall off. */
  shr(n: number): Bitboard {
    if (n <= 0) return n === 0 ? this : this.shl(-n);
    if (n >= 64) return Bitboard.EMPTY;
    // `| 0` keeps the half a signed int32: `>>> 0` alone would leave 2^31..2^32-1 and break `equals`.
    if (n >= 32) return new Bitboard((this.hi >>> (n - 32)) | 0, 0);
    return new Bitboard((this.lo >>> n) | (this.hi << (32 - n)), this.hi >>> n);
  }

  /** Moves every square one step in a direction; squares that would leave the board fall off. */
  shift(direction: Direction): Bitboard {
    const d = DIRECTION_STEP[direction];
    const moved = d > 0 ? this.shl(d) : this.shr(-d);
    return moved.intersect(DIRECTION_LANDING[direction]);
  }

  isEmpty(): boolean {
    return this.lo === 0 && this.hi === 0;
  }

  nonEmpty(): boolean {
    return !this.isEmpty();
  }

  equals(other: Bitboard): boolean {
    return this.lo === other.lo && this.hi === other.hi;
  }

  /** The number of squares in the set. */
  size(): number {
    return popcount32(this.lo) + popcount32(this.hi);
  }

  /** The lowest square, or undefined for the empty set. */
  first(): Square | undefined {
    if (this.lo !== 0) return (31 - Math.clz32(this.lo & -this.lo)) as Square;
    if (this.hi !== 0) return (63 - Math.clz32(this.hi & -this.hi)) as Square;
    return undefined;
  }

  /** The highest square, or undefined for the empty set. */
  last(): Square | undefined {
    if (this.hi !== 0) return (63 - Math.clz32(this.hi)) as Square;
    if (this.lo !== 0) return (31 - Math.clz32(this.lo)) as Square;
    return undefined;
  }

  /** The squares in increasing order. */
  *[Symbol.iterator](): Iterator<Square> {
    let lo = this.lo;
    let hi = this.hi;
    while (lo !== 0) {
      const bit = lo & -lo;
      yield (31 - Math.clz32(bit)) as Square;
      lo ^= bit;
    }
    while (hi !== 0) {
      const bit = hi & -hi;
      yield (63 - Math.clz32(bit)) as Square;
      hi ^= bit;
    }
  }

  toArray(): Square[] {
    return [...this];
  }

  /** An 8-line picture (row 1 first), `x` for a member: handy in test failures. */
  toString(): string {
    const rows: string[] = [];
    for (let r = 0; r < 8; r++) {
      let line = '';
      for (let c = 0; c < 8; c++) line += this.has((r * 8 + c) as Square) ? 'x' : '.';
      rows.push(line);
    }
    return rows.join('\n');
  }
}

/** The eight directions of the board, by compass (north = towards row 1). */
export type Direction = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export const DIRECTIONS: readonly Direction[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];

/** The change of square index for one step in each direction. */
export const DIRECTION_STEP: Readonly<Record<Direction, number>> = {
  n: -8,
  s: 8,
  e: 1,
  w: -1,
  ne: -7,
  nw: -9,
  se: 9,
  sw: 7,
};

/** The change of (row, column) for one step in each direction. */
export const DIRECTION_DELTA: Readonly<Record<Direction, readonly [number, number]>> = {
  n: [-1, 0],
  s: [1, 0],
  e: [0, 1],
  w: [0, -1],
  ne: [-1, 1],
  nw: [-1, -1],
  se: [1, 1],
  sw: [1, -1],
};

const NOT_FILE_A = Bitboard.fromHalves(0xfefefefe, 0xfefefefe);
const NOT_FILE_H = Bitboard.fromHalves(0x7f7f7f7f, 0x7f7f7f7f);

/** Where a step may land: a step east cannot land on file a (it wrapped around), and so on. */
const DIRECTION_LANDING: Readonly<Record<Direction, Bitboard>> = {
  n: Bitboard.FULL,
  s: Bitboard.FULL,
  e: NOT_FILE_A,
  w: NOT_FILE_H,
  ne: NOT_FILE_A,
  se: NOT_FILE_A,
  nw: NOT_FILE_H,
  sw: NOT_FILE_H,
};

/** The squares of an n x n board (the top-left n rows and columns of the 8x8 grid). */
export const boardMask = (size: number): Bitboard => {
  let lo = 0;
  let hi = 0;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const s = r * 8 + c;
      if (s < 32) lo |= 1 << s;
      else hi |= 1 << (s - 32);
    }
  }
  return Bitboard.fromHalves(lo, hi);
};
