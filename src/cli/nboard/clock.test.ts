import { describe, expect, it } from 'vitest';
import { parseGgf } from '../../core/formats/index.js';
import { unwrap } from '../../core/index.js';
import { moveBudgetMs } from './clock.js';

const START = 'BO[8 ---------------------------O*------*O--------------------------- *]';

describe('moveBudgetMs', () => {
  it('shares what is left on the mover clock over its remaining moves, keeping a second back', () => {
    const fresh = unwrap(parseGgf(`(;GM[Othello]TI[15:00]${START};)`))[0];
    // 900 s - 1 s reserve over 30 moves of Black's at 60 empties.
    expect(moveBudgetMs(fresh, 'black', 60)).toBe(29967);
    // Black has spent 880 s on two moves (19 s left), White 1 s on one.
    const spent = unwrap(parseGgf(`(;GM[Othello]TI[15:00]${START}B[F5//400]W[D6//1]B[C3//480];)`))[0];
    expect(moveBudgetMs(spent, 'white', 57)).toBe(Math.round(((900 - 1 - 1) / 29) * 1000));
    expect(moveBudgetMs(spent, 'black', 56)).toBe(Math.round((19 / 28) * 1000));
  });

  it('gives at least 50 ms on an empty clock, adds the increment, and nothing without a clock', () => {
    const flagged = unwrap(parseGgf(`(;GM[Othello]TI[1:00]${START}B[F5//70];)`))[0];
    expect(moveBudgetMs(flagged, 'black', 58)).toBe(50);
    const increment = unwrap(parseGgf(`(;GM[Othello]TI[1:00/5]${START};)`))[0];
    expect(moveBudgetMs(increment, 'black', 60)).toBe(Math.round((59 / 30 + 5) * 1000));
    const none = unwrap(parseGgf(`(;GM[Othello]${START};)`))[0];
    expect(moveBudgetMs(none, 'black', 60)).toBeUndefined();
    const unreadable = unwrap(parseGgf(`(;GM[Othello]TI[soon]${START};)`))[0];
    expect(moveBudgetMs(unreadable, 'black', 60)).toBeUndefined();
  });
});
