import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arbitraryGame, arbitraryLongGame } from '../../../tests/support/random-games.js';
import { movesOf } from '../game.js';
import { Position } from '../position.js';
import { PASS, unwrap } from '../types.js';
import { parseMoveList } from './moveList.js';
import {
  makeWthorGames,
  makeWthorNames,
  parseWthorGames,
  parseWthorNames,
  WTHOR_PLAYER_SIZE,
  WTHOR_TOURNAMENT_SIZE,
} from './wthor.js';

// Bytes written by hand from the published WTHOR layout, independently of the writer.
const HEADER = [
  20,
  26,
  11,
  30, // created 2026-11-30: century, year, month, day
  2,
  0,
  0,
  0, // N1 = 2 games (little-endian)
  0,
  0, // N2
  0xea,
  0x07, // games of 2026
  8,
  0,
  22,
  0, // P1 board 8x8, P2 not solitaire, P3 depth 22, reserved
];
// The wipe-out d3 c3 b3 d2 e1 d6 d7 e3 f4 (10 * row + column), tournament 5, players 258 and 7.
const WIPEOUT = [5, 0, 2, 1, 7, 0, 64, 64, 34, 33, 32, 24, 15, 64, 74, 35, 46, ...new Array(51).fill(0)];
// f5 f6 d3 g5 h5 h4 g7 h6 c5: Black must pass before c5, and WTHOR stores no pass.
const WITH_PASS = [1, 0, 3, 0, 4, 0, 9, 30, 56, 66, 34, 57, 58, 48, 77, 68, 53, ...new Array(51).fill(0)];
const FILE = Uint8Array.from([...HEADER, ...WIPEOUT, ...WITH_PASS]);

describe('parseWthorGames', () => {
  test('reads a hand-made file: header, indices, scores and moves', () => {
    const file = unwrap(parseWthorGames(FILE));
    expect(file.header).toEqual({
      created: { year: 2026, month: 11, day: 30 },
      games: 2,
      names: 0,
      year: 2026,
      boardSize: 8,
      solitaire: 0,
      depth: 22,
    });
    const [wipeout, withPass] = file.games;
    expect(wipeout).toMatchObject({
      tournament: 5,
      blackPlayer: 258,
      whitePlayer: 7,
      blackDiscs: 64,
      theoreticalScore: 64,
    });
    expect(movesOf(wipeout.record)).toEqual(movesOf(unwrap(parseMoveList('d3c3b3d2e1d6d7e3f4'))));
    expect(withPass).toMatchObject({
      tournament: 1,
      blackPlayer: 3,
      whitePlayer: 4,
      blackDiscs: 9,
      theoreticalScore: 30,
    });
    expect(withPass.record.moves[8]).toEqual({ move: PASS, color: 'black' });
    expect(movesOf(withPass.record)).toEqual(movesOf(unwrap(parseMoveList('f5f6d3g5h5h4g7h6c5'))));
  });

  test('the writer produces the same bytes', () => {
    const file = unwrap(parseWthorGames(FILE));
    const bytes = unwrap(
      makeWthorGames(file.games, { created: { year: 2026, month: 11, day: 30 }, year: 2026, depth: 22 }),
    );
    expect([...bytes]).toEqual([...FILE]);
  });

  test('disc counts default to the final position, empties to the winner', () => {
    const record = unwrap(parseMoveList('d3c3b3d2e1d6d7e3f4'));
    const bytes = unwrap(makeWthorGames([{ record, tournament: 0, blackPlayer: 0, whitePlayer: 0 }]));
    expect(unwrap(parseWthorGames(bytes)).games[0]).toMatchObject({ blackDiscs: 64, theoreticalScore: 64 });
  });

  test.each([
    ['a short header', FILE.slice(0, 10), 'ERR_SYNTAX', 10],
    ['a missing record', FILE.slice(0, 16 + 68 + 30), 'ERR_SYNTAX', 114],
    [
      'a 10x10 file',
      Uint8Array.from([...HEADER.slice(0, 12), 10, ...HEADER.slice(13)]),
      'ERR_UNSUPPORTED',
      12,
    ],
    [
      'a move byte 99',
      Uint8Array.from([...FILE.slice(0, 16 + 8), 99, ...FILE.slice(16 + 9)]),
      'ERR_SYNTAX',
      24,
    ],
    [
      'a move byte 30',
      Uint8Array.from([...FILE.slice(0, 16 + 9), 30, ...FILE.slice(16 + 10)]),
      'ERR_SYNTAX',
      25,
    ],
    [
      'an illegal move (a1 third)',
      Uint8Array.from([...FILE.slice(0, 16 + 10), 11, ...FILE.slice(16 + 11)]),
      'ERR_ILLEGAL_MOVE',
      26,
    ],
  ])('%s is an error with its byte offset', (_name, bytes, code, offset) => {
    expect(parseWthorGames(bytes)).toMatchObject({ ok: false, error: { code, offset } });
  });

  test('the illegal move is named', () => {
    const bytes = Uint8Array.from([...FILE.slice(0, 16 + 10), 11, ...FILE.slice(16 + 11)]);
    const result = parseWthorGames(bytes);
    if (result.ok) throw new Error('expected an error');
    expect(result.error).toMatchObject({ record: 1, moveNumber: 3, move: 'a1' });
    expect(result.error.message).toBe('game 1, move 3 (a1): Black at a1 would not bracket any white disc');
  });

  test('a disc count byte of 200 (read before as 200--136) is an error at its offset', () => {
    const discs = Uint8Array.from([...FILE.slice(0, 16 + 6), 200, ...FILE.slice(16 + 7)]);
    expect(parseWthorGames(discs)).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_SYNTAX',
        record: 1,
        offset: 22,
        message: "game 1: Black's disc count is 200 at offset 22, more than the 64 squares",
      },
    });
    const theoretical = Uint8Array.from([...FILE.slice(0, 16 + 68 + 7), 65, ...FILE.slice(16 + 68 + 8)]);
    expect(parseWthorGames(theoretical)).toMatchObject({ ok: false, error: { record: 2, offset: 91 } });
  });

  test('the writer refuses other starts and bad indices', () => {
    const six = { start: Position.initial({ rules: 'standard', size: 6 }), moves: [] };
    const record = unwrap(parseMoveList('f5'));
    expect(makeWthorGames([{ record: six, tournament: 0, blackPlayer: 0, whitePlayer: 0 }]).ok).toBe(false);
    expect(makeWthorGames([{ record, tournament: 70000, blackPlayer: 0, whitePlayer: 0 }]).ok).toBe(false);
  });
});

