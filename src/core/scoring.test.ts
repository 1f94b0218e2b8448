import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discDifference, makeScore, scoreOf } from './scoring.js';
import { RULES } from './types.js';

describe('scoreOf: the worked examples', () => {
  it('34-29 with one empty is 35-29 under the tournament rule and 34-29 raw', () => {
    const outcome = scoreOf(34, 29, 1);
    expect(outcome.winner).toBe('black');
    expect(outcome.score.raw).toEqual({ black: 34, white: 29 });
    expect(outcome.score.tournament).toEqual({ black: 35, white: 29 });
    expect(makeScore(outcome.score.tournament)).toBe('35-29');
    expect(discDifference(outcome, 'black', 'tournament')).toBe(6);
    expect(discDifference(outcome, 'white', 'raw')).toBe(-5);
  });

  it('a 13-0 wipe-out with 51 empties is 64-0', () => {
    expect(scoreOf(13, 0, 51).score.tournament).toEqual({ black: 64, white: 0 });
    expect(scoreOf(0, 13, 51).score.tournament).toEqual({ black: 0, white: 64 });
  });

  it('a draw stays a draw, its empties shared', () => {
    const full = scoreOf(32, 32, 0);
    expect(full.winner).toBeUndefined();
    expect(full.score.tournament).toEqual({ black: 32, white: 32 });
    const early = scoreOf(29, 29, 6);
    expect(early.winner).toBeUndefined();
    expect(early.score.tournament).toEqual({ black: 32, white: 32 });
    expect(scoreOf(29, 29, 6, 'anti').winner).toBeUndefined();
  });

  it('in Anti-Reversi the side with fewer discs wins, and the empties widen its margin', () => {
    const outcome = scoreOf(20, 40, 4, 'anti');
    expect(outcome.winner).toBe('black');
    expect(outcome.score.raw).toEqual({ black: 20, white: 40 });
    expect(outcome.score.tournament).toEqual({ black: 20, white: 44 });
    expect(scoreOf(40, 20, 4, 'anti').winner).toBe('white');
  });

  it('the historical Reversi counts like Othello', () => {
    expect(scoreOf(34, 29, 1, 'reversi')).toEqual(scoreOf(34, 29, 1, 'standard'));
  });
});

describe('scoreOf: properties over every count', () => {
  const counts = fc
    .tuple(fc.nat({ max: 64 }), fc.nat({ max: 64 }), fc.constantFrom(16, 36, 64))
    .filter(([b, w, total]) => b + w <= total && (b !== w || (total - b - w) % 2 === 0))
    .map(([b, w, total]) => [b, w, total - b - w] as const);

  it('the tournament score shares out every square and never narrows the margin', () => {
    fc.assert(
      fc.property(counts, fc.constantFrom(...RULES), ([b, w, e], rules) => {
        const { winner, score } = scoreOf(b, w, e, rules);
        expect(score.raw).toEqual({ black: b, white: w });
        expect(score.tournament.black + score.tournament.white).toBe(b + w + e);
        expect(Math.abs(score.tournament.black - score.tournament.white)).toBe(
          Math.abs(b - w) + (b === w ? 0 : e),
        );
        const more = b > w ? 'black' : b < w ? 'white' : undefined;
        const fewer = b < w ? 'black' : b > w ? 'white' : undefined;
        expect(winner).toBe(rules === 'anti' ? fewer : more);
      }),
    );
  });
});
