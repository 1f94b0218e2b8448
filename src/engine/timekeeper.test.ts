import { describe, expect, it } from 'vitest';
import { STRETCH_MAX, STRETCH_MIN, TimeKeeper } from './timekeeper.js';

const line = (depth: number, move: string, score: number, exact = false) => ({ depth, move, score, exact });

describe('TimeKeeper (time on a clock by instability)', () => {
  it('stops a settled search at about half its target', () => {
    const keeper = new TimeKeeper(1000, 2500);
    // The same best move and score every iteration: the budget falls towards STRETCH_MIN x target.
    let stoppedAt = -1;
    for (let d = 1; d <= 20 && stoppedAt < 0; d++)
      if (keeper.onIteration(line(d, 'd3', 2), d * 60)) stoppedAt = d * 60;
    expect(stoppedAt).toBeGreaterThanOrEqual(STRETCH_MIN * 1000);
    expect(stoppedAt).toBeLessThan(800);
    expect(keeper.budgetMs()).toBeLessThan(700);
  });

  it('grows the budget when the best move changes and when the score drops', () => {
    const settled = new TimeKeeper(1000, 2500);
    const unsettled = new TimeKeeper(1000, 2500);
    const dropping = new TimeKeeper(1000, 2500);
    for (let d = 1; d <= 6; d++) {
      settled.onIteration(line(d, 'd3', 2), d * 10);
      unsettled.onIteration(line(d, d % 2 === 0 ? 'c4' : 'e6', 2), d * 10);
      dropping.onIteration(line(d, 'd3', 2 - 3 * d), d * 10);
    }
    expect(unsettled.budgetMs()).toBeGreaterThan(1.5 * settled.budgetMs());
    expect(dropping.budgetMs()).toBeGreaterThan(1.5 * settled.budgetMs());
    // Never past STRETCH_MAX x target, nor past the ceiling.
    expect(unsettled.budgetMs()).toBeLessThanOrEqual(STRETCH_MAX * 1000);
    const tight = new TimeKeeper(1000, 1200);
    for (let d = 1; d <= 6; d++) tight.onIteration(line(d, d % 2 === 0 ? 'c4' : 'e6', 2), d * 10);
    expect(tight.budgetMs()).toBe(1200);
  });

  it('goes on past the target while the best move keeps changing', () => {
    const keeper = new TimeKeeper(1000, 5000);
    expect(keeper.onIteration(line(1, 'c4', 0), 100)).toBe(false);
    // At 1.1 x the target with a new best move this iteration, the search continues.
    expect(keeper.onIteration(line(2, 'e6', -1), 1100)).toBe(false);
  });

  it('stops when the next iteration could not end before the ceiling', () => {
    const keeper = new TimeKeeper(2000, 2000);
    expect(keeper.onIteration(line(1, 'd3', 0), 100)).toBe(false);
    // The last iteration took 700 ms: the next one (about twice that) would end after 2000 ms.
    expect(keeper.onIteration(line(2, 'c4', 0), 800)).toBe(true);
  });

  it('stops at once on an exact answer', () => {
    expect(new TimeKeeper(5000, 10_000).onIteration(line(20, 'a2', 38, true), 10)).toBe(true);
  });
});
