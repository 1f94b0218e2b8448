/**
 * Every reader of user input fed about a megabyte shaped to hurt: long runs of spaces, digits or
 * separators where a backtracking regular expression or a quadratic loop would take minutes. Each must
 * answer (a value or an error naming the place) well within the per-test bound below, which is
 * thousands of times what linear reading needs, so it holds on a loaded machine and fails only on
 * super-linear work. Each error message must stay one short line.
 */
import { describe, expect, it } from 'vitest';
import { parseNboardLine } from '../../src/cli/nboard/command.js';
import { NboardSession } from '../../src/cli/nboard/session.js';
import {
  makeWthorGames,
  parseGgf,
  parseMoveList,
  parseObf,
  parseObfFile,
  parseTranscript,
  parseWthorGames,
  parseWthorNames,
  WTHOR_PLAYER_SIZE,
} from '../../src/core/formats/index.js';
import { Position, parseGgfTimeControl, parseTimeControl, unwrap } from '../../src/core/index.js';
import { parsePlayersList, parseResultsCsv, parseTournamentJson } from '../../src/tournament/index.js';
import { fakeEngine } from '../support/fake-engine.js';

const MB = 1 << 20;
const SPACES = ' '.repeat(MB);
const DIGITS = '9'.repeat(MB);
const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;
/** Linear reading takes a second or two here (the tournament case, whose quarter of a million lines
 * are each an error, about 17 s for its eight reads under `npx tsx` at a load of 15 on two cores,
 * 2026-12-02, and over 30 s inside a full test run at that load); a quadratic one would take hours. */
const BOUND_MS = 120_000;

/** A failed result whose message is a short line (the offending text quoted, not echoed). */
const shortError = (result: { ok: boolean; error?: { message: string } }): void => {
  expect(result.ok).toBe(false);
  expect(result.error?.message.length).toBeLessThan(300);
  expect(result.error?.message).not.toContain('\n');
};

