/**
 * Ratings from an event's results, Elo-type: each game's expected score comes from the rating
 * difference, and a rated player's rating moves by K times (score - expected score) over the event.
 *
 *   expected score of A against B   E = 1 / (1 + 10^((R_B - R_A) / 400))
 *   new rating                      R' = R + K * (S - sum of E)      (S: 1 a win, 1/2 a tie)
 *   performance rating              P = (mean of the opponents' ratings) + 400 * (W - L) / N
 *
 * The event is rated at once, from the ratings before it (not game by game). An unrated player gets a
 * provisional rating: their performance against the rated players they met (none met: still
 * unrated). A rated player's games count against rated opponents and against unrated ones at their
 * provisional rating. Byes and forfeits are no games; a loss on time is one. The worked example is in
 * docs/tournament.md and `ratings.test.ts`.
 */
import { pointsFor } from './tournament.js';
import { DEFAULT_POINTS, type Tournament } from './types.js';

/** The K-factor by default: how far one event can move a rating (32 for a win against an equal). */
export const DEFAULT_K = 32;

/** The expected score of a player rated `rating` against one rated `opponent`: 0.5 when equal. */
export const expectedScore = (rating: number, opponent: number): number =>
  1 / (1 + 10 ** ((opponent - rating) / 400));

/** A game as ratings see it: the opponent's rating and the score, 1, 1/2 or 0. */
export interface RatedGame {
  readonly opponent: number;
  readonly score: number;
}

/**
 * The performance rating of a run of games: the mean of the opponents' ratings plus 400 times (wins
 * less losses) over the games; undefined without games. 3 wins and a loss against 1500s: 1700.
 */
export const performanceRating = (games: readonly RatedGame[]): number | undefined => {
  if (games.length === 0) return undefined;
  const mean = games.reduce((sum, g) => sum + g.opponent, 0) / games.length;
  const margin = games.reduce((sum, g) => sum + (g.score === 1 ? 1 : g.score === 0 ? -1 : 0), 0);
  return mean + (400 * margin) / games.length;
};

export interface RatingOptions {
  /** The K-factor, e.g. 32 (the default) or 16 for an established pool. */
  readonly k?: number;
}

/** One player's line of the rating report. */
export interface RatingChange {
  readonly player: string;
  /** The rating before the event, e.g. 1600; undefined for an unrated player. */
  readonly before?: number;
  /** Games that counted (against opponents with a rating or a provisional one). */
  readonly games: number;
  /** Their score in those games: 1 a win, 1/2 a tie. */
  readonly score: number;
  /** The sum of their expected scores (rated players only), e.g. 2.35. */
  readonly expected?: number;
  /** Their performance rating in those games, e.g. 1600. */
  readonly performance?: number;
  /** The rating after the event (for an unrated player, the provisional one), unrounded. */
  readonly after?: number;
  /** True for an unrated player's first rating, from their performance. */
  readonly provisional: boolean;
}

/**
 * The rating report of an event: each player's rating before and after it, with their games, score,
 * expected score and performance; in the order of entry. Ratings are `Player.rating`.
 */
export const rateEvent = (t: Tournament, options: RatingOptions = {}): RatingChange[] => {
  const k = options.k ?? DEFAULT_K;
  if (!Number.isFinite(k) || k < 0) throw new RangeError(`rateEvent: K must be a number from 0, got ${k}`);
  const before = new Map(t.players.map((p) => [p.name, p.rating]));
  // Each player's games with a result, as (opponent, score); forfeits were not played.
  const played = new Map<string, { opponent: string; score: number }[]>(t.players.map((p) => [p.name, []]));
  for (const round of t.rounds)
    for (const g of round.games) {
      if (g.result === undefined || g.result.source === 'forfeit') continue;
      const black = pointsFor(g.result, 'black', DEFAULT_POINTS);
      played.get(g.black)!.push({ opponent: g.white, score: black });
      played.get(g.white)!.push({ opponent: g.black, score: 1 - black });
    }
  const against = (name: string, rating: (opponent: string) => number | undefined): RatedGame[] =>
    played.get(name)!.flatMap((g) => {
      const opponent = rating(g.opponent);
      return opponent === undefined ? [] : [{ opponent, score: g.score }];
    });
  // Unrated players first: their performance against the rated.
  const provisional = new Map<string, number | undefined>();
  for (const p of t.players)
    if (p.rating === undefined)
      provisional.set(p.name, performanceRating(against(p.name, (o) => before.get(o))));
  const known = (name: string): number | undefined => before.get(name) ?? provisional.get(name);
  return t.players.map((p) => {
    if (p.rating === undefined) {
      const games = against(p.name, (o) => before.get(o));
      const performance = provisional.get(p.name);
      return {
        player: p.name,
        games: games.length,
        score: games.reduce((s, g) => s + g.score, 0),
        ...(performance === undefined ? {} : { performance, after: performance }),
        provisional: performance !== undefined,
      };
    }
    const rating = p.rating;
    const games = against(p.name, known);
    const score = games.reduce((s, g) => s + g.score, 0);
    const expected = games.reduce((s, g) => s + expectedScore(rating, g.opponent), 0);
    const performance = performanceRating(games);
    return {
      player: p.name,
      before: rating,
      games: games.length,
      score,
      expected,
      ...(performance === undefined ? {} : { performance }),
      after: rating + k * (score - expected),
      provisional: false,
    };
  });
};
