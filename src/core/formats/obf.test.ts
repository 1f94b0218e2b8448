import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arbitraryGame, arbitraryVariant } from '../../../tests/support/random-games.js';
import { replay } from '../game.js';
import { Position } from '../position.js';
import { PASS, square, unwrap } from '../types.js';
import { makeObf, parseObf, parseObfFile, parseObfLines } from './obf.js';

const FFO_DIR = new URL('../../../data/ffo/', import.meta.url);
const ffo = (name: string): string => readFileSync(new URL(name, FFO_DIR), 'utf8');
const problemLines = (text: string): string[] =>
  text.split('\n').filter((l) => l.trim() !== '' && !l.trim().startsWith('%'));

const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;

describe('parseObf', () => {
  test('FFO #40 (data/ffo/README.md): Black to move, 20 empties, best a2 at +38', () => {
    const entry = unwrap(parseObf(problemLines(ffo('fforum-40-49.obf'))[0]));
    expect(entry.position.turn).toBe('black');
    expect(entry.position.empties().size()).toBe(20);
    expect(entry.solutions[0]).toEqual({ move: square('a2'), score: 38 });
    expect(entry.solutions[1]).toEqual({ move: square('c7'), score: 36 });
  });

  test.each(['fforum-20-39.obf', 'fforum-40-49.obf'])(
    'every line of %s reads and is written back unchanged',
    (name) => {
      const lines = problemLines(ffo(name));
      const entries = unwrap(parseObfFile(ffo(name)));
      expect(entries).toHaveLength(lines.length);
      entries.forEach((e, i) => {
        expect(makeObf(e.position, e.solutions)).toBe(lines[i].trim());
        // Every listed move is legal, and the first listed is a best one.
        for (const { move } of e.solutions) expect(e.position.isLegal(move)).toBe(true);
        expect(Math.max(...e.solutions.map((s) => s.score))).toBe(e.solutions[0].score);
      });
    },
  );

  test('reads * for black, . for empty, lower case, passes and a bare board', () => {
    const start = `${'.'.repeat(27)}O*......*O${'.'.repeat(27)}`;
    const entry = unwrap(parseObf(`  ${start} x ; f5:+0; pa:-2`));
    expect(entry.position.equals(Position.initial())).toBe(true);
    expect(entry.solutions).toEqual([
      { move: square('f5'), score: 0 },
      { move: PASS, score: -2 },
    ]);
    expect(unwrap(parseObf(`${start} O`)).position.turn).toBe('white');
  });

  test('writes the start position', () => {
    expect(makeObf(Position.initial())).toBe(`${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`);
    expect(makeObf(Position.initial(), [{ move: PASS, score: -4 }])).toBe(
      `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X; PA:-4;`,
    );
  });

  test.each([
    ['a short board', START.slice(0, 60), 'ERR_SYNTAX', 61],
    ['a bad square', `${START.slice(0, 10)}Z${START.slice(11)} X`, 'ERR_SYNTAX', 11],
    ['no side', START, 'ERR_SYNTAX', 65],
    ['a bad side', `${START} B`, 'ERR_SYNTAX', 65],
    ['a bad solution', `${START} X; F5=3`, 'ERR_SYNTAX', 69],
    ['an empty centre', `${'-'.repeat(64)} X`, 'ERR_POSITION', 1],
  ])('%s is an error at its column', (_name, line, code, column) => {
    expect(parseObf(line)).toMatchObject({ ok: false, error: { code, column } });
  });

  test('the variant decides the board: discs off a 6x6 board are refused', () => {
    const six = Position.initial({ rules: 'standard', size: 6 });
    expect(unwrap(parseObf(makeObf(six), six.variant)).position.equals(six)).toBe(true);
    expect(parseObf(`${START} X`, six.variant)).toMatchObject({ ok: false, error: { code: 'ERR_POSITION' } });
  });
});

describe('parseObfFile', () => {
  test('skips comments and blank lines; an error names its line', () => {
    const text = `% problems\n\n${START} X; F5:+0;\n% more\n${START} Q\n`;
    const result = parseObfFile(text);
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_SYNTAX',
        line: 5,
        column: 65,
        message: 'line 5, column 65: the board must be followed by a space and the side to move, X or O',
      },
    });
    expect(unwrap(parseObfFile(text.replace(' Q', ' O')))).toHaveLength(2);
  });
});

