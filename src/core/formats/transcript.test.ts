import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arbitraryGame, arbitraryLongGame } from '../../../tests/support/random-games.js';
import { movesOf, replay } from '../game.js';
import { Position } from '../position.js';
import { PASS, square, unwrap } from '../types.js';
import { parseMoveList } from './moveList.js';
import { makeTranscript, parseTranscript } from './transcript.js';

// A full 60-move game with three passes (two by White near the end). Its moves were drawn at random
// with this library; its final score, 57-7, was computed independently by the plain rules of
// tests/support/plain-rules.ts, which share no code with src/core.
const FULL_GAME =
  'd3c5c6c3b3e3f5e6f3d6d7f2e2e1c4b7f4c2b4g6c1b1d2d8g2g4f6b5a6d1b6a2h3f1c8a4g1a5h6e7e8g3a1h7h4a7h8c7a3h1a8f7b2h5h2f8g7g5b8g8';

// The same game as a player would write the sheet: no header, row labels, starting squares as dots.
const SHEET = `
1 43 22 21 30 14 34 37 50
2 32 53 18 23 13 12 25 55
3 49  5  4  1  6  9 42 33
4 36 19 15  .  . 17 26 45
5 38 28  2  .  .  7 58 54
6 29 31  3 10  8 27 20 39
7 46 16 48 11 40 52 57 44
8 51 59 35 24 41 56 60 47
`;

// And with the a-h header, no row labels, the starting squares left blank.
const SHEET_BLANK_START = `
  a  b  c  d  e  f  g  h
 43 22 21 30 14 34 37 50
 32 53 18 23 13 12 25 55
 49  5  4  1  6  9 42 33
 36 19 15        17 26 45
 38 28  2        7 58 54
 29 31  3 10  8 27 20 39
 46 16 48 11 40 52 57 44
 51 59 35 24 41 56 60 47
`;

