import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY, entryOf, resultOf } from './entry.js';

// Black to move with g8 the only legal move; after it the game is over, White winning 41-23 (see
// tests/e2e/games.ts).
const FINISHED =
  'd3c3b3b2b1e3d2a1f5c5e2c1b4d1c4c2b6f6e1a7d6c6e6a2a3f2f7a5g3d7a6f1d8h4g1g2a4h1a8b5e7f3g7h3h2h8g4g5f4f8h5g6e8b7h7h6c7c8b8g8';

describe('a result as the director types it', () => {
  it('reads disc counts, giving the empties to the winner, and says what is wrong with bad ones', () => {
    expect(resultOf({ ...EMPTY_ENTRY, black: '30', white: ' 20 ' }, 8)).toEqual({
      ok: true,
      value: { black: 44, white: 20, source: 'discs' },
    });
    const problem = (black: string, white: string, size: 4 | 8 = 8) => {
      const r = resultOf({ ...EMPTY_ENTRY, black, white }, size);
      return r.ok ? undefined : r.error.message;
    };
    expect(problem('', '20')).toBe("enter Black's discs");
    expect(problem('30', '2.5')).toBe("White's discs must be a whole number, not '2.5'");
    expect(problem('40', '30')).toBe('40-30 is 70 discs, more than the 64 squares of the board');
    expect(problem('10', '7', 4)).toBe('10-7 is 17 discs, more than the 16 squares of the board');
    expect(problem('17', '0', 4)).toBe("Black's discs must be a whole number from 0 to 16, got 17");
  });

  it('scores a move list, a loss on time (a win for the other side, all squares shared) and a forfeit', () => {
    expect(resultOf({ ...EMPTY_ENTRY, how: 'game', text: FINISHED }, 8)).toEqual({
      ok: true,
      value: { black: 23, white: 41, source: 'game' },
    });
    const unfinished = resultOf({ ...EMPTY_ENTRY, how: 'game', text: 'f5d6c3' }, 8);
    expect(unfinished.ok || unfinished.error.message).toMatch(/not over after 3 moves/);
    expect(resultOf({ ...EMPTY_ENTRY, how: 'time', side: 'black', black: '31', white: '33' }, 8)).toEqual({
      ok: true,
      value: { black: 31, white: 33, source: 'time' },
    });
    const wrongWay = resultOf({ ...EMPTY_ENTRY, how: 'time', side: 'white', black: '31', white: '33' }, 8);
    expect(wrongWay.ok || wrongWay.error.message).toBe(
      'a loss on time by White is recorded as a win for Black with all 64 squares shared out, not 31-33',
    );
    expect(resultOf({ ...EMPTY_ENTRY, how: 'forfeit', side: 'white' }, 6)).toEqual({
      ok: true,
      value: { black: 17, white: 19, source: 'forfeit' },
    });
  });

  it('fills the form back from a recorded result', () => {
    expect(entryOf({ black: 31, white: 33, source: 'time' })).toMatchObject({ how: 'time', side: 'black' });
    expect(entryOf({ black: 33, white: 31, source: 'forfeit' })).toMatchObject({
      how: 'forfeit',
      side: 'black',
    });
    expect(entryOf({ black: 23, white: 41, source: 'game' })).toMatchObject({
      how: 'discs',
      black: '23',
      white: '41',
    });
  });
});
