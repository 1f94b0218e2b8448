import { describe, expect, it } from 'vitest';
import type { Level } from '../../engine/index.js';
import ladder from '../learn/figures.json' with { type: 'json' };
import {
  EASY_RATING,
  eloGap,
  levelRatings,
  type RatedGame,
  ratingHistory,
  ratingOf,
  suggestedLevel,
} from './rating.js';

const rungs = [
  { a: 'medium', b: 'easy', games: 100, points: 75 },
  { a: 'hard', b: 'medium', games: 100, points: 50 },
] as const;

const games = (level: Level, scores: (0 | 0.5 | 1)[]): RatedGame[] =>
  scores.map((score, i) => ({ level, score, at: i }));

describe('the levels rated from the ladder', () => {
  it('anchors Easy at 1000 and adds the Elo gap of each measured score', () => {
    // 75.5 of 101 is 3:1 odds less a little: 400·log10(75.5/25.5) = 188.6.
    expect(eloGap(75, 100)).toBeCloseTo(400 * Math.log10(75.5 / 25.5), 9);
    expect(eloGap(50, 100)).toBeCloseTo(0, 9);
    // 100 of 100: finite, 400·log10(201) = 921.3.
    expect(eloGap(100, 100)).toBeCloseTo(921.3, 1);
    const ratings = levelRatings(rungs)!;
    expect(ratings.get('easy')).toBe(EASY_RATING);
    expect(ratings.get('medium')).toBeCloseTo(1188.56, 1);
    expect(ratings.get('hard')).toBeCloseTo(1188.56, 1);
    // A ladder that does not join up from Easy is refused.
    expect(levelRatings([{ a: 'hard', b: 'medium', games: 10, points: 5 }])).toBeUndefined();
    expect(levelRatings([{ a: 'medium', b: 'easy', games: 10, points: 11 }])).toBeUndefined();
  });

  it('rates the measured ladder of figures.json in order, each level above the one below', () => {
    const ratings = levelRatings(ladder.ladder as unknown as typeof rungs)!;
    const order = ['easy', 'medium', 'hard', 'expert'] as Level[];
    expect([...ratings.keys()]).toEqual(order);
    for (let i = 1; i < order.length; i++)
      expect(ratings.get(order[i])!).toBeGreaterThan(ratings.get(order[i - 1])!);
  });
});

describe('the user`s rating', () => {
  const ratings = levelRatings(rungs)!;

  it('gives the level`s rating for an even score against it, and the Elo gap for 3 of 4', () => {
    expect(ratingOf(games('easy', [1, 0, 1, 0]), ratings)).toBeCloseTo(1000, 6);
    expect(ratingOf(games('easy', [0.5, 0.5]), ratings)).toBeCloseTo(1000, 6);
    // 3 wins and 1 loss, with the virtual tie: 3.5 of 5, E = 0.7: 400·log10(0.7/0.3) = 147.2 above Easy.
    expect(ratingOf(games('easy', [1, 1, 1, 0]), ratings)).toBeCloseTo(1000 + 400 * Math.log10(7 / 3), 4);
    // All wins: above, and finite; all losses: below.
    const wins = ratingOf(games('medium', [1, 1, 1]), ratings)!;
    expect(wins).toBeGreaterThan(1188.5);
    expect(wins).toBeLessThan(1188.5 + 1000);
    expect(ratingOf(games('medium', [0, 0]), ratings)!).toBeLessThan(1188.5);
    expect(ratingOf([], ratings)).toBeUndefined();
  });

  it('follows the games in time, and suggests the level rated nearest', () => {
    const history = ratingHistory(
      [
        { level: 'easy', score: 1, at: 30 },
        { level: 'easy', score: 1, at: 10 },
        { level: 'medium', score: 0, at: 20 },
      ],
      ratings,
    );
    expect(history.map((h) => h.at)).toEqual([10, 20, 30]);
    expect(history[1].rating).toBeLessThan(history[0].rating);
    expect(history[2].rating).toBeGreaterThan(history[1].rating);
    expect(suggestedLevel(1010, ratings)).toBe('easy');
    expect(suggestedLevel(1150, ratings)).toBe('medium');
  });
});
