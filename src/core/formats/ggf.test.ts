import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arbitraryGame, arbitraryVariant } from '../../../tests/support/random-games.js';
import type { GameRecord } from '../game.js';
import { movesOf, replay } from '../game.js';
import { Position } from '../position.js';
import { PASS, square, unwrap } from '../types.js';
import { type GgfGame, makeGgf, parseGgf } from './ggf.js';
import { makeMoveList, parseMoveList } from './moveList.js';

// The example record of the GGF format description the project works from.
const SPEC_EXAMPLE =
  '(;GM[Othello]PC[local]DT[2014-02-21 20:52:27 GMT]PB[alice]PW[bob]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5];)';

const errorOf = (text: string) => {
  const result = parseGgf(text);
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

describe('parseGgf', () => {
  test('reads the example of the spec', () => {
    const [game] = unwrap(parseGgf(SPEC_EXAMPLE));
    expect(game).toMatchObject({
      place: 'local',
      date: '2014-02-21 20:52:27 GMT',
      black: 'alice',
      white: 'bob',
      result: '?',
      timeControl: '15:00',
    });
    expect(game.start.equals(Position.initial())).toBe(true);
    expect(makeMoveList(game)).toBe('f5f6d3c5');
  });

  test('reads every record of a file, skipping what lies between them', () => {
    const text = `header line\n${SPEC_EXAMPLE}\n\n(;GM[Othello]PB[carol]PW[dave]RB[1834.2]RW[1700]RE[+64.000]TY[8]\n B[D3]W[C3]B[B3]W[D2]B[E1]W[D6]B[D7]W[E3]B[F4];)\n`;
    const games = unwrap(parseGgf(text));
    expect(games).toHaveLength(2);
    expect(games[1]).toMatchObject({
      black: 'carol',
      blackRating: '1834.2',
      whiteRating: '1700',
      result: '+64.000',
    });
    expect(unwrap(replay(games[1])).outcome()!.score.tournament).toEqual({ black: 64, white: 0 });
  });

  test('keeps evaluations and times; PA is a pass; a missing pass is inferred', () => {
    const moves = 'B[f5/0.5/1.25]W[F6//3]B[D3]W[G5]B[H5]W[H4]B[G7]W[H6/-2.5]';
    const [written] = unwrap(parseGgf(`(;GM[Othello]TY[8]${moves}B[PA]W[C5];)`));
    const [inferred] = unwrap(parseGgf(`(;GM[Othello]TY[8]${moves}W[C5];)`));
    expect(written.moves[0]).toEqual({ move: square('f5'), color: 'black', evaluation: 0.5, time: 1.25 });
    expect(written.moves[1]).toEqual({ move: square('f6'), color: 'white', time: 3 });
    expect(written.moves[7]).toEqual({ move: square('h6'), color: 'white', evaluation: -2.5 });
    expect(written.moves[8]).toEqual({ move: PASS, color: 'black' });
    expect(inferred.moves).toEqual(written.moves);
  });

  test('board sizes 6 and 4 and the anti type; the board comes from BO', () => {
    const [six] = unwrap(
      parseGgf('(;GM[Othello]TY[6]BO[6 ------ ------ --O*-- --*O-- ------ ------ *]B[C2];)'),
    );
    expect(six.start.variant).toEqual({ rules: 'standard', size: 6 });
    expect(six.moves).toEqual([{ move: square('c2'), color: 'black' }]);
    const [four] = unwrap(parseGgf('(;GM[Othello]TY[4];)'));
    expect(four.start.equals(Position.initial({ rules: 'standard', size: 4 }))).toBe(true);
    const [anti] = unwrap(parseGgf('(;GM[Othello]TY[8a];)'));
    expect(anti.start.variant.rules).toBe('anti');
    // A white-to-move start, with rows split by spaces.
    const [white] = unwrap(
      parseGgf(
        '(;GM[Othello]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- O];)',
      ),
    );
    expect(white.start.turn).toBe('white');
  });

  test.each([
    ['8r', 'TY[8r]'],
    ['s8', 'TY[s8]'],
    ['10', 'TY[10]'],
  ])('game type %s is ERR_UNSUPPORTED and named', (type, tag) => {
    const error = errorOf(`(;GM[Othello]${tag}B[F5];)`);
    expect(error.code).toBe('ERR_UNSUPPORTED');
    expect(error.message).toContain(`TY[${type}]`);
  });

  test('an illegal move names the game, the line, the column and the move', () => {
    const error = errorOf(`${SPEC_EXAMPLE}\n(;GM[Othello]TY[8]\nB[F5]W[F6]B[A1];)`);
    expect(error).toMatchObject({
      code: 'ERR_ILLEGAL_MOVE',
      record: 2,
      line: 3,
      column: 11,
      moveNumber: 3,
      move: 'a1',
    });
    expect(error.message).toBe(
      'game 2, line 3, column 11: move 3 (a1): Black at a1 would not bracket any white disc',
    );
    expect(errorOf('(;GM[Othello]B[F5]B[D6];)').reason).toBe("written as Black's move, but White is to move");
  });

  test.each([
    ['an unclosed record', '(;GM[Othello]B[F5]', 'ERR_SYNTAX'],
    ['an unclosed tag', '(;GM[Othello]B[F5;)', 'ERR_SYNTAX'],
    ['a bare word', '(;GM[Othello] hello ;)', 'ERR_SYNTAX'],
    ['a bad move', '(;GM[Othello]B[Z9];)', 'ERR_SYNTAX'],
    ['a bad board', '(;GM[Othello]BO[8 --- *];)', 'ERR_SYNTAX'],
    [
      'a board size and type at odds',
      '(;GM[Othello]TY[8]BO[6 ------ ------ --O*-- --*O-- ------ ------ *];)',
      'ERR_SYNTAX',
    ],
    ['an empty centre', `(;GM[Othello]BO[8 ${'-'.repeat(64)} *];)`, 'ERR_POSITION'],
    ['another game', '(;GM[Go];)', 'ERR_UNSUPPORTED'],
    ['no record at all', 'nothing here', 'ERR_SYNTAX'],
  ])('%s is an error value', (_name, text, code) => {
    expect(errorOf(text).code).toBe(code);
  });

  test('escaped brackets inside values', () => {
    const [game] = unwrap(parseGgf('(;GM[Othello]PC[room \\] 2\\\\x];)'));
    expect(game.place).toBe('room ] 2\\x');
  });
});

describe('makeGgf', () => {
  test('writes a strict record', () => {
    const record: GameRecord = {
      ...unwrap(parseMoveList('f5d6')),
      black: 'alice',
      white: 'bob]',
      date: '2026-11-30',
      place: 'here',
      result: '+2.000',
    };
    expect(unwrap(makeGgf(record))).toBe(
      '(;GM[Othello]PC[here]DT[2026-11-30]PB[alice]PW[bob\\]]TY[8]RE[+2.000]' +
        'BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6];)',
    );
  });

  test('"d3c3b3d2e1d6d7e3f4", finished and without a result, is written with RE[+64.000]', () => {
    expect(unwrap(makeGgf(unwrap(parseMoveList('d3c3b3d2e1d6d7e3f4'))))).toContain('RE[+64.000]');
    // Unfinished: RE[?]. Anti-Reversi: the same wipe-out is White's win, by the same margin.
    expect(unwrap(makeGgf(unwrap(parseMoveList('d3c3b3'))))).toContain('RE[?]');
    const anti = Position.initial({ rules: 'anti', size: 8 });
    expect(unwrap(makeGgf(unwrap(parseMoveList('d3c3b3d2e1d6d7e3f4', anti))))).toContain('RE[-64.000]');
    // A recorded result is kept as written.
    expect(unwrap(makeGgf({ ...unwrap(parseMoveList('d3c3b3d2e1d6d7e3f4')), result: '+64.00:r' }))).toContain(
      'RE[+64.00:r]',
    );
  });

  test('refuses an evaluation or a time that is not a finite number', () => {
    const game: GgfGame = {
      start: Position.initial(),
      moves: [{ move: square('f5'), color: 'black', evaluation: Number.POSITIVE_INFINITY }],
    };
    expect(makeGgf(game)).toMatchObject({ ok: false, error: { code: 'ERR_UNSUPPORTED', moveNumber: 1 } });
  });

  test('writes evaluations and times', () => {
    const game: GgfGame = {
      start: Position.initial(),
      moves: [{ move: square('f5'), color: 'black', evaluation: -1.5, time: 2 }],
    };
    expect(unwrap(makeGgf(game))).toContain('B[F5/-1.5/2]');
  });

  test('writes the Reversi openings as TY[size] and RU[rules] over an empty board, and reads them back', () => {
    const start = Position.initial({ rules: 'reversi-must-flip', size: 6 });
    // Black d3, White c3, Black c4 on the centre; White's fourth disc must flip: e3 brackets d3.
    const game = unwrap(parseMoveList('d3c3c4e3', start));
    const text = unwrap(makeGgf(game));
    expect(text).toContain('TY[6]RU[reversi-must-flip]');
    expect(text).toContain(`BO[6 ${'-'.repeat(36)} *]B[D3]W[C3]B[C4]W[E3]`);
    const [back] = unwrap(parseGgf(text));
    expect(back.start.variant).toEqual({ rules: 'reversi-must-flip', size: 6 });
    expect(back.moves).toEqual(game.moves);
    for (const rules of ['reversi', 'reversi-may-flip'] as const)
      expect(unwrap(makeGgf({ start: Position.initial({ rules, size: 8 }), moves: [] }))).toContain(
        `TY[8]RU[${rules}]`,
      );
  });

  test('RU without a BO starts from the empty board; unknown or conflicting rules are errors', () => {
    const [may] = unwrap(parseGgf('(;GM[Othello]TY[8]RU[Reversi-May-Flip]B[D4]W[E4]B[E5]W[C4];)'));
    expect(may.start.equals(Position.initial({ rules: 'reversi-may-flip', size: 8 }))).toBe(true);
    // In the must-flip rules the same fourth disc is fine, but the last centre square d5 is not.
    expect(errorOf('(;GM[Othello]TY[8]RU[reversi-must-flip]B[D4]W[E4]B[E5]W[D5];)')).toMatchObject({
      code: 'ERR_ILLEGAL_MOVE',
      moveNumber: 4,
    });
    expect(errorOf('(;GM[Othello]TY[8]RU[go];)')).toMatchObject({ code: 'ERR_UNSUPPORTED', line: 1 });
    expect(errorOf('(;GM[Othello]TY[8a]RU[reversi];)').code).toBe('ERR_SYNTAX');
  });
});

describe('regressions (issue #9)', () => {
  test('"(;GM[Othello]BO[8<200k spaces>];)" is an error at once, quoted short', () => {
    const error = errorOf(`(;GM[Othello]BO[8${' '.repeat(200_000)}];)`);
    expect(error).toMatchObject({ code: 'ERR_SYNTAX', record: 1, line: 1, column: 14 });
    expect(error.message).toMatch(
      /^game 1, line 1, column 14: "BO\[8 {53}\.\.\." \(200005 characters\) is not a board/,
    );
  }, 5_000);

  test('"BO[8 <squares with 200k spaces between rows> *]" still reads', () => {
    const rows = `${'-'.repeat(27)}O*------*O${'-'.repeat(27)}`.match(/.{8}/g)!;
    const [game] = unwrap(parseGgf(`(;GM[Othello]BO[8 ${rows.join(' '.repeat(25_000))} *];)`));
    expect(game.start.equals(Position.initial())).toBe(true);
  }, 5_000);

  test('"(;GM[Othello]B[F5/<200k digits>x];)" is an error at once, quoted short', () => {
    const error = errorOf(`(;GM[Othello]B[F5/${'9'.repeat(200_000)}x];)`);
    expect(error).toMatchObject({ code: 'ERR_SYNTAX', moveNumber: 1 });
    expect(error.message.length).toBeLessThan(200);
    expect(error.message).toContain('(200007 characters) is not a move');
  }, 5_000);

  test('"B[F5/999...9]" (400 digits) is an error, not an evaluation of Infinity', () => {
    expect(errorOf(`(;GM[Othello]B[F5/${'9'.repeat(400)}];)`)).toMatchObject({
      code: 'ERR_SYNTAX',
      moveNumber: 1,
    });
    expect(errorOf(`(;GM[Othello]B[F5/1/${'9'.repeat(400)}];)`)).toMatchObject({
      code: 'ERR_SYNTAX',
      moveNumber: 1,
    });
  });

  test('"B[F5/1e-7/2e3]" reads, and the record writes back what it read', () => {
    const [game] = unwrap(parseGgf('(;GM[Othello]B[F5/1e-7/2e3];)'));
    expect(game.moves[0]).toMatchObject({ evaluation: 1e-7, time: 2000 });
    expect(unwrap(parseGgf(unwrap(makeGgf(game))))[0].moves).toEqual(game.moves);
  });
});

describe('properties', () => {
  const withNotes = (
    record: GameRecord,
    notes: readonly (readonly [number | undefined, number | undefined])[],
  ) => ({
    ...record,
    moves: record.moves.map((m, i) => {
      const [evaluation, time] = notes[i % Math.max(1, notes.length)] ?? [undefined, undefined];
      return {
        ...m,
        ...(evaluation === undefined ? {} : { evaluation }),
        ...(time === undefined ? {} : { time }),
      };
    }),
  });

  test('make -> parse gives the same game, tags, notes and variant', () => {
    const note = fc.option(
      fc.integer({ min: -6400, max: 6400 }).map((n) => n / 100),
      { nil: undefined },
    );
    const text = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
    fc.assert(
      fc.property(
        arbitraryVariant.chain((v) => arbitraryGame(v)),
        fc.array(fc.tuple(note, fc.option(fc.nat({ max: 900 }), { nil: undefined })), { maxLength: 5 }),
        fc.record({ black: text, white: text, date: text, place: text, result: text, timeControl: text }),
        (record, notes, tags) => {
          const defined = Object.fromEntries(Object.entries(tags).filter(([, v]) => v !== undefined));
          const game: GgfGame = { ...withNotes(record, notes), ...defined };
          const [back] = unwrap(parseGgf(unwrap(makeGgf(game))));
          expect(back.start.equals(game.start)).toBe(true);
          expect(back.moves).toEqual(game.moves);
          // Without a recorded result, a finished game gets Black's margin (tournament rule, positive when
          // Black won), an unfinished one '?'.
          const outcome = unwrap(replay(record)).outcome();
          const margin = outcome && outcome.score.tournament.black - outcome.score.tournament.white;
          const blackWon =
            margin === undefined ? 0 : record.start.variant.rules === 'anti' ? -margin : margin;
          const own = outcome === undefined ? '?' : `${blackWon > 0 ? '+' : ''}${blackWon.toFixed(3)}`;
          expect(back).toMatchObject({ ...defined, result: tags.result ?? own });
        },
      ),
      { numRuns: 150 },
    );
  });

  test('several games written one after another read back in order', () => {
    fc.assert(
      fc.property(fc.array(arbitraryGame(), { minLength: 1, maxLength: 4 }), (records) => {
        const text = records.map((r) => unwrap(makeGgf(r))).join('\n');
        expect(unwrap(parseGgf(text)).map(movesOf)).toEqual(records.map(movesOf));
      }),
      { numRuns: 40 },
    );
  });

  test('any text gives a value and never throws', () => {
    const near = fc
      .tuple(fc.nat({ max: SPEC_EXAMPLE.length }), fc.string({ maxLength: 5 }))
      .map(([at, s]) => SPEC_EXAMPLE.slice(0, at) + s + SPEC_EXAMPLE.slice(at + s.length));
    fc.assert(
      fc.property(fc.oneof(fc.string(), near), (text) => {
        expect(typeof parseGgf(text).ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('regressions (issue #23): the reader reports or refuses, the writer is strict', () => {
  const record = (body: string): string => `(;GM[Othello]TY[8]${body};)`;

  test('a record whose "(;" is damaged is refused where it stands, not skipped', () => {
    // The second record opens with "( ;": read before as two games, so --game 2 was the third.
    const text = `${record('PB[one]B[F5]')}\n( ;GM[Othello]PB[two]B[F5];)\n${record('PB[three]B[D3]')}\n`;
    expect(errorOf(text)).toMatchObject({ code: 'ERR_SYNTAX', line: 2, column: 4 });
    expect(errorOf(text).message).toBe(
      'line 2, column 4: text between records holds "GM[Othello]PB[two]B[F5];)\\n": is a record\'s "(;" damaged?',
    );
    // The end of a record with no start is refused too; plain words between records still read.
    expect(errorOf(`${record('B[F5]')} GM[Othello]B[F5];)`).code).toBe('ERR_SYNTAX');
    expect(unwrap(parseGgf(`Games of 2014:\n${record('B[F5]')}\nend of file\n`))).toHaveLength(1);
  });

  test('an evaluation is a plain number: "1:30" is refused, not read as 90', () => {
    expect(errorOf(record('B[F5/1:30]'))).toMatchObject({ code: 'ERR_SYNTAX', moveNumber: 1 });
    // A time may be written minutes:seconds, as GGS does.
    expect(unwrap(parseGgf(record('B[F5/1.5/1:30]')))[0].moves[0]).toMatchObject({
      evaluation: 1.5,
      time: 90,
    });
  });

  test('a negative time is refused', () => {
    expect(errorOf(record('B[F5//-3]'))).toMatchObject({ code: 'ERR_SYNTAX', moveNumber: 1 });
    expect(errorOf(record('B[F5/0/-0:30]')).message).toMatch(/not a move/);
  });

  test('a tag given twice is refused, naming both places', () => {
    const error = errorOf('(;GM[Othello]PB[alice]TY[8]PB[bob];)');
    expect(error).toMatchObject({ code: 'ERR_SYNTAX', record: 1, line: 1, column: 28 });
    expect(error.message).toBe('game 1, line 1, column 28: tag PB appears twice (first at column 14)');
    expect(errorOf('(;GM[Othello]XY[1]xy[2];)').message).toMatch(/tag XY appears twice/);
  });

  test('an unsupported RU is quoted short and escaped, never echoed whole', () => {
    const huge = `\u001b[31m${'x'.repeat(200_000)}`;
    const error = errorOf(`(;GM[Othello]TY[8]RU[${huge}];)`);
    expect(error.message.length).toBeLessThan(200);
    expect(error.message).not.toContain('\u001b');
    expect(error.message).toContain('\\u001b[31m');
    const anti = errorOf(`(;GM[Othello]TY[8a]RU[standard\u001b];)`);
    expect(anti.message).not.toContain('\u001b');
  });

  test('the writer refuses a move that is not legal where it stands, or not a move at all', () => {
    const start = Position.initial();
    const bad = (moves: GameRecord['moves']) => makeGgf({ start, moves });
    expect(bad([{ move: square('a1'), color: 'black' }])).toMatchObject({
      ok: false,
      error: { code: 'ERR_ILLEGAL_MOVE', moveNumber: 1 },
    });
    // biome-ignore lint/suspicious/noExplicitAny: a move plain JavaScript can pass
    expect(bad([{ move: undefined as any, color: 'black' }])).toMatchObject({ ok: false });
    expect(bad([{ move: square('f5'), color: 'white' }])).toMatchObject({
      ok: false,
      error: { code: 'ERR_ILLEGAL_MOVE', moveNumber: 1 },
    });
    expect(makeGgf({ start, moves: [{ move: square('f5'), color: 'black', time: -1 }] })).toMatchObject({
      ok: false,
      error: { moveNumber: 1 },
    });
    expect(makeGgf({ start, moves: [], tags: { 'B]': 'x' } } as GgfGame)).toMatchObject({ ok: false });
  });
});
