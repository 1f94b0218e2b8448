import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arbitraryGame, arbitraryVariant } from '../../../tests/support/random-games.js';
import { movesOf, replay } from '../game.js';
import { Position } from '../position.js';
import { PASS, square, unwrap } from '../types.js';
import { makeMoveList, parseMoveList } from './moveList.js';

// The shortest wipe-out: Black takes every disc in nine moves (a well-known Othello curiosity).
const WIPEOUT = 'd3c3b3d2e1d6d7e3f4';
// Found by a random search of this library's games, then checked by hand on the board: after these
// eight moves Black has no move, so Black passes before White's c5 (move 9 as written).
const WITH_PASS = 'f5f6d3g5h5h4g7h6c5';

describe('parseMoveList', () => {
  test('the wipe-out ends 13-0, 64-0 under the tournament rule', () => {
    const record = unwrap(parseMoveList(WIPEOUT));
    const end = unwrap(replay(record));
    expect(end.isGameOver()).toBe(true);
    const outcome = end.outcome()!;
    expect(outcome.score.raw).toEqual({ black: 13, white: 0 });
    expect(outcome.score.tournament).toEqual({ black: 64, white: 0 });
  });

  test.each([
    ['upper case', 'D3C3B3D2E1D6D7E3F4'],
    ['spaces', 'd3 c3 b3 d2 e1 d6 d7 e3 f4'],
    ['commas', 'd3,c3, b3,d2,e1,d6,d7,e3,f4'],
    ['dashes', 'd3-c3-b3-d2-e1-d6-d7-e3-f4'],
    ['mixed, with newlines', ' d3. c3;\n b3-d2 e1,d6 d7  e3 f4\n'],
    ['case as colour', 'D3c3B3d2E1d6D7e3F4'],
  ])('separators and case: %s', (_name, text) => {
    expect(movesOf(unwrap(parseMoveList(text)))).toEqual(movesOf(unwrap(parseMoveList(WIPEOUT))));
  });

  test('a missing pass is inferred, a written one in any spelling is accepted', () => {
    const record = unwrap(parseMoveList(WITH_PASS));
    expect(record.moves).toHaveLength(10);
    expect(record.moves[8]).toEqual({ move: PASS, color: 'black' });
    expect(record.moves[9]).toEqual({ move: square('c5'), color: 'white' });
    for (const pass of ['PA', 'pass', '--', '@@', 'pa', 'Pass']) {
      const text = `f5 f6 d3 g5 h5 h4 g7 h6 ${pass} c5`;
      expect(movesOf(unwrap(parseMoveList(text)))).toEqual(movesOf(record));
    }
  });

  test('case as colour places the pass: upper Black, lower White', () => {
    // Two white moves in a row tell where Black passed.
    const record = unwrap(parseMoveList('F5f6D3g5H5h4G7h6c5'));
    expect(record.moves[8].move).toBe(PASS);
    expect(parseMoveList('f5D6')).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_ILLEGAL_MOVE',
        moveNumber: 1,
        message:
          "move 1 (f5): written as White's move, but Black is to move (the list mixes cases, so case gives the colour: upper Black, lower White)",
      },
    });
  });

  test('an illegal move names its number, its column and the reason', () => {
    const result = parseMoveList('f5 f4 e3 f6 g5 g4 c4');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'ERR_ILLEGAL_MOVE',
        message: 'move 7 (c4): Black at c4 would not bracket any white disc',
        column: 19,
        moveNumber: 7,
        move: 'c4',
        reason: 'Black at c4 would not bracket any white disc',
      },
    });
  });

  test('a pass that is not forced is illegal', () => {
    expect(parseMoveList('f5 PA')).toMatchObject({
      ok: false,
      error: { code: 'ERR_ILLEGAL_MOVE', moveNumber: 2, column: 4 },
    });
  });

  test.each([
    ['f5 d6 x9', 7, 3],
    ['f5d6c9', 5, 3],
    ['f5 1. d6', 4, 2],
    ['f5 p d6', 4, 2],
  ])('syntax error in %j at column %i (move %i)', (text, column, moveNumber) => {
    expect(parseMoveList(text)).toMatchObject({
      ok: false,
      error: { code: 'ERR_SYNTAX', column, moveNumber },
    });
  });

  test('an empty list is the start position', () => {
    expect(unwrap(parseMoveList('  ')).moves).toEqual([]);
  });

  test('other variants start from their own position', () => {
    const start = Position.initial({ rules: 'reversi', size: 8 });
    const record = unwrap(parseMoveList('d4e4d5e5', start));
    expect(record.moves).toHaveLength(4);
    expect(parseMoveList('f5', Position.initial({ rules: 'standard', size: 6 })).ok).toBe(false);
  });
});

describe('makeMoveList', () => {
  test('writes moves run together by default, passes left out', () => {
    const record = unwrap(parseMoveList(WITH_PASS));
    expect(makeMoveList(record)).toBe(WITH_PASS);
    expect(makeMoveList(record, { separator: ' ', passes: true })).toBe('f5 f6 d3 g5 h5 h4 g7 h6 PA c5');
    expect(makeMoveList(record, { caseByColor: true })).toBe('F5f6D3g5H5h4G7h6c5');
    expect(makeMoveList(movesOf(unwrap(parseMoveList(WIPEOUT))), { caseByColor: true, separator: '-' })).toBe(
      'D3-c3-B3-d2-E1-d6-D7-e3-F4',
    );
  });
});

describe('properties', () => {
  test('make -> parse gives the same game, whatever the options and the variant', () => {
    fc.assert(
      fc.property(
        arbitraryVariant.chain((v) => arbitraryGame(v)),
        fc.constantFrom('', ' ', ',', '-', ', '),
        fc.boolean(),
        fc.boolean(),
        (record, separator, passes, caseByColor) => {
          const text = makeMoveList(record, { separator, passes, caseByColor });
          expect(unwrap(parseMoveList(text, record.start)).moves).toEqual(record.moves);
        },
      ),
      { numRuns: 150 },
    );
  });

  test('any text gives a record or an error value, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[a-hA-H1-9pPaAsS@ ,-]{0,40}$/)), (text) => {
        const result = parseMoveList(text);
        // Whatever the text: a record, or an error that says something.
        expect(result.ok || result.error.message.length > 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
