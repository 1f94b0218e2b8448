import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bitboard, boardMask, DIRECTION_DELTA, DIRECTION_STEP, DIRECTIONS } from './bitboard.js';
import { type Square, square } from './types.js';

// Every Bitboard operation is checked against a plain model: an unsigned 64-bit BigInt whose bit i is
// square i. The generator favours edge patterns (single bits, full halves, corners, files) beside
// uniformly random sets, because carries between the two int32 halves and sign bits are where a
// two-halves bitboard goes wrong.

const MASK64 = (1n << 64n) - 1n;
const EDGE_VALUES = [
  0n,
  MASK64,
  1n,
  1n << 31n,
  1n << 32n,
  1n << 63n,
  0xffffffffn,
  0xffffffff00000000n,
  0x8000000080000000n,
  0x0101010101010101n, // file a
  0x8080808080808080n, // file h
  0xff000000000000ffn, // rows 1 and 8
  0x8100000000000081n, // the corners
];
const model = fc.oneof(
  fc.bigInt({ min: 0n, max: MASK64 }),
  fc.constantFrom(...EDGE_VALUES),
  fc.integer({ min: 0, max: 63 }).map((i) => 1n << BigInt(i)),
  fc.tuple(fc.bigInt({ min: 0n, max: MASK64 }), fc.bigInt({ min: 0n, max: MASK64 })).map(([a, b]) => a & b), // sparse
);
const squareArb = fc.integer({ min: 0, max: 63 }).map((i) => i as Square);

const bit = (s: number): bigint => 1n << BigInt(s);
const modelSquares = (m: bigint): number[] => [...Array(64).keys()].filter((i) => (m & bit(i)) !== 0n);

/** The set holds exactly the model's squares, in canonical form (both halves signed int32). */
const expectModel = (b: Bitboard, m: bigint): void => {
  expect(b.toBigInt()).toBe(m & MASK64);
  expect(Object.is(b.lo, b.lo | 0) && Object.is(b.hi, b.hi | 0)).toBe(true);
  expect(b.equals(Bitboard.fromBigInt(m))).toBe(true);
};

