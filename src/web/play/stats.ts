/**
 * Statistics of finished games against the computer, per variant, level and colour. Pure functions
 * over plain data. A line's key names its variant as `makeVariant` writes it, so a new variant gets
 * its own lines without any change here or in the stored schema.
 */
import { type Color, discDifference, type Outcome, type Rules } from '../../core/index.js';
import type { Level } from '../../engine/index.js';

/** One variant, level and colour's record. */
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
  /** Of the wins, those on time (the computer's flag fell); 0 in lines stored before clocks. */
  readonly timeWins: number;
  /** Of the losses, those on time. */
  readonly timeLosses: number;
  /** Games in which the player asked for a hint. */
  readonly hinted: number;
}

export interface Stats {
  /** All lines, keyed by `statKey`, e.g. `'standard/easy/black'`. */
  readonly lines: Readonly<Record<string, StatLine>>;
  /** The ids of the latest games counted, newest last, so that a game finished in two tabs counts once. */
  readonly counted: readonly string[];
}

export const NO_STATS: Stats = { lines: {}, counted: [] };

export const EMPTY_LINE: StatLine = {
  games: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  best: null,
  total: 0,
  streak: 0,
  timeWins: 0,
  timeLosses: 0,
  hinted: 0,
};

/** How many game ids `counted` keeps: far more than games finished between two reads of storage. */
export const COUNTED_IDS = 64;
/** More games than anyone plays on one device; a larger stored count is corrupt. */
export const MAX_GAMES = 1_000_000;
/** The largest disc difference of one game (a whole 8x8 board). */
const MAX_DIFFERENCE = 64;

/** The variant of lines kept from before variants were counted apart (they mix variants). */
export const EARLIER = 'earlier';

/** A variant's part of a key: `makeVariant`'s names (`standard`, `6x6`, `anti-4x4`) or `EARLIER`. */
export const isVariantName = (text: string): boolean => /^[a-z0-9][a-z0-9-]{0,23}$/.test(text);

/** The key of a variant (by its `makeVariant` name), level and colour. */
export const statKey = (variant: string, level: Level, color: Color): string =>
  `${variant}/${level}/${color}`;

/**
 * Adds a finished game, once per game id. The disc difference is the raw count from the human's view;
 * in Anti-Reversi, where fewer discs win, it is negated so that a bigger number is always the better game.
 * A game lost on time counts with its recorded score (`outcome`), and `onTime` says so.
 */
export const recordGame = (
  stats: Stats,
  game: {
    id: string;
    variant: string;
    rules: Rules;
    level: Level;
    color: Color;
    outcome: Outcome;
    /** The game ended on time. */
    onTime?: boolean;
    /** The player asked for a hint during the game. */
    hinted?: boolean;
  },
): Stats => {
  if (stats.counted.includes(game.id)) return stats;
  const { outcome, color } = game;
  const key = statKey(game.variant, game.level, color);
  const line = stats.lines[key] ?? EMPTY_LINE;
  const diff = discDifference(outcome, color, 'raw') * (game.rules === 'anti' ? -1 : 1);
  const won = outcome.winner === color;
  const lost = outcome.winner !== undefined && !won;
  const streak = won ? Math.max(line.streak, 0) + 1 : lost ? Math.min(line.streak, 0) - 1 : 0;
  return {
    lines: {
      ...stats.lines,
      [key]: {
        games: line.games + 1,
        wins: line.wins + (won ? 1 : 0),
        losses: line.losses + (lost ? 1 : 0),
        draws: line.draws + (won || lost ? 0 : 1),
        best: line.best === null ? diff : Math.max(line.best, diff),
        total: line.total + diff,
        streak,
        timeWins: line.timeWins + (won && game.onTime ? 1 : 0),
        timeLosses: line.timeLosses + (lost && game.onTime ? 1 : 0),
        hinted: line.hinted + (game.hinted ? 1 : 0),
      },
    },
    counted: [...stats.counted, game.id].slice(-COUNTED_IDS),
  };
};

/** The average disc difference, undefined before any game. */
export const averageDifference = (line: StatLine): number | undefined =>
  line.games === 0 ? undefined : line.total / line.games;

const isCount = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_GAMES;

const isWithin = (v: unknown, bound: number): v is number =>
  Number.isInteger(v) && Math.abs(v as number) <= bound;

/** Checks one stored line: counts that add up and fit their bounds; undefined when it is not such a line.
 * The counts on time and with hints may be absent (lines stored before clocks or hints): they are then 0. */
export const parseStatLine = (value: unknown): StatLine | undefined => {
  const v = value as Partial<StatLine> | null;
  if (typeof v !== 'object' || v === null) return undefined;
  const { games, wins, losses, draws, best, total, streak, timeWins = 0, timeLosses = 0, hinted = 0 } = v;
  if (!isCount(games) || !isCount(wins) || !isCount(losses) || !isCount(draws)) return undefined;
  if (wins + losses + draws !== games) return undefined;
  if (!(best === null || isWithin(best, MAX_DIFFERENCE))) return undefined;
  if (!isWithin(total, MAX_DIFFERENCE * games) || !isWithin(streak, games)) return undefined;
  if ((games === 0) !== (best === null)) return undefined;
  if (!isCount(timeWins) || !isCount(timeLosses) || timeWins > wins || timeLosses > losses) return undefined;
  if (!isCount(hinted) || hinted > games) return undefined;
  return { games, wins, losses, draws, best: best ?? null, total, streak, timeWins, timeLosses, hinted };
};