describe('parseWthorNames', () => {
  test('reads a hand-made player file (20-byte Latin-1 records, count in N2)', () => {
    const name = (text: string, size: number) => {
      const bytes = new Array(size).fill(0);
      for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      return bytes;
    };
    const header = [20, 26, 11, 30, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0];
    const bytes = Uint8Array.from([...header, ...name('Tastet Marc', 20), ...name('L\xe9vy Ang\xe8le', 20)]);
    const file = unwrap(parseWthorNames(bytes, WTHOR_PLAYER_SIZE));
    expect(file.names).toEqual(['Tastet Marc', 'Lévy Angèle']);
    expect([
      ...unwrap(
        makeWthorNames(file.names, WTHOR_PLAYER_SIZE, {
          created: { year: 2026, month: 11, day: 30 },
          year: 0,
        }),
      ),
    ]).toEqual([...bytes]);
  });

  test('errors: a truncated file, a name too long or outside Latin-1', () => {
    const bytes = unwrap(makeWthorNames(['a', 'b'], WTHOR_TOURNAMENT_SIZE));
    expect(parseWthorNames(bytes.slice(0, 30), WTHOR_TOURNAMENT_SIZE)).toMatchObject({
      ok: false,
      error: { code: 'ERR_SYNTAX' },
    });
    expect(makeWthorNames(['x'.repeat(20)], WTHOR_PLAYER_SIZE).ok).toBe(false);
    expect(makeWthorNames(['名前'], WTHOR_PLAYER_SIZE).ok).toBe(false);
  });
});

