import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_SIZES, PASS, Position, RULES, type Square, unwrap } from '../core/index.js';
import { Rng } from './rng.js';
import { deserializeMove, deserializePosition, serializeMove, serializePosition } from './serialize.js';

describe('serialized positions', () => {
  it('round-trip through structured clone in every variant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(...RULES),
        fc.constantFrom(...BOARD_SIZES),
        (seed, plies, rules, size) => {
          const rng = new Rng(seed);
          let p = Position.initial({ rules, size });
          for (let i = 0; i < plies && !p.isGameOver(); i++)
            p = unwrap(p.play(rng.pick(p.legalMoveList()))).position;
          const back = unwrap(deserializePosition(structuredClone(serializePosition(p))));
          expect(back.equals(p)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reject malformed data with a code', () => {
    expect(
      deserializePosition({ black: [0], white: [0, 0], turn: 'black', rules: 'standard', size: 8 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_SERIALIZED_SHAPE' },
    });
    expect(deserializePosition(null)).toMatchObject({ ok: false });
    // Both colours on d4: the position itself is checked.
    const both = { black: [1 << 27, 0], white: [1 << 27, 0], turn: 'black', rules: 'standard', size: 8 };
    expect(deserializePosition(both)).toMatchObject({ ok: false, error: { code: 'ERR_OVERLAP' } });
  });

  it('carry moves as square indices or pass', () => {
    expect(deserializeMove(serializeMove(37 as Square))).toBe(37);
    expect(deserializeMove(serializeMove(PASS))).toBe(PASS);
  });
});
