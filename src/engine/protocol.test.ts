import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../tests/support/random-games.js';
import { Position, unwrap } from '../core/index.js';
import { fromWire, toWire } from './protocol.js';

describe('positions on the wire', () => {
  it('round-trip through structured clone in every variant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom('standard', 'anti', 'reversi'),
        fc.constantFrom(4, 6, 8),
        (seed, plies, rules, size) => {
          const p = randomPlayout(
            Position.initial({ rules: rules as 'standard', size: size as 8 }),
            plies,
            seed,
          );
          const back = unwrap(fromWire(structuredClone(toWire(p))));
          expect(back.equals(p)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuse malformed data with a code', () => {
    const variant = { rules: 'standard', size: 8 };
    const halves = { lo: 0, hi: 0 };
    expect(fromWire({ board: { black: { lo: 0 }, white: halves }, turn: 'black', variant })).toMatchObject({
      ok: false,
      error: { code: 'ERR_WIRE_SHAPE' },
    });
    expect(fromWire(null)).toMatchObject({ ok: false, error: { code: 'ERR_WIRE_SHAPE' } });
    expect(
      fromWire({ board: { black: halves, white: halves }, turn: 'black', variant: { rules: 'x', size: 8 } }),
    ).toMatchObject({ ok: false, error: { code: 'ERR_WIRE_SHAPE' } });
    // Both colours on d4: the position itself is checked.
    const d4 = { lo: 1 << 27, hi: 0 };
    expect(fromWire({ board: { black: d4, white: d4 }, turn: 'black', variant })).toMatchObject({
      ok: false,
      error: { code: 'ERR_OVERLAP' },
    });
  });
});