describe('properties', () => {
  test('games: make -> parse gives the same games and indices', () => {
    const game = fc.record({
      record: fc.oneof(arbitraryGame(), arbitraryLongGame()),
      tournament: fc.nat({ max: 0xffff }),
      blackPlayer: fc.nat({ max: 0xffff }),
      whitePlayer: fc.nat({ max: 0xffff }),
      theoreticalScore: fc.nat({ max: 64 }),
    });
    fc.assert(
      fc.property(fc.array(game, { maxLength: 4 }), (games) => {
        const back = unwrap(parseWthorGames(unwrap(makeWthorGames(games))));
        expect(back.games).toHaveLength(games.length);
        back.games.forEach((g, i) => {
          expect(g.record.moves).toEqual(games[i].record.moves);
          expect(g).toMatchObject({
            tournament: games[i].tournament,
            blackPlayer: games[i].blackPlayer,
            whitePlayer: games[i].whitePlayer,
            theoreticalScore: games[i].theoreticalScore,
          });
        });
      }),
      { numRuns: 60 },
    );
  });

  test('names: make -> parse gives the same names', () => {
    const latin1 = fc.string({
      unit: fc.integer({ min: 1, max: 255 }).map((c) => String.fromCharCode(c)),
      maxLength: 25,
    });
    fc.assert(
      fc.property(fc.array(latin1, { maxLength: 10 }), (names) => {
        expect(
          unwrap(parseWthorNames(unwrap(makeWthorNames(names, WTHOR_TOURNAMENT_SIZE)), WTHOR_TOURNAMENT_SIZE))
            .names,
        ).toEqual(names);
      }),
    );
  });

  test('any bytes give a value and never throw', () => {
    const near = fc
      .tuple(fc.nat({ max: FILE.length - 1 }), fc.nat({ max: 255 }))
      .map(([at, b]) => Uint8Array.from([...FILE.slice(0, at), b, ...FILE.slice(at + 1)]));
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 300 }), near), (bytes) => {
        expect(typeof parseWthorGames(bytes).ok).toBe('boolean');
        expect(typeof parseWthorNames(bytes, WTHOR_PLAYER_SIZE).ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('regressions (issue #23): every byte is accounted for', () => {
  test('a game past the header count, or stray bytes after the last game, is refused at its offset', () => {
    const oneGame = Uint8Array.from([...FILE.slice(0, 4), 1, ...FILE.slice(5)]);
    expect(parseWthorGames(oneGame)).toMatchObject({
      ok: false,
      error: { code: 'ERR_SYNTAX', offset: 16 + 68 },
    });
    const stray = Uint8Array.from([...FILE, 0, 0, 0]);
    const error = parseWthorGames(stray);
    expect(error).toMatchObject({ ok: false, error: { offset: 16 + 2 * 68 } });
    expect(!error.ok && error.error.message).toBe(
      'the header announces 2 games (152 bytes) but the file has 155 bytes: 3 bytes follow the last game',
    );
  });

  test('a move after the 0 that ends a game is refused', () => {
    // The wipe-out ends after 9 moves; a tenth move byte after its 0 was ignored.
    const late = Uint8Array.from(FILE);
    late[16 + 8 + 10] = 56;
    expect(parseWthorGames(late)).toMatchObject({
      ok: false,
      error: { code: 'ERR_SYNTAX', record: 1, offset: 16 + 8 + 10, moveNumber: 11 },
    });
  });

  test('a name file with bytes after its last name is refused', () => {
    const names = unwrap(makeWthorNames(['Alice', 'Bob'], WTHOR_PLAYER_SIZE));
    expect(parseWthorNames(Uint8Array.from([...names, 1]), WTHOR_PLAYER_SIZE)).toMatchObject({
      ok: false,
      error: { code: 'ERR_SYNTAX', offset: names.length },
    });
  });

  test('the writer refuses header fields its bytes cannot hold', () => {
    const game = { record: unwrap(parseMoveList('f5')), tournament: 0, blackPlayer: 0, whitePlayer: 0 };
    for (const options of [
      { year: 70000 },
      { year: -1 },
      { created: { year: 70000, month: 1, day: 1 } },
      { created: { year: 2026, month: 13, day: 1 } },
      { created: { year: 2026, month: 1, day: 0 } },
      { depth: 300 },
      { year: 2026.5 },
    ])
      expect(makeWthorGames([game], options), JSON.stringify(options)).toMatchObject({
        ok: false,
        error: { code: 'ERR_UNSUPPORTED' },
      });
    expect(makeWthorNames(['A'], WTHOR_PLAYER_SIZE, { year: 70000 }).ok).toBe(false);
    const ok = unwrap(makeWthorGames([game], { year: 65535, created: { year: 2026, month: 12, day: 2 } }));
    expect(unwrap(parseWthorGames(ok)).header.year).toBe(65535);
  });
});
