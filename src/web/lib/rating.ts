/**
 * The user's rating on the levels' scale, without the DOM. The levels are rated from the measured
 * ladder (each level against the one below, src/web/learn/figures.json, written by `npm run figures`):
 * Easy is anchored at 1000, and each rung adds the Elo difference of the score measured,
 *   D(p) = 400 · log10(p / (1 − p)),  p = (points + ½) / (games + 1)
 * (half a game of prior, so that 100 wins of 100 give a finite gap: 921). The user's rating after each
 * game is the maximum-likelihood rating R over the games so far against the levels (a win 1, a tie ½,
 * a loss 0), with one virtual tie against each level played as the prior, so that all wins or all
 * losses still give a number:
 *   Σ (score_i − E(R − R_level_i)) = 0,  E(d) = 1 / (1 + 10^(−d/400)),
 * solved by bisection (the sum falls as R rises). The suggested level is the one rated nearest the
 * user: the opponent that gives an even game.
 */
import type { Level } from '../../engine/index.js';

/** One rung of the measured ladder: `a` scored `points` of `games` against `b`. */
export interface LadderRung {
  readonly a: Level;
  readonly b: Level;
  readonly games: number;
  readonly points: number;
}

/** Easy's rating, where the scale is anchored. */
export const EASY_RATING = 1000;

/** The Elo difference of a score, with half a game of prior. */
export const eloGap = (points: number, games: number): number => {
  const p = (points + 0.5) / (games + 1);
  return 400 * Math.log10(p / (1 - p));
};

/** Each level's rating from the ladder, Easy first; undefined when the ladder does not join the levels
 * from Easy upwards (a rung missing or out of order). */
export const levelRatings = (ladder: readonly LadderRung[]): Map<Level, number> | undefined => {
  const ratings = new Map<Level, number>([['easy', EASY_RATING]]);
  for (const rung of ladder) {
    const below = ratings.get(rung.b);
    if (below === undefined || rung.games <= 0 || rung.points < 0 || rung.points > rung.games)
      return undefined;
    ratings.set(rung.a, below + eloGap(rung.points, rung.games));
  }
  return ratings;
};

/** A finished game of the user's against a level: a win 1, a tie ½, a loss 0, and when. */
export interface RatedGame {
  readonly level: Level;
  readonly score: 0 | 0.5 | 1;
  /** Ms since 1970. */
  readonly at: number;
}

const expected = (gap: number): number => 1 / (1 + 10 ** (-gap / 400));

/** The maximum-likelihood rating of these games, a virtual tie against each level played added. */
export const ratingOf = (
  games: readonly RatedGame[],
  ratings: ReadonlyMap<Level, number>,
): number | undefined => {
  const rated = games.filter((g) => ratings.has(g.level));
  if (rated.length === 0) return undefined;
  const played = [...new Set(rated.map((g) => g.level))];
  const all = [...rated, ...played.map((level) => ({ level, score: 0.5 as const, at: 0 }))];
  const excess = (r: number) =>
    all.reduce((sum, g) => sum + g.score - expected(r - ratings.get(g.level)!), 0);
  let low = -2000;
  let high = 6000;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (excess(mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
};

/** The rating after each game, oldest first: the chart's points. */
export const ratingHistory = (
  games: readonly RatedGame[],
  ratings: ReadonlyMap<Level, number>,
): { readonly at: number; readonly rating: number }[] => {
  const sorted = [...games].filter((g) => ratings.has(g.level)).sort((a, b) => a.at - b.at);
  return sorted.map((g, i) => ({ at: g.at, rating: ratingOf(sorted.slice(0, i + 1), ratings)! }));
};

/** The level rated nearest `rating`: the one that gives an even game. */
export const suggestedLevel = (rating: number, ratings: ReadonlyMap<Level, number>): Level | undefined => {
  let best: Level | undefined;
  for (const [level, r] of ratings)
    if (best === undefined || Math.abs(r - rating) < Math.abs(ratings.get(best)! - rating)) best = level;
  return best;
};
