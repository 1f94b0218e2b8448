import { describe, expect, it, vi } from 'vitest';
import { formatError } from '../core/formats/index.js';
import { square } from '../core/index.js';
import {
  badInput,
  describeFormatError,
  loadBoard,
  loadGame,
  parseHashOption,
  parseIntOption,
  parseSecondsOption,
  parseSquareList,
  parseVariantOption,
  reportFailure,
  toMilliseconds,
} from './io.js';

describe('CLI helpers', () => {
  it('adds the place of a format error unless the message already says it', () => {
    expect(describeFormatError('a.txt', formatError('ERR_SYNTAX', 'bad cell', { line: 3, column: 5 }))).toBe(
      'a.txt: line 3, column 5: bad cell',
    );
    expect(
      describeFormatError(
        'g.ggf',
        formatError('ERR_SYNTAX', 'game 2, line 4, column 1: oops', { line: 4, column: 1, record: 2 }),
      ),
    ).toBe('g.ggf: game 2, line 4, column 1: oops');
    expect(describeFormatError('x.wtb', formatError('ERR_SYNTAX', 'short', { offset: 84 }))).toBe(
      'x.wtb: byte 84: short',
    );
  });

  it('never writes "column 24: line 4:": a message that names its line keeps the column to itself', () => {
    expect(
      describeFormatError(
        'p.obf',
        formatError('ERR_POSITION', 'line 4: centre square d4 is empty', { line: 4, column: 24 }),
      ),
    ).toBe('p.obf: line 4: centre square d4 is empty');
    expect(
      describeFormatError(
        'm.txt',
        formatError('ERR_SYNTAX', 'move 2: "x9" at column 7 is not a move', { line: 3, column: 7 }),
      ),
    ).toBe('m.txt: line 3: move 2: "x9" at column 7 is not a move');
  });

  it('checks numbers, seconds, variants and square lists, naming the flag and the value', () => {
    expect(parseIntOption('--depth', '12', 1, 40)).toEqual({ ok: true, value: 12 });
    expect(parseIntOption('--depth', undefined, 1, 40)).toEqual({ ok: true, value: undefined });
    expect(parseIntOption('--depth', '1.5', 1, 40)).toMatchObject({
      ok: false,
      error: { exitCode: 2, message: '--depth must be a whole number from 1 to 40, got "1.5"' },
    });
    expect(parseIntOption('--depth', '41', 1, 40).ok).toBe(false);
    expect(parseSecondsOption('--time', '0.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseSecondsOption('--time', '0').ok).toBe(false);
    expect(parseVariantOption('anti-6x6')).toEqual({ ok: true, value: { rules: 'anti', size: 6 } });
    expect(parseVariantOption('reversi-must-flip-6x6')).toEqual({
      ok: true,
      value: { rules: 'reversi-must-flip', size: 6 },
    });
    expect(parseVariantOption('reversi-may')).toMatchObject({
      ok: false,
      error: {
        message:
          '--variant must be rules and size: standard, anti, reversi, reversi-may-flip, reversi-must-flip, optionally with 4x4 or 6x6 (e.g. anti-6x6), got "reversi-may"',
      },
    });
    expect(parseSquareList('--marks', 'c4, F5')).toEqual({ ok: true, value: [square('c4'), square('f5')] });
    expect(parseSquareList('--marks', 'c4,i9')).toMatchObject({
      ok: false,
      error: { message: '--marks: item 2 "i9" is not a square (a1-h8)' },
    });
  });

  it.each(['0x10', '1e3', 'Infinity', '', ' ', '1_000', '+', '.'])(
    'one rule for numbers: %j is refused by whole-number and seconds options alike',
    (text) => {
      expect(parseIntOption('--depth', text, 1, 5000)).toMatchObject({ ok: false, error: { exitCode: 2 } });
      expect(parseSecondsOption('--time', text)).toMatchObject({ ok: false, error: { exitCode: 2 } });
    },
  );

  it('one rule for numbers: decimal digits, with a sign or a fraction where the option allows one', () => {
    expect(parseSecondsOption('--time', '2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseSecondsOption('--time', '.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseSecondsOption('--time', '16')).toEqual({ ok: true, value: 16 });
    expect(parseIntOption('--depth', '+12', 1, 40)).toEqual({ ok: true, value: 12 });
    expect(parseIntOption('--depth', '12.0', 1, 40)).toEqual({ ok: true, value: 12 });
    expect(parseIntOption('--depth', '12.5', 1, 40).ok).toBe(false);
  });

  it('"--time 0.0001" is the smallest budget, 1 ms, never 0 (which means no limit)', () => {
    expect(toMilliseconds(0.0001)).toBe(1);
    expect(toMilliseconds(0.0004)).toBe(1);
    expect(toMilliseconds(1.5)).toBe(1500);
  });

  it('"--hash 26" is refused: the kernel holds 2^25 entries a table at most', () => {
    expect(parseHashOption('25')).toEqual({ ok: true, value: 25 });
    expect(parseHashOption('26')).toMatchObject({
      ok: false,
      error: { message: '--hash must be a whole number from 10 to 25, got "26"' },
    });
  });

  it('a 300 KB bad value is quoted in at most 60 characters', () => {
    const failure = parseIntOption('--depth', '9'.repeat(300_000), 1, 40);
    expect(!failure.ok && failure.error.message).toBe(
      `--depth must be a whole number from 1 to 40, got "${'9'.repeat(57)}..." (300000 characters)`,
    );
  });

  it('reads an OBF board, naming the fault', () => {
    expect(loadBoard('---------------------------OX------XO--------------------------- X').ok).toBe(true);
    expect(loadBoard('XO')).toMatchObject({ ok: false, error: { exitCode: 2 } });
    const short = loadBoard('XO');
    expect(!short.ok && short.error.message).toMatch(/^--board: .*64 squares/);
  });

  it('reads exactly one game source', async () => {
    expect(await loadGame({})).toMatchObject({ ok: false, error: { exitCode: 2 } });
    expect(await loadGame({ moves: 'f5', transcript: 't.txt' })).toMatchObject({
      ok: false,
      error: { message: 'give one game, not a move list and --transcript' },
    });
    const game = await loadGame({ moves: 'F5d6C3' });
    expect(game.ok && game.value.moves.length).toBe(3);
    expect(await loadGame({ moves: 'f5f5' })).toMatchObject({
      ok: false,
      error: { exitCode: 2, message: 'move list: column 3: move 2 (f5): f5 is already occupied' },
    });
    expect(await loadGame({ ggf: '/nonexistent/file.ggf' })).toMatchObject({
      ok: false,
      error: { exitCode: 2, message: 'cannot read /nonexistent/file.ggf: ENOENT' },
    });
  });

  it('a failure line is escaped and capped, whatever its message holds (issue #23)', () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      reportFailure('x', badInput(`bad RU[\u001b[2J${'y'.repeat(200_000)}] and \u009b31m`));
    } finally {
      spy.mockRestore();
      process.exitCode = undefined;
    }
    expect(written).toHaveLength(1);
    const line = written[0];
    expect(line.endsWith('\n')).toBe(true);
    expect(line.length).toBeLessThan(1100);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must not be printed
    expect(line).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(line).toMatch(/^wedge x: bad RU\[\\u001b\[2Jyyy.*\.\.\. \(200\d\d\d characters in all\)\n$/);
  });
});