const errorOf = (text: string) => {
  const result = parseTranscript(text);
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

/** The sheet with one cell's text replaced (row 1-8, column 0-7 of the labelled SHEET). */
const edit = (row: number, col: number, value: string, sheet = SHEET): string => {
  const lines = sheet.trim().split('\n');
  const cells = lines[row - 1].trim().split(/\s+/);
  cells[col + 1] = value;
  lines[row - 1] = cells.map((c) => c.padStart(2)).join(' ');
  return lines.join('\n');
};

describe('parseTranscript', () => {
  test('a full game replays to its final score, 57-7, with its passes inferred', () => {
    for (const text of [SHEET, SHEET_BLANK_START]) {
      const record = unwrap(parseTranscript(text));
      expect(movesOf(record)).toEqual(movesOf(unwrap(parseMoveList(FULL_GAME))));
      expect(record.moves.filter((m) => m.move === PASS)).toHaveLength(3);
      const end = unwrap(replay(record));
      expect(end.isGameOver()).toBe(true);
      expect(end.outcome()!.score.raw).toEqual({ black: 57, white: 7 });
    }
  });

  test('a compact header, labels on both sides, letters repeated below, blank starting squares', () => {
    const lines = SHEET.trim()
      .split('\n')
      .map((line, i) => `${line.replace(/ {2}\. {2}\./, '      ')} ${i + 1}`);
    const text = ['  a b c d e f g h', ...lines, '  a b c d e f g h'].join('\n');
    expect(movesOf(unwrap(parseTranscript(text)))).toEqual(movesOf(unwrap(parseTranscript(SHEET))));
  });

  test('an unfinished sheet is the game so far', () => {
    const record = unwrap(
      parseTranscript(`
        a b c d e f g h
      1 - - - - - - - -
      2 - - - - - - - -
      3 - - 3 - - - - -
      4 - - - o x - - -
      5 - - - x o 1 - -
      6 - - - 2 - - - -
      7 - - - - - - - -
      8 - - - - - - - -`),
    );
    expect(movesOf(record)).toEqual([square('f5'), square('d6'), square('c3')]);
  });

  test('a missing number is named', () => {
    expect(errorOf(edit(3, 3, '-'))).toMatchObject({ code: 'ERR_MISSING', moveNumber: 1 });
    expect(errorOf(edit(1, 3, '-')).message).toBe('move 30 is missing (the sheet goes up to 60)');
  });

  test('a duplicated number is named with both squares', () => {
    const error = errorOf(edit(1, 0, '22'));
    expect(error).toMatchObject({ code: 'ERR_DUPLICATE', moveNumber: 22, line: 1 });
    expect(error.message).toBe('move 22 appears twice, on a1 and b1');
  });

  test('a number on a starting square is refused', () => {
    const error = errorOf(
      edit(4, 3, '61').replace(' 61', ' 12').replace('2 32 53 18 23 13 12', '2 32 53 18 23 13  .'),
    );
    expect(error).toMatchObject({ code: 'ERR_START_SQUARE', moveNumber: 12 });
    expect(error.message).toBe('move 12 is on d4, a starting square');
  });

  test('a move neither colour can play is refused with its number', () => {
    // Swap moves 1 (d3) and 43 (a1): nobody can open in the corner.
    const error = errorOf(edit(3, 3, '43', edit(1, 0, '1')));
    expect(error).toMatchObject({ code: 'ERR_ILLEGAL', moveNumber: 1, move: 'a1', line: 1 });
    expect(error.message).toBe('move 1 (a1) is illegal: neither colour can play a1 here');
  });

  test('a move only the other colour could play is refused: there was no pass', () => {
    // Swap moves 1 (d3) and 2 (c5): c5 is White's move, but Black could move, so could not pass.
    const error = errorOf(edit(3, 3, '2', edit(5, 2, '1')));
    expect(error).toMatchObject({ code: 'ERR_ILLEGAL', moveNumber: 1, move: 'c5', line: 5 });
    expect(error.message).toBe(
      'move 1 (c5) is illegal: Black is to move and has a legal move, so the other colour cannot play c5 here',
    );
  });

  test('blank starting squares are placed under the columns of the full rows', () => {
    const text = SHEET.replace('4 36 19 15  .  .', '4 36 19 15      ').replace(
      '5 38 28  2  .  .',
      '5 38 28  2      ',
    );
    expect(movesOf(unwrap(parseTranscript(text)))).toEqual(movesOf(unwrap(parseTranscript(SHEET))));
  });

  test.each([
    ['seven rows', SHEET.trim().split('\n').slice(0, 7).join('\n'), 'ERR_SYNTAX'],
    ['a row of nine cells', edit(2, 0, '32 1'), 'ERR_SYNTAX'],
    ['a word in a cell', edit(2, 0, 'ab'), 'ERR_SYNTAX'],
    ['a number above 60', edit(2, 0, '61'), 'ERR_SYNTAX'],
    ['two cells under one column', SHEET.replace('4 36 19 15  .  .', '4 36 19 15 1.      '), 'ERR_SYNTAX'],
  ])('syntax: %s', (_name, text, code) => {
    expect(errorOf(text).code).toBe(code);
  });
});

describe('regressions (issue #9)', () => {
  test('a 300 KB cell is named in a message quoting at most 60 of its characters', () => {
    const error = errorOf(edit(2, 0, 'x'.repeat(300_000)));
    expect(error).toMatchObject({ code: 'ERR_SYNTAX', line: 2, column: 4 });
    expect(error.message).toBe(
      `line 2, column 4: "${'x'.repeat(57)}..." (300000 characters) on a2 is neither a move number (1-60) nor a mark`,
    );
  });
});

describe('makeTranscript', () => {
  test('writes the header, row labels, marks and numbers', () => {
    const sheet = unwrap(makeTranscript(unwrap(parseMoveList(FULL_GAME))));
    expect(sheet.split('\n').slice(0, 5).join('\n')).toBe(
      [
        '   a  b  c  d  e  f  g  h',
        '1 43 22 21 30 14 34 37 50',
        '2 32 53 18 23 13 12 25 55',
        '3 49  5  4  1  6  9 42 33',
        '4 36 19 15  o  x 17 26 45',
      ].join('\n'),
    );
  });

  test('refuses other starts', () => {
    const record = { start: Position.initial({ rules: 'standard', size: 6 }), moves: [] };
    expect(makeTranscript(record)).toMatchObject({ ok: false, error: { code: 'ERR_UNSUPPORTED' } });
  });
});

describe('properties', () => {
  test('make -> parse gives the same game', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryGame(), arbitraryLongGame()), (record) => {
        expect(unwrap(parseTranscript(unwrap(makeTranscript(record)))).moves).toEqual(record.moves);
      }),
      { numRuns: 100 },
    );
  });

  test('any text, or a mangled sheet, gives a value and never throws', () => {
    const mangled = fc
      .tuple(fc.nat({ max: SHEET.length }), fc.string({ maxLength: 6 }))
      .map(([at, insert]) => SHEET.slice(0, at) + insert + SHEET.slice(at + insert.length));
    fc.assert(
      fc.property(fc.oneof(fc.string(), mangled), (text) => {
        expect(typeof parseTranscript(text).ok).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  });
});

describe('regressions (issue #23)', () => {
  test('makeTranscript refuses a game whose moves are not legal in turn', () => {
    const start = Position.initial();
    expect(makeTranscript({ start, moves: [{ move: square('a1'), color: 'black' }] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_ILLEGAL_MOVE', moveNumber: 1 },
    });
    // biome-ignore lint/suspicious/noExplicitAny: a move plain JavaScript can pass
    const nan = makeTranscript({ start, moves: [{ move: Number.NaN as any, color: 'black' }] });
    expect(nan).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE', moveNumber: 1 } });
  });
});
