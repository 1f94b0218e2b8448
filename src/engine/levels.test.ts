import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../tests/support/random-games.js';
import { parseObf } from '../core/formats/index.js';
import { Position, type Square, STANDARD, square, unwrap, type Variant } from '../core/index.js';
import { LEVEL_SETTINGS, randomMove, squareValue, tableMove } from './levels.js';
import { resolveLimits } from './limits.js';
import { Rng } from './rng.js';

/** A random game of `plies` moves from a variant's start. */
const randomGame = (seed: number, plies: number, variant: Variant = STANDARD): Position =>
  randomPlayout(Position.initial(variant), plies, seed);

describe('square values', () => {
  const start = Position.initial();
  it('rank corners over edges over inner squares over C over X squares', () => {
    const v = (name: Parameters<typeof square>[0]): number => squareValue(start, square(name));
    expect(v('a1')).toBeGreaterThan(v('c1'));
    expect(v('c1')).toBeGreaterThan(v('c3'));
    expect(v('c3')).toBeGreaterThan(v('b1'));
    expect(v('b1')).toBeGreaterThan(v('b2'));
    for (const corner of ['a1', 'h1', 'a8', 'h8'] as const) expect(v(corner)).toBe(v('a1'));
    for (const x of ['b2', 'g2', 'b7', 'g7'] as const) expect(v(x)).toBe(v('b2'));
  });

  it('revalue X and C squares once their corner is taken', () => {
    // a1 is taken (by White); b2 and b1 next to it are ordinary squares again, g7 is still an X square.
    const p = unwrap(parseObf(`O${'-'.repeat(26)}OX------XO${'-'.repeat(27)} X`)).position;
    expect(squareValue(p, square('b2'))).toBeGreaterThan(squareValue(p, square('g7')));
    expect(squareValue(p, square('b1'))).toBe(squareValue(p, square('c1')));
  });

  it('use the corners of the smaller boards and reverse in Anti-Reversi', () => {
    const six = Position.initial({ rules: 'standard', size: 6 });
    expect(squareValue(six, square('f6'))).toBe(squareValue(start, square('a1')));
    expect(squareValue(six, square('e5'))).toBe(squareValue(start, square('b2')));
    const anti = Position.initial({ rules: 'anti', size: 8 });
    expect(squareValue(anti, square('a1'))).toBe(-squareValue(start, square('a1')));
  });
});

describe('easy and medium', () => {
  it('play only legal moves, in every variant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(
          { rules: 'standard', size: 8 },
          { rules: 'anti', size: 6 },
          { rules: 'reversi', size: 8 },
          { rules: 'reversi-may-flip', size: 6 },
          { rules: 'reversi-must-flip', size: 8 },
          { rules: 'standard', size: 4 },
        ) as fc.Arbitrary<Variant>,
        (seed, plies, variant) => {
          const p = randomGame(seed, plies, variant);
          if (p.isGameOver()) return;
          expect(p.isLegal(randomMove(p, new Rng(seed)))).toBe(true);
          expect(p.isLegal(tableMove(p, new Rng(seed)))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('medium takes a corner whenever one is legal', () => {
    const corners = [square('a1'), square('h1'), square('a8'), square('h8')] as Square[];
    let seen = 0;
    for (let seed = 0; seed < 300; seed++) {
      const p = randomGame(seed, 20 + (seed % 30));
      if (p.isGameOver() || !p.legalMoveList().some((m) => corners.includes(m as Square))) continue;
      seen++;
      expect(corners).toContain(tableMove(p, new Rng(seed)));
    }
    expect(seen).toBeGreaterThan(10);
  });
});

describe('limits', () => {
  it('take the level defaults, overridden by explicit limits', () => {
    expect(resolveLimits({ level: 'hard' }, 'bestMove')).toMatchObject({
      method: 'search',
      timeMs: 1500,
      depth: 6,
      evaluator: 'best',
    });
    expect(resolveLimits({ level: 'expert', timeMs: 200 }, 'bestMove')).toMatchObject({
      timeMs: 200,
      exactEmpties: 20,
    });
    // Explicit limits without a level: a plain search bounded only by them.
    expect(resolveLimits({ depth: 8 }, 'bestMove')).toMatchObject({
      method: 'search',
      timeMs: 0,
      depth: 8,
      exactEmpties: 0,
    });
    expect(LEVEL_SETTINGS.easy.method).toBe('random');
    // A node limit implies empty tables (reproducible counts); a seed is always set.
    expect(resolveLimits({ nodes: 1000 }, 'bestMove')).toMatchObject({ fresh: true, nodes: 1000 });
    expect(Number.isInteger(resolveLimits({}, 'bestMove').seed)).toBe(true);
  });

  it('give a solve no clock unless asked, and analyse levels without search at a shallow depth', () => {
    expect(resolveLimits({}, 'solve')).toMatchObject({ timeMs: 0, nodes: 0, evaluator: 'best' });
    expect(resolveLimits({ timeMs: 3000 }, 'solve')).toMatchObject({ timeMs: 3000 });
    expect(resolveLimits({ level: 'easy' }, 'analyze')).toMatchObject({
      method: 'search',
      depth: 4,
      timeMs: 0,
    });
    expect(resolveLimits({ depth: 6, exactEmpties: 14 }, 'analyze')).toMatchObject({
      depth: 6,
      exactEmpties: 14,
      timeMs: 0,
    });
  });
});