describe('1 MB pathological inputs', () => {
  it(
    'move list: a megabyte of spaces between two moves, then of spaces before a bad character',
    () => {
      expect(unwrap(parseMoveList(`f5${SPACES}d6`)).moves).toHaveLength(2);
      shortError(parseMoveList(`${SPACES}x`));
      shortError(parseMoveList('pa'.repeat(MB / 2)));
      shortError(parseMoveList(`f5${'-'.repeat(MB - 1)}x`));
    },
    BOUND_MS,
  );

  it(
    'transcript: a megabyte cell, a megabyte of blank lines, rows spread over a megabyte',
    () => {
      shortError(parseTranscript(`1 ${'7'.repeat(MB)}\n`));
      shortError(parseTranscript(`${'\n'.repeat(MB)}x`));
      const wide = Array.from({ length: 8 }, (_, r) => `${r + 1}${' '.repeat(MB / 8)}x`).join('\n');
      shortError(parseTranscript(wide));
    },
    BOUND_MS,
  );

  it(
    'OBF: spaces before the side, before a bad side, inside a solution, and digits as a score',
    () => {
      expect(unwrap(parseObf(`${START}${SPACES}X`)).position.equals(Position.initial())).toBe(true);
      shortError(parseObf(`${START}${SPACES}Z`));
      shortError(parseObf(`${START} X; A1${SPACES}:${SPACES}x`));
      shortError(parseObf(`${START} X; A1:+${DIGITS}`));
      expect(unwrap(parseObfFile(`${START} X;${SPACES}\n${'\n'.repeat(MB)}`))).toHaveLength(1);
      shortError(parseObfFile(`${START} X\n${`${START} Q\n`.repeat(MB / 68)}`));
    },
    BOUND_MS,
  );

  it(
    'GGF: a board of spaces, a move of digits, a megabyte of empty records, an unclosed value',
    () => {
      shortError(parseGgf(`(;GM[Othello]BO[8${SPACES}];)`));
      shortError(parseGgf(`(;GM[Othello]B[F5/${DIGITS}x];)`));
      shortError(parseGgf(`(;GM[Othello]B[F5/${DIGITS}];)`));
      expect(unwrap(parseGgf('(;GM[Othello];)'.repeat(MB / 16)))).toHaveLength(MB / 16);
      shortError(parseGgf(`(;GM[Othello]PC[${'\\'.repeat(MB)}`));
      shortError(parseGgf(`(;${SPACES}`));
    },
    BOUND_MS,
  );

  it(
    'WTHOR: a megabyte of games, and a names file of a megabyte',
    () => {
      // One game written by the library, its 68 bytes repeated to a megabyte under a header that counts them.
      const wipeOut = unwrap(parseMoveList('d3c3b3d2e1d6d7e3f4'));
      const one = unwrap(
        makeWthorGames([{ record: wipeOut, tournament: 0, blackPlayer: 0, whitePlayer: 0 }]),
      );
      const count = Math.floor(MB / 68);
      const bytes = new Uint8Array(16 + count * 68);
      bytes.set(one.subarray(0, 16));
      new DataView(bytes.buffer).setUint32(4, count, true);
      for (let g = 0; g < count; g++) bytes.set(one.subarray(16), 16 + g * 68);
      expect(unwrap(parseWthorGames(bytes)).games).toHaveLength(count);
      // Every game's disc count over 64: the first is named, the rest never read.
      const inflated = bytes.slice();
      for (let g = 0; g < count; g++) inflated[16 + g * 68 + 6] = 200;
      shortError(parseWthorGames(inflated));
      // A names file of 52,428 names of 20 unterminated letters each.
      const nameCount = Math.floor(MB / WTHOR_PLAYER_SIZE);
      const names = new Uint8Array(16 + nameCount * WTHOR_PLAYER_SIZE).fill(0x41);
      names.fill(0, 0, 16);
      new DataView(names.buffer).setUint16(8, nameCount, true);
      expect(unwrap(parseWthorNames(names, WTHOR_PLAYER_SIZE)).names).toHaveLength(nameCount);
    },
    BOUND_MS,
  );

  it(
    'NBoard lines: a megabyte of spaces, a megabyte move, a megabyte game, and a ping after it',
    async () => {
      expect(parseNboardLine(`${SPACES}x`)).toMatchObject({
        ok: false,
        error: { code: 'ERR_UNKNOWN_COMMAND' },
      });
      shortError(parseNboardLine(`move ${'f'.repeat(MB)}`));
      shortError(parseNboardLine(`hint ${DIGITS}x`));
      const engine = fakeEngine({ refuse: 'no search in this test' });
      const sent: string[] = [];
      const notes: string[] = [];
      const session = new NboardSession(engine, { send: (l) => sent.push(l), note: (n) => notes.push(n) });
      session.receive(`set game (;GM[Othello]BO[8${SPACES}];)`);
      session.receive(`set game (;GM[Othello]B[F5/${DIGITS}x];)`);
      session.receive(`${SPACES}flurb${SPACES}`);
      session.receive('ping 1');
      await session.idle();
      expect(sent).toHaveLength(3);
      expect(sent[0]).toMatch(/^status cannot read the game: game 1, line 1, column 14: "BO\[8 +\.\.\." /);
      expect(sent[1]).toMatch(/^status cannot read the game: game 1, line 1, column 14: "B\[F5\/9+\.\.\." /);
      expect(sent[2]).toBe('pong 1');
      for (const line of [...sent, ...notes]) expect(line.length).toBeLessThan(300);
    },
    BOUND_MS,
  );

  it(
    'time controls: a megabyte of spaces or digits in "--clock" and in GGF TI',
    () => {
      shortError(parseTimeControl(`5${SPACES}x`));
      shortError(parseTimeControl(`${DIGITS}+${DIGITS}x`));
      shortError(parseTimeControl(`5+${SPACES}2${SPACES}x`));
      shortError(parseGgfTimeControl(`${DIGITS}x/00:02`));
      shortError(parseGgfTimeControl(`05:00/${SPACES}x`));
    },
    BOUND_MS,
  );

  it(
    'tournament files: a megabyte results line, field, quoted field; a megabyte players list and JSON',
    () => {
      const errorsShort = (result: { ok: boolean; error?: readonly { message: string }[] }): void => {
        expect(result.ok).toBe(false);
        // One assertion over all the errors: an expect() per error (a quarter of a million for the
        // players list of repeated names) cost the test 20 s under a loaded suite, 4 s alone.
        expect((result.error ?? []).filter((e) => e.message.length >= 300).map((e) => e.message)).toEqual([]);
        expect(result.error?.length).toBeGreaterThan(0);
      };
      errorsShort(parseResultsCsv(`1,Ann,Bo,${DIGITS},0\n`));
      errorsShort(parseResultsCsv(`${SPACES}1,Ann,Ann,30,20\n`));
      errorsShort(parseResultsCsv(`1,"${'x'.repeat(MB)}\n`));
      errorsShort(parseResultsCsv(`1,${'A'.repeat(MB)},${'A'.repeat(MB)},1,2\n`));
      errorsShort(parseResultsCsv(`${'1,Ann,Bo,x,0\n'.repeat(MB / 16)}`));
      errorsShort(parsePlayersList(`Ann,${DIGITS}x\n`));
      errorsShort(parsePlayersList(`${'Ann\n'.repeat(MB / 4)}`));
      const json = parseTournamentJson(`{"players":[${'"x",'.repeat(MB / 4)}"x"]}`);
      expect(json.ok).toBe(false);
      expect(!json.ok && json.error.message.length).toBeLessThan(300);
    },
    BOUND_MS,
  );
});
