import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  colOf,
  makeMove,
  makeSquare,
  opposite,
  PASS,
  parseMove,
  parseSquare,
  rowOf,
  type Square,
  square,
  squareAt,
} from './types.js';

describe('squares and moves', () => {
  it('a1 is 0, h1 is 7, a2 is 8, h8 is 63 (index = row * 8 + col, row 1 on top)', () => {
    expect(square('a1')).toBe(0);
    expect(square('h1')).toBe(7);
    expect(square('a2')).toBe(8);
    expect(square('f5')).toBe(37);
    expect(square('h8')).toBe(63);
    expect([rowOf(square('f5')), colOf(square('f5'))]).toEqual([4, 5]);
  });

  it('every square name reads back to its square, in either case', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 63 }), (i) => {
        const s = i as Square;
        expect(parseSquare(makeSquare(s))).toBe(s);
        expect(parseSquare(makeSquare(s).toUpperCase())).toBe(s);
        expect(parseMove(makeMove(s))).toBe(s);
        expect(squareAt(rowOf(s), colOf(s))).toBe(s);
      }),
    );
  });

  it('refuses what is not a square', () => {
    for (const bad of ['', 'a', 'a0', 'a9', 'i1', '1a', 'a10', 'd3 '])
      expect(parseSquare(bad), bad).toBeUndefined();
    expect(parseMove('x9')).toBeUndefined();
  });

  it('reads a pass in its common spellings and writes it PA', () => {
    for (const text of ['PA', 'pa', 'pass', 'PASS', '--', '@@', ' PA '])
      expect(parseMove(text), text).toBe(PASS);
    expect(makeMove(PASS)).toBe('PA');
  });

  it('opposite swaps the colours', () => {
    expect(opposite('black')).toBe('white');
    expect(opposite('white')).toBe('black');
  });
});
