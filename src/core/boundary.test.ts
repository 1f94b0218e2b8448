// The library's public boundary against arguments plain JavaScript can pass and TypeScript would
// refuse: each gives the library's error value (where the function returns a Result) or a clear
// error naming the argument (where it returns a plain value), never a hang, a wrong answer or an
// internal TypeError.
import { describe, expect, it } from 'vitest';
import { Position, parseMoveList, parseObf, perft, type SquareName, square, type Variant } from './index.js';

const START_OBF = '---------------------------OX------XO--------------------------- X';
// biome-ignore lint/suspicious/noExplicitAny: the point is to pass what the types forbid
const loose = (value: unknown): any => value;

describe('arguments checked at the public boundary', () => {
  it('perft refuses a depth that is not a whole number from 0 on', () => {
    for (const depth of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, loose('3')])
      expect(() => perft(Position.initial(), depth), String(depth)).toThrow(
        /perft: depth must be a whole number from 0/,
      );
    expect(() => perft(loose({}), 1)).toThrow(/perft: the position must be a Position/);
    expect(perft(Position.initial(), 0)).toBe(1);
  });

  it('Position.initial and fromSetup refuse a variant Wedge does not have', () => {
    for (const variant of [{ size: 10 }, { rules: 'standard', size: 10 }, { rules: 'go', size: 8 }, 'anti'])
      expect(() => Position.initial(loose(variant)), JSON.stringify(variant)).toThrow(
        /Position\.initial: .* is not a variant: rules one of standard, anti, .*; size 4, 6 or 8/,
      );
    const setup = Position.fromSetup({
      board: Position.initial().board,
      turn: 'black',
      variant: loose({ rules: 'standard', size: 10 }),
    });
    expect(setup).toMatchObject({ ok: false, error: { code: 'ERR_VARIANT' } });
    expect(Position.fromSetup({ board: Position.initial().board, turn: loose('red') })).toMatchObject({
      ok: false,
      error: { code: 'ERR_TURN' },
    });
    expect(Position.initial({ rules: 'anti', size: 6 }).variant).toEqual({ rules: 'anti', size: 6 });
  });

  it('square refuses a name that is not a square', () => {
    for (const name of ['z9', 'a9', 'i1', 'A1', '', 'a10', 7])
      expect(() => square(name as SquareName), String(name)).toThrow(
        /square: .* is not a square name \(a1-h8\)/,
      );
    expect(square('h8')).toBe(63);
  });

  it('parseMoveList and parseObf refuse what is not text, and parseObf a variant that is not one', () => {
    for (const text of [123, undefined, null, ['f5']])
      expect(parseMoveList(loose(text)), String(text)).toMatchObject({
        ok: false,
        error: { code: 'ERR_SYNTAX', message: expect.stringMatching(/^a move list is text, got /) },
      });
    expect(parseMoveList('f5', loose({}))).toMatchObject({
      ok: false,
      error: { code: 'ERR_SYNTAX', message: 'the start of a move list must be a Position' },
    });
    expect(parseObf(loose(64))).toMatchObject({ ok: false, error: { code: 'ERR_SYNTAX' } });
    for (const variant of [{ size: 5 }, { rules: 'standard', size: 5 }, { rules: 'chess', size: 8 }])
      expect(parseObf(START_OBF, loose(variant) as Variant), JSON.stringify(variant)).toMatchObject({
        ok: false,
        error: { code: 'ERR_UNSUPPORTED', message: expect.stringMatching(/is not a variant/) },
      });
  });
});
