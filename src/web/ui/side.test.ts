import { describe, expect, it } from 'vitest';
import { movesOf, Position, parseMoveList, square } from '../../core/index.js';
import { BLACKS_SIDE, type BoardSide, sideMoves, sideName, sideSquare } from './side.js';

const WHITES_SIDE: BoardSide = { turned: true, size: 8 };

describe('the side the board is seen from', () => {
  it("names squares as White writes them: White's a1 is Black's h8, f5 is c4", () => {
    expect(sideName(WHITES_SIDE, square('h8'))).toBe('a1');
    expect(sideName(WHITES_SIDE, square('f5'))).toBe('c4');
    expect(sideName(WHITES_SIDE, square('a8'))).toBe('h1');
    expect(sideName(BLACKS_SIDE, square('f5'))).toBe('f5');
    // The smaller boards turn about their own centre (their squares keep the 8x8 names).
    expect(sideName({ turned: true, size: 6 }, square('a1'))).toBe('f6');
    expect(sideName({ turned: true, size: 4 }, square('b1'))).toBe('c4');
  });

  it('maps back with the same call, on every board', () => {
    for (const size of [4, 6, 8] as const)
      for (let row = 0; row < size; row++)
        for (let col = 0; col < size; col++) {
          const s = square(`${'abcdefgh'[col]}${row + 1}` as 'a1');
          expect(sideSquare({ turned: true, size }, sideSquare({ turned: true, size }, s))).toBe(s);
        }
  });

  it("reads a list written from White's side as the same game from Black's (Rose-Bill's start)", () => {
    // From docs/library.md: c4e3f6e6f5 from White's side is f5d6c3d3c4.
    const written = parseMoveList('c4e3f6e6f5', Position.initial());
    if (!written.ok) throw new Error(written.error.message);
    const game = sideMoves(WHITES_SIDE, movesOf(written.value));
    const usual = parseMoveList('f5d6c3d3c4', Position.initial());
    if (!usual.ok) throw new Error(usual.error.message);
    expect(game).toEqual(movesOf(usual.value));
    // And written back from White's side it is the sheet again.
    expect(sideMoves(WHITES_SIDE, game)).toEqual(movesOf(written.value));
  });
});