describe('Bitboard against a BigInt model', () => {
  it('round-trips through BigInt, halves and square lists', () => {
    fc.assert(
      fc.property(model, (m) => {
        const b = Bitboard.fromBigInt(m);
        expectModel(b, m);
        expectModel(Bitboard.fromHalves(Number(m & 0xffffffffn), Number(m >> 32n)), m);
        expectModel(Bitboard.fromSquares(modelSquares(m) as Square[]), m);
      }),
    );
  });

  it('set algebra: union, intersect, diff, xor, complement, intersects, isSubsetOf, equals', () => {
    fc.assert(
      fc.property(model, model, (x, y) => {
        const a = Bitboard.fromBigInt(x);
        const b = Bitboard.fromBigInt(y);
        expectModel(a.union(b), x | y);
        expectModel(a.intersect(b), x & y);
        expectModel(a.diff(b), x & ~y);
        expectModel(a.xor(b), x ^ y);
        expectModel(a.complement(), ~x & MASK64);
        expect(a.intersects(b)).toBe((x & y) !== 0n);
        expect(a.isSubsetOf(b)).toBe((x & ~y) === 0n);
        expect(a.equals(b)).toBe(x === y);
        expect(a.isEmpty()).toBe(x === 0n);
        expect(a.nonEmpty()).toBe(x !== 0n);
      }),
    );
  });

  it('single squares: has, with, without, fromSquare', () => {
    fc.assert(
      fc.property(model, squareArb, (m, s) => {
        const b = Bitboard.fromBigInt(m);
        expect(b.has(s)).toBe((m & bit(s)) !== 0n);
        expectModel(b.with(s), m | bit(s));
        expectModel(b.without(s), m & ~bit(s));
        expectModel(Bitboard.fromSquare(s), bit(s));
      }),
    );
  });

  it('shl and shr by any amount, negative and past 64 included', () => {
    fc.assert(
      fc.property(
        model,
        fc.oneof(fc.integer({ min: -70, max: 70 }), fc.constantFrom(-32, 31, 32, 33, 63, 64)),
        (m, n) => {
          const b = Bitboard.fromBigInt(m);
          const left = n >= 0 ? (m << BigInt(n)) & MASK64 : m >> BigInt(-n);
          const right = n >= 0 ? m >> BigInt(n) : (m << BigInt(-n)) & MASK64;
          expectModel(b.shl(n), left);
          expectModel(b.shr(n), right);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('shr and shl by exactly 32 move one half into the other', () => {
    // Found by the model: shr(32) once kept the high half as an unsigned number, so a set equal in
    // squares compared unequal.
    const all = Bitboard.FULL;
    expectModel(all.shr(32), 0xffffffffn);
    expectModel(all.shl(32), 0xffffffff00000000n);
    expect(all.shr(32).equals(Bitboard.fromHalves(-1, 0))).toBe(true);
  });

  it('size, first, last and iteration order', () => {
    fc.assert(
      fc.property(model, (m) => {
        const b = Bitboard.fromBigInt(m);
        const squares = modelSquares(m);
        expect(b.size()).toBe(squares.length);
        expect(b.first()).toBe(squares[0]);
        expect(b.last()).toBe(squares.at(-1));
        expect([...b]).toEqual(squares);
        expect(b.toArray()).toEqual(squares);
      }),
    );
  });

  it('shift moves every square one step and drops what would leave the board', () => {
    fc.assert(
      fc.property(model, fc.constantFrom(...DIRECTIONS), (m, d) => {
        const [dr, dc] = DIRECTION_DELTA[d];
        let expected = 0n;
        for (const s of modelSquares(m)) {
          const r = Math.floor(s / 8) + dr;
          const c = (s % 8) + dc;
          if (r >= 0 && r < 8 && c >= 0 && c < 8) expected |= bit(r * 8 + c);
        }
        expectModel(Bitboard.fromBigInt(m).shift(d), expected);
      }),
    );
  });
});

describe('Bitboard at the edges', () => {
  it('a step off any edge falls off instead of wrapping to the other side', () => {
    const fileA = Bitboard.fromBigInt(0x0101010101010101n);
    const fileH = Bitboard.fromBigInt(0x8080808080808080n);
    const row1 = Bitboard.fromBigInt(0xffn);
    const row8 = Bitboard.fromBigInt(0xff00000000000000n);
    for (const d of ['w', 'nw', 'sw'] as const) expect(fileA.shift(d).isEmpty()).toBe(true);
    for (const d of ['e', 'ne', 'se'] as const) expect(fileH.shift(d).isEmpty()).toBe(true);
    for (const d of ['n', 'ne', 'nw'] as const) expect(row1.shift(d).isEmpty()).toBe(true);
    for (const d of ['s', 'se', 'sw'] as const) expect(row8.shift(d).isEmpty()).toBe(true);
    expect(fileA.shift('e').equals(Bitboard.fromBigInt(0x0202020202020202n))).toBe(true);
    expect(fileH.shift('w').equals(Bitboard.fromBigInt(0x4040404040404040n))).toBe(true);
  });

  it('the corner squares step only inwards', () => {
    const a1 = Bitboard.fromSquare(square('a1'));
    const h8 = Bitboard.fromSquare(square('h8'));
    expect(a1.shift('se').toArray()).toEqual([square('b2')]);
    expect(h8.shift('nw').toArray()).toEqual([square('g7')]);
    expect(DIRECTIONS.filter((d) => a1.shift(d).nonEmpty()).sort()).toEqual(['e', 's', 'se']);
    expect(DIRECTIONS.filter((d) => h8.shift(d).nonEmpty()).sort()).toEqual(['n', 'nw', 'w']);
  });

  it('squares across the halves: d4 (31) and a5 (32) step into each other', () => {
    expect(
      Bitboard.fromSquare(31 as Square)
        .shift('s')
        .toArray(),
    ).toEqual([39]);
    expect(
      Bitboard.fromSquare(32 as Square)
        .shift('n')
        .toArray(),
    ).toEqual([24]);
    expect(
      Bitboard.fromSquare(31 as Square)
        .shift('sw')
        .toArray(),
    ).toEqual([38]);
    expect(
      Bitboard.fromSquare(31 as Square)
        .shift('e')
        .isEmpty(),
    ).toBe(true); // h4 is on file h
  });

  it('direction steps agree with the row and column deltas', () => {
    for (const d of DIRECTIONS)
      expect(DIRECTION_STEP[d]).toBe(DIRECTION_DELTA[d][0] * 8 + DIRECTION_DELTA[d][1]);
  });

  it('board masks hold the top-left n x n squares', () => {
    expect(boardMask(8).equals(Bitboard.FULL)).toBe(true);
    expect(boardMask(6).size()).toBe(36);
    expect(boardMask(4).toArray()).toEqual([0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27]);
    expect(boardMask(6).has(square('f6'))).toBe(true);
    expect(boardMask(6).has(square('g1'))).toBe(false);
  });

  it('the empty set has no first, last or members', () => {
    expect(Bitboard.EMPTY.first()).toBeUndefined();
    expect(Bitboard.EMPTY.last()).toBeUndefined();
    expect([...Bitboard.EMPTY]).toEqual([]);
    expect(Bitboard.FULL.size()).toBe(64);
    expect(Bitboard.FULL.first()).toBe(0);
    expect(Bitboard.FULL.last()).toBe(63);
  });

  it('draws row 1 first with x for members', () => {
    const text = Bitboard.fromSquares([square('a1'), square('h8')])
      .toString()
      .split('\n');
    expect(text).toHaveLength(8);
    expect(text[0]).toBe('x.......');
    expect(text[7]).toBe('.......x');
  });
});
