/**
 * What the tournament page's tables show, as values to test apart from the views: the standings with
 * the round they are after, and the rating report with K as typed.
 */
import { err, ok, type Result } from '../../core/index.js';
import {
  currentStandings,
  DEFAULT_K,
  type RatingChange,
  rateEvent,
  type Standing,
  type Tournament,
} from '../../tournament/index.js';

/** The standings a director posts: after the last round with every result in (`after`, 0 before
 * any), and the round still coming in (`pending`, the next paired round) if there is one. */
export const postedStandings = (
  t: Tournament,
): { readonly after: number; readonly pending?: number; readonly rows: Standing[] } => {
  const { after, rows } = currentStandings(t);
  return after < t.rounds.length ? { after, pending: after + 1, rows } : { after, rows };
};

/** The most K a director may type: beyond it one game moves a rating by more than any scale uses. */
export const MAX_K = 100;

/** K as typed, e.g. `'32'` or `'16'`: a number from 0 to 100, or why not. Empty is the default, 32. */
export const kOf = (text: string): Result<number, string> => {
  const trimmed = text.trim();
  if (trimmed === '') return ok(DEFAULT_K);
  const k = Number(trimmed);
  if (!/^\d+(\.\d+)?$/.test(trimmed) || k > MAX_K)
    return err(`K must be a number from 0 to ${MAX_K}, not '${trimmed}'`);
  return ok(k);
};

/** One line of the ratings table, rounded as shown: whole rating points, expected scores to 0.01. */
export interface RatingRow {
  readonly player: string;
  readonly before?: number;
  readonly games: number;
  readonly score: number;
  readonly expected?: number;
  readonly performance?: number;
  readonly after?: number;
  /** The change, after less before (rated players only). */
  readonly change?: number;
  readonly provisional: boolean;
}

const round = (x: number | undefined, places = 0): number | undefined =>
  x === undefined ? undefined : Math.round(x * 10 ** places) / 10 ** places;

const rowOf = (c: RatingChange): RatingRow => {
  const row: Record<string, number | string | boolean | undefined> = {
    player: c.player,
    before: c.before,
    games: c.games,
    score: c.score,
    expected: round(c.expected, 2),
    performance: round(c.performance),
    after: round(c.after),
    change: c.before !== undefined && c.after !== undefined ? round(c.after - c.before) : undefined,
    provisional: c.provisional,
  };
  for (const key of Object.keys(row)) if (row[key] === undefined) delete row[key];
  return row as unknown as RatingRow;
};

/** The rating report of the results entered so far, with K (`rateEvent`), rounded for the table. */
export const ratingRows = (t: Tournament, k: number): RatingRow[] => rateEvent(t, { k }).map(rowOf);
