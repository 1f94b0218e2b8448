import { describe, expect, it } from 'vitest';
import { tournamentOf } from '../../../tests/support/tournament.js';
import { EMPTY_ENTRY, entryOf, filledSheetResult, resultOf } from './entry.js';

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

describe('a filled transcript sheet read back', () => {
  // Black's nine-move wipeout (d3 c3 b3 d2 e1 d6 d7 e3 f4), 64-0, as a typed grid.
  const GRID = `   a  b  c  d  e  f  g  h
1  .  .  .  .  5  .  .  .
2  .  .  .  4  .  .  .  .
3  .  3  2  1  8  .  .  .
4  .  .  .  o  x  9  .  .
5  .  .  .  x  o  .  .  .
6  .  .  .  6  .  .  .  .
7  .  .  .  7  .  .  .  .
8  .  .  .  .  .  .  .  .`;
  const t = tournamentOf('1,Ann,Bo,,\n1,Cy,Di,,\n', { rounds: 1 });

  it('reads the grid alone, or the whole sheet, as the game of the board chosen', () => {
    expect(filledSheetResult(t, 1, 2, GRID)).toEqual({
      ok: true,
      value: { game: { black: 'Cy', white: 'Di' }, result: { black: 64, white: 0, source: 'game' } },
    });
    const sheet = `Round 1, board 1\nBlack (moves first): Ann\nWhite: Bo\n\n${GRID}\n`;
    expect(filledSheetResult(t, 1, 1, sheet)).toMatchObject({ ok: true, value: { game: { black: 'Ann' } } });
  });

  it('refuses a sheet of another board or players, an empty one and an unfinished game', () => {
    const message = (board: number, text: string) => {
      const r = filledSheetResult(t, 1, board, text);
      return r.ok ? undefined : r.error.message;
    };
    expect(message(2, `Round 1, board 1\n${GRID}`)).toBe(
      'this is the sheet of round 1, board 1, not round 1, board 2',
    );
    expect(message(1, `Round 1, board 1\nWhite: Di\n${GRID}`)).toBe(
      'the sheet names Di as White; board 1 has Bo',
    );
    expect(message(3, GRID)).toBe('round 1 has no board 3');
    expect(message(1, '  ')).toBe('type or paste the filled sheet, or its grid');
    expect(message(1, GRID.replace(' 9 ', ' . '))).toMatch(/not over/);
  });
});
