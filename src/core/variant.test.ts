import { describe, expect, it } from 'vitest';
import { BOARD_SIZES, RULES, square } from './types.js';
import {
  centerSquares,
  makeVariant,
  parseVariant,
  sameVariant,
  squaresOf,
  startingDiscs,
  startsEmpty,
} from './variant.js';

describe('variants', () => {
  it('every variant prints to a name that reads back to it', () => {
    for (const rules of RULES) {
      for (const size of BOARD_SIZES) {
        const name = makeVariant({ rules, size });
        expect(sameVariant(parseVariant(name)!, { rules, size }), name).toBe(true);
      }
    }
    expect(makeVariant({ rules: 'standard', size: 8 })).toBe('standard');
    expect(makeVariant({ rules: 'standard', size: 6 })).toBe('6x6');
    expect(makeVariant({ rules: 'anti', size: 4 })).toBe('anti-4x4');
    expect(makeVariant({ rules: 'reversi-may-flip', size: 8 })).toBe('reversi-may-flip');
    expect(makeVariant({ rules: 'reversi-must-flip', size: 6 })).toBe('reversi-must-flip-6x6');
  });

  it('reads the other spellings and refuses nonsense', () => {
    expect(parseVariant('8x8')).toEqual({ rules: 'standard', size: 8 });
    expect(parseVariant('Standard-6x6')).toEqual({ rules: 'standard', size: 6 });
    expect(parseVariant('reversi 4')).toEqual({ rules: 'reversi', size: 4 });
    expect(parseVariant('6x6-anti')).toEqual({ rules: 'anti', size: 6 });
    expect(parseVariant('Reversi_Must_Flip 4x4')).toEqual({ rules: 'reversi-must-flip', size: 4 });
    expect(parseVariant('4-reversi-may-flip')).toEqual({ rules: 'reversi-may-flip', size: 4 });
    for (const bad of [
      '',
      'chess',
      '10x10',
      '4x6',
      'anti-anti',
      '6x6-4x4',
      'anti-8x8-x',
      'reversi-6x6-may-flip',
      'reversi-may',
      'may-flip',
      'reversi-flip',
    ])
      expect(parseVariant(bad), bad).toBeUndefined();
  });

  it('the centre and the board squares of each size', () => {
    expect(centerSquares(8)).toEqual([square('d4'), square('e4'), square('d5'), square('e5')]);
    expect(centerSquares(6)).toEqual([square('c3'), square('d3'), square('c4'), square('d4')]);
    expect(centerSquares(4)).toEqual([square('b2'), square('c2'), square('b3'), square('c3')]);
    for (const size of BOARD_SIZES) expect(squaresOf({ rules: 'anti', size }).size()).toBe(size * size);
  });

  it('the starting discs: two each on the centre, none for the Reversi openings', () => {
    for (const size of BOARD_SIZES) {
      const { black, white } = startingDiscs({ rules: 'standard', size });
      expect(black.size()).toBe(2);
      expect(white.size()).toBe(2);
      expect(black.union(white).toArray()).toEqual([...centerSquares(size)].sort((a, b) => a - b));
      for (const rules of ['reversi', 'reversi-may-flip', 'reversi-must-flip'] as const) {
        expect(startsEmpty(rules)).toBe(true);
        const reversi = startingDiscs({ rules, size });
        expect(reversi.black.union(reversi.white).isEmpty()).toBe(true);
      }
      expect(startsEmpty('standard') || startsEmpty('anti')).toBe(false);
    }
  });
});
