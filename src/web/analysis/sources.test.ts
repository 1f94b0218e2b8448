import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playChoices } from '../../../tests/support/random-games.js';
import { makeGgf, makeMoveList, makeObf, makeTranscript, parseMoveList } from '../../core/formats/index.js';
import { type Move, movesOf, PASS, Position, unwrap } from '../../core/index.js';
import { parseRoute, routeHash } from '../lib/router.js';
import { gameOfParams, paramsOfGame, readGames, readGgfGames } from './sources.js';

/** The value of a result whose error is a message. */
const value = <T>(result: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.value;
};
const moves = (text: string, start = Position.initial()): Move[] =>
  movesOf(unwrap(parseMoveList(text, start)));
const TIGER = 'f5d6c3d3c4';

describe('links to a game', () => {
  it('read the moves, the board and the variant', () => {
    const tiger = value(gameOfParams({ moves: TIGER }))!;
    expect(tiger.start.equals(Position.initial())).toBe(true);
    expect(makeMoveList(tiger.moves)).toBe(TIGER);
    expect(value(gameOfParams({}))).toBeUndefined();
    const after = unwrap(Position.initial().play(moves('f5')[0])).position;
    const board = makeObf(after).replace(' ', '');
    const opened = value(gameOfParams({ board }))!;
    expect(opened.start.equals(after)).toBe(true);
    expect(opened.moves).toEqual([]);
    const six = value(gameOfParams({ moves: 'e4', variant: '6x6' }))!;
    expect(six.start.variant).toEqual({ rules: 'standard', size: 6 });
    // The colour the user played (from the game-over card), so the review knows whose mistakes to keep.
    expect(value(gameOfParams({ moves: TIGER, user: 'white' }))!.info).toEqual({ user: 'white' });
    expect(tiger.info).toBeUndefined();
  });

  it('say which parameter is wrong, and how', () => {
    expect(gameOfParams({ moves: TIGER, user: 'red' })).toEqual({
      ok: false,
      error: 'user: "red" is not a colour (black or white)',
    });
    expect(gameOfParams({ moves: 'f5f5' })).toEqual({
      ok: false,
      error: expect.stringMatching(/^moves: move 2 \(f5\)/),
    });
    expect(gameOfParams({ board: 'XO' })).toEqual({
      ok: false,
      error: 'board: 64 squares (X, O or -) and the side to move (X or O) are expected, as one word',
    });
    expect(gameOfParams({ board: `${'-'.repeat(64)}X` })).toEqual({
      ok: false,
      error: expect.stringMatching(/^board: /),
    });
    expect(gameOfParams({ moves: 'f5', variant: 'chess' })).toEqual({
      ok: false,
      error: expect.stringMatching(/^variant: "chess" is not a variant/),
    });
  });

  it('are written so that they read back as the same game, start and variant included', () => {
    const check = (start: Position, line: readonly Move[]) => {
      const hash = routeHash('analysis', paramsOfGame(start, line));
      const back = value(gameOfParams(parseRoute(hash).params))!;
      expect(back.start.equals(start)).toBe(true);
      expect(makeMoveList(back.moves)).toBe(makeMoveList(line));
    };
    check(Position.initial(), moves(TIGER));
    check(Position.initial(), []);
    expect(routeHash('analysis', paramsOfGame(Position.initial(), moves(TIGER)))).toBe(
      `#/analysis?moves=${TIGER}`,
    );
    const after = unwrap(Position.initial().play(moves('f5')[0])).position;
    check(after, moves('d6c3', after));
    check(after, []);
    const anti = Position.initial({ rules: 'anti', size: 8 });
    check(anti, moves('f5d6', anti));
    // Any game of random moves from the start.
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), (choices) => {
        const { moves: line } = playChoices(Position.initial(), choices);
        check(
          Position.initial(),
          line.filter((m) => m !== PASS),
        );
      }),
      { numRuns: 50 },
    );
  });
});

describe('files', () => {
  const record = unwrap(parseMoveList(TIGER));

  it('read a GGF file of many games, skipping the unreadable records and saying where', () => {
    const one = unwrap(makeGgf({ ...record, black: 'Ann', white: 'Bob', result: '+4' }));
    const broken = '(;GM[Othello]PB[x]B[F5]W[F5];)';
    const text = `${one}\n${broken}\n\n${one}\n(;GM[Othello]B[F5]`;
    const read = value(readGgfGames(text));
    expect(read.games).toHaveLength(2);
    expect(read.games[0].black).toBe('Ann');
    expect(read.skipped).toEqual([
      {
        record: 2,
        message: expect.stringMatching(/^game 2, line 2, column \d+: move 2 \(f5\): f5 is already occupied/),
      },
      { record: 4, message: expect.stringMatching(/^game 4, line 5, column 1: the record is not closed/) },
    ]);
    expect(readGgfGames(broken)).toEqual({ ok: false, error: expect.stringMatching(/^game 1, line 1/) });
    expect(readGgfGames('nothing here').ok).toBe(false);
    // A bracket may hold ;) and the record goes on.
    const odd = '(;GM[Othello]PC[a ;) b]B[F5];)';
    expect(value(readGgfGames(odd)).games[0].place).toBe('a ;) b');
  });

  it('tell the format from the content: GGF, OBF, a transcript or a move list', () => {
    const ggf = value(readGames(unwrap(makeGgf({ ...record, black: 'Ann' }))));
    expect(ggf.games[0].info?.black).toBe('Ann');
    expect(makeMoveList(ggf.games[0].moves)).toBe(TIGER);
    const obf = value(readGames(`% a comment\n${makeObf(Position.initial())}; F5:+0;\n`));
    expect(obf.games[0].start.equals(Position.initial())).toBe(true);
    const sheet = value(readGames(unwrap(makeTranscript(record))));
    expect(makeMoveList(sheet.games[0].moves)).toBe(TIGER);
    expect(makeMoveList(value(readGames('F5 d6 C3 d3 C4')).games[0].moves)).toBe(TIGER);
    expect(readGames('f5 f5')).toEqual({ ok: false, error: expect.stringMatching(/^move 2 \(f5\)/) });
    expect(readGames('XO', 'position.obf')).toEqual({ ok: false, error: expect.stringMatching(/^OBF: /) });
  });
});