describe('parseObfLines', () => {
  test('a file with a bad fourth line: the other lines read, the bad one names line 4 then its column', () => {
    const text = `% three good, one bad\n${START} X; F5:+0;\n${START} O\n${START} X\n${START.slice(0, 23)}Z${START.slice(24)} X\n`;
    const lines = parseObfLines(text);
    expect(lines.map((l) => [l.line, l.entry.ok])).toEqual([
      [2, true],
      [3, true],
      [4, true],
      [5, false],
    ]);
    expect(lines[3].entry).toMatchObject({
      ok: false,
      error: { line: 5, column: 24, message: 'line 5, column 24: "Z" is not a square (X, *, O, - or .)' },
    });
  });
});

describe('regressions (issue #9)', () => {
  test('"<64 squares><100,000 spaces>X" reads as Black to move, at once', () => {
    const entry = unwrap(parseObf(`${START}${' '.repeat(100_000)}X`));
    expect(entry.position.turn).toBe('black');
    expect(entry.position.equals(Position.initial())).toBe(true);
  }, 5_000);

  test('"<64 squares> X;<100,000 spaces>" (a solve file line ending in spaces) reads with no solutions', () => {
    expect(unwrap(parseObfFile(`${START} X;${' '.repeat(100_000)}\n`))[0].solutions).toEqual([]);
  }, 5_000);

  test('"A1:+<400 digits>" is an error naming the score, not a score of Infinity', () => {
    const result = parseObf(`${START} X; A1:+${'9'.repeat(400)};`);
    expect(result).toMatchObject({ ok: false, error: { code: 'ERR_SYNTAX', column: 69 } });
    expect(!result.ok && result.error.message).toMatch(
      /^"\+9{56}\.\.\." \(401 characters\) is not a score: a disc difference is -64 to \+64$/,
    );
  });

  test('"A1:+65" is out of range; "A1:+64" and "A1:-64" are the extremes and round-trip', () => {
    expect(parseObf(`${START} X; A1:+65;`)).toMatchObject({ ok: false, error: { code: 'ERR_SYNTAX' } });
    for (const line of [`${START} X; A1:+64;`, `${START} X; A1:-64;`])
      expect(makeObf(Position.initial(), unwrap(parseObf(line)).solutions)).toBe(line);
  });

  test('a 300,000-character bad solution is quoted in at most 60 characters', () => {
    const result = parseObf(`${START} X; ${'Q'.repeat(300_000)}`);
    expect(result).toMatchObject({ ok: false, error: { code: 'ERR_SYNTAX' } });
    expect(!result.ok && result.error.message.length).toBeLessThan(150);
  });
});

describe('properties', () => {
  test('make -> parse gives the same position and solutions', () => {
    fc.assert(
      fc.property(
        arbitraryVariant.chain((v) => arbitraryGame(v)),
        fc.array(fc.integer({ min: -64, max: 64 }), { maxLength: 4 }),
        (record, scores) => {
          const position = unwrap(replay(record));
          const moves = position.legalMoveList();
          const solutions = scores.slice(0, moves.length).map((score, i) => ({ move: moves[i], score }));
          const back = unwrap(parseObf(makeObf(position, solutions), position.variant));
          expect(back.position.equals(position)).toBe(true);
          expect(back.solutions).toEqual(solutions);
        },
      ),
      { numRuns: 150 },
    );
  });

  test('any text gives a value and never throws', () => {
    const near = fc
      .tuple(fc.nat({ max: 80 }), fc.string({ maxLength: 5 }))
      .map(([at, s]) => `${START} X; F5:+0;`.slice(0, at) + s + `${START} X; F5:+0;`.slice(at));
    fc.assert(
      fc.property(fc.oneof(fc.string(), near), (text) => {
        expect(typeof parseObf(text).ok).toBe('boolean');
        expect(typeof parseObfFile(text).ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('regressions (issue #23): makeObf writes only what OBF can hold', () => {
  test('a score that is not a whole disc difference -64..+64, or a move that is not one, is refused', () => {
    const start = Position.initial();
    for (const score of [Number.NaN, Number.POSITIVE_INFINITY, 65, -65, 1.5])
      expect(() => makeObf(start, [{ move: square('f5'), score }]), String(score)).toThrow(
        /makeObf: solution 1: score .* is not a disc difference \(a whole number from -64 to \+64\)/,
      );
    // biome-ignore lint/suspicious/noExplicitAny: a move plain JavaScript can pass
    for (const move of [Number.NaN, 64, 'f5'] as any[])
      expect(() => makeObf(start, [{ move, score: 0 }]), String(move)).toThrow(
        /makeObf: solution 1: .* is not a move/,
      );
    expect(makeObf(start, [{ move: square('f5'), score: 64 }])).toMatch(/; F5:\+64;$/);
  });
});
