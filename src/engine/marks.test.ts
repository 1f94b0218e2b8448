import { describe, expect, it } from 'vitest';
import { BLUNDER_DISCS, INACCURACY_DISCS, MISTAKE_DISCS, MOVE_MARKS, markOf } from './index.js';

describe('markOf', () => {
  it('names a loss by the thresholds: 2 an inaccuracy, 4 a mistake, 10 a blunder', () => {
    expect([INACCURACY_DISCS, MISTAKE_DISCS, BLUNDER_DISCS]).toEqual([2, 4, 10]);
    expect(markOf(0)).toBeUndefined();
    expect(markOf(1.99)).toBeUndefined();
    expect(markOf(2)).toBe('inaccuracy');
    expect(markOf(3.9)).toBe('inaccuracy');
    expect(markOf(4)).toBe('mistake');
    expect(markOf(9.5)).toBe('mistake');
    expect(markOf(10)).toBe('blunder');
    expect(markOf(64)).toBe('blunder');
  });

  it('grows with the loss: a larger loss never gets a milder mark', () => {
    const rank = (loss: number) => MOVE_MARKS.indexOf(markOf(loss)!);
    for (let loss = 0; loss < 64; loss += 0.5) expect(rank(loss + 0.5)).toBeGreaterThanOrEqual(rank(loss));
  });
});
