/** Statistics of finished games against the computer, per level and colour. Pure functions over plain data. */
import { type Color, discDifference, type Outcome, type Rules } from '../core/index.js';
import type { Level } from '../engine/types.js';

/** One level and colour's record. */
export interface StatLine {
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** The best disc difference from the human's view (positive is good), e.g. +12; null before any game. */
  readonly best: number | null;
  /** The sum of disc differences, for the average. */
  readonly total: number;
  /** Wins in a row when positive, losses in a row when negative, 0 after a draw. */
  readonly streak: number;
}

/** All lines, keyed by `statKey`, e.g. `'easy/black'`. */
export type Stats = Readonly<Record<string, StatLine>>;

export const EMPTY_LINE: StatLine = {
  games: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  best: null,
  total: 0,
  streak: 0,
};

/** The key of a level and colour. */
export const statKey = (level: Level, color: Color): string => `${level}/${color}`;

/**
 * Adds a finished game. The disc difference is the raw count from the human's view; in Anti-Reversi,
 * where fewer discs win, it is negated so that a bigger number is always the better game.
 */
export const recordGame = (
  stats: Stats,
  level: Level,
  color: Color,
  outcome: Outcome,
  rules: Rules,
): Stats => {
  const key = statKey(level, color);
  const line = stats[key] ?? EMPTY_LINE;
  const diff = discDifference(outcome, color, 'raw') * (rules === 'anti' ? -1 : 1);
  const won = outcome.winner === color;
  const lost = outcome.winner !== undefined && !won;
  const streak = won ? Math.max(line.streak, 0) + 1 : lost ? Math.min(line.streak, 0) - 1 : 0;
  return {
    ...stats,
    [key]: {
      games: line.games + 1,
      wins: line.wins + (won ? 1 : 0),
      losses: line.losses + (lost ? 1 : 0),
      draws: line.draws + (won || lost ? 0 : 1),
      best: line.best === null ? diff : Math.max(line.best, diff),
      total: line.total + diff,
      streak,
    },
  };
};

/** The average disc difference, undefined before any game. */
export const averageDifference = (line: StatLine): number | undefined =>
  line.games === 0 ? undefined : line.total / line.games;

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** Checks one stored line; undefined when it is not a consistent line. */
export const parseStatLine = (value: unknown): StatLine | undefined => {
  const v = value as Partial<StatLine> | null;
  if (typeof v !== 'object' || v === null) return undefined;
  const { games, wins, losses, draws, best, total, streak } = v;
  if (!isCount(games) || !isCount(wins) || !isCount(losses) || !isCount(draws)) return undefined;
  if (wins + losses + draws !== games) return undefined;
  if (!(best === null || Number.isInteger(best)) || !Number.isInteger(total) || !Number.isInteger(streak))
    return undefined;
  if ((games === 0) !== (best === null)) return undefined;
  return { games, wins, losses, draws, best: best ?? null, total: total!, streak: streak! };
};
