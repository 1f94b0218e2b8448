import { describe, expect, it } from 'vitest';
import { movesOf, Position, parseMoveList, square } from '../../core/index.js';
import { BLACKS_SIDE, type BoardSide, edgeNames, sideMoves, sideName, sideSquare } from './side.js';

/** Turned and written from White's side: the board as White sees it and White's transcript. */
const WHITES_SIDE: BoardSide = { turned: true, size: 8, fromWhite: true };
/** Only turned: the view from White's side, the moves under their standard names. */
const TURNED: BoardSide = { turned: true, size: 8 };

describe('the side the board is seen from, and the side moves are written from', () => {
  it("names squares as White writes them when written from White's side: White's a1 is Black's h8, f5 is c4", () => {
    expect(sideName(WHITES_SIDE, square('h8'))).toBe('a1');
    expect(sideName(WHITES_SIDE, square('f5'))).toBe('c4');
    expect(sideName(WHITES_SIDE, square('a8'))).toBe('h1');
    expect(sideName(BLACKS_SIDE, square('f5'))).toBe('f5');
    // The names go by the setting, not by the view: a board drawn the usual way can be written so too.
    expect(sideName({ turned: false, size: 8, fromWhite: true }, square('f5'))).toBe('c4');
    // The smaller boards turn about their own centre (their squares keep the 8x8 names).
    expect(sideName({ turned: true, size: 6, fromWhite: true }, square('a1'))).toBe('f6');
    expect(sideName({ turned: true, size: 4, fromWhite: true }, square('b1'))).toBe('c4');
  });

  it('keeps the standard names on a board that is only turned (f5 stays f5, the list is the game)', () => {
    expect(sideName(TURNED, square('f5'))).toBe('f5');
    expect(sideName(TURNED, square('h8'))).toBe('h8');
    const game = parseMoveList('f5d6c3d3c4', Position.initial());
    if (!game.ok) throw new Error(game.error.message);
    expect(sideMoves(TURNED, movesOf(game.value))).toEqual(movesOf(game.value));
    // The view still turns: the cell drawn top-left shows h8.
    expect(sideSquare(TURNED, square('a1'))).toBe(square('h8'));
  });

  it('labels the edges with the names of the squares drawn there', () => {
    const usual = { files: [...'abcdefgh'], ranks: [...'12345678'] };
    expect(edgeNames(BLACKS_SIDE)).toEqual(usual);
    // Turned, standard names: h..a along the top and 8..1 down the side, as `wedge diagram --view white`.
    expect(edgeNames(TURNED)).toEqual({ files: [...'hgfedcba'], ranks: [...'87654321'] });
    // Turned and written from White's side: White's own sheet, a..h and 1..8 again.
    expect(edgeNames(WHITES_SIDE)).toEqual(usual);
    // Written from White's side on a board drawn the usual way: the names White gives those squares.
    expect(edgeNames({ turned: false, size: 8, fromWhite: true })).toEqual({
      files: [...'hgfedcba'],
      ranks: [...'87654321'],
    });
    expect(edgeNames({ turned: true, size: 6 })).toEqual({ files: [...'fedcba'], ranks: [...'654321'] });
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
