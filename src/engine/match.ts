/**
 * Matches between two levels: pairs of games from the same opening with colours swapped, so that an
 * opening's bias cancels out. The engine does the thinking; the rules library referees. Games can run
 * on several engine pairs at once; each game's opening and seeds depend only on its number (what an
 * engine's tables keep from its previous game can still change a search).
 */
import { type Color, discDifference, type Move, Position, type Variant } from '../core/index.js';
import { LEVEL_SETTINGS } from './levels.js';
import { Rng } from './rng.js';
import type { Engine, Level, SearchLimits } from './types.js';

export interface MatchOptions {
  /** The level of player A, e.g. `'hard'`. */
  readonly a: Level;
  /** The level of player B, e.g. `'medium'`. */
  readonly b: Level;
  /** Number of games (an odd number plays its last opening once, A as Black). */
  readonly games: number;
  /** Openings as move sequences from the start; pairs cycle through them. Random when absent. */
  readonly openings?: readonly (readonly Move[])[];
  /** Seed for random openings and the levels' random choices, e.g. 1. */
  readonly seed?: number;
  /** Multiplies the levels' time budgets, e.g. 0.1 on a busy machine (default 1). */
  readonly timeScale?: number;
  /** Plies of a random opening (default 6). */
  readonly randomPlies?: number;
  /** Both sides search to this depth with no clock (their level's evaluation still applies), e.g.
   * 6: equal depth, so a match measures the evaluation alone. */
  readonly depth?: number;
  /** With `depth`: both sides solve exactly from this many empties, e.g. 14. */
  readonly exactEmpties?: number;
  readonly variant?: Variant;
  /** Called after every game. */
  readonly onGame?: (game: GameSummary) => void;
}

/** One finished game, seen from A. */
export interface GameSummary {
  /** 1-based game number. */
  readonly index: number;
  readonly opening: readonly Move[];
  readonly aColor: Color;
  readonly moves: readonly Move[];
  readonly black: number;
  readonly white: number;
  /** A's disc difference (tournament rule; in Anti-Reversi positive when A has fewer discs). */
  readonly aDiff: number;
  readonly result: 'win' | 'draw' | 'loss';
}

/** The totals of a match for A. */
export interface MatchSummary {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Wins plus half the draws. */
  readonly points: number;
  /** Sum of A's disc differences. */
  readonly discDiff: number;
}

/** A random opening of `plies` legal moves (shorter if the game ends). */
export const randomOpening = (rng: Rng, plies: number, variant?: Variant): Move[] => {
  let position = Position.initial(variant);
  const moves: Move[] = [];
  for (let i = 0; i < plies && !position.isGameOver(); i++) {
    const move = rng.pick(position.legalMoveList());
    position = position.after(move);
    moves.push(move);
  }
  return moves;
};

/** The limits a level plays with in a match: its own budget scaled (or the fixed depth and exact
 * range, without a clock), and a per-move seed. */
export const matchLimits = (
  level: Level,
  timeScale: number,
  seed: number,
  fixed: Pick<MatchOptions, 'depth' | 'exactEmpties'> = {},
): SearchLimits => {
  if (fixed.depth !== undefined)
    return { level, seed, depth: fixed.depth, timeMs: 0, exactEmpties: fixed.exactEmpties ?? 0 };
  const budget = LEVEL_SETTINGS[level].timeMs;
  return budget > 0 ? { level, seed, timeMs: Math.max(10, Math.round(budget * timeScale)) } : { level, seed };
};

/** Plays one game from an opening; `players` is [black, white] with their levels. */
const playGame = async (
  opening: readonly Move[],
  players: readonly [{ engine: Engine; level: Level }, { engine: Engine; level: Level }],
  options: MatchOptions,
  seed: number,
): Promise<{ final: Position; moves: Move[] }> => {
  let position = Position.initial(options.variant);
  const moves: Move[] = [];
  // Opening moves were replayed legal when read; the engine's answers are checked by the facade.
  const play = (move: Move): void => {
    position = position.after(move);
    moves.push(move);
  };
  for (const move of opening) play(move);
  while (!position.isGameOver()) {
    const { engine, level } = players[position.turn === 'black' ? 0 : 1];
    const limits = matchLimits(level, options.timeScale ?? 1, seed + moves.length * 7919, options);
    play((await engine.bestMove(position, limits)).move);
  }
  return { final: position, moves };
};

/** Plays one game of the match on a pair of engines (A's, B's) and summarises it from A's side. */
const matchGame = async (
  index: number,
  opening: readonly Move[],
  [engineA, engineB]: readonly [Engine, Engine],
  options: MatchOptions,
): Promise<GameSummary> => {
  const a = { engine: engineA, level: options.a };
  const b = { engine: engineB, level: options.b };
  const aColor: Color = index % 2 === 0 ? 'black' : 'white';
  const players = aColor === 'black' ? ([a, b] as const) : ([b, a] as const);
  const { final, moves } = await playGame(opening, players, options, (options.seed ?? 1) + index * 104729);
  const outcome = final.outcome()!;
  const diff = discDifference(outcome, aColor, 'tournament');
  const aDiff = final.variant.rules === 'anti' ? -diff : diff;
  const result = aDiff > 0 ? 'win' : aDiff < 0 ? 'loss' : 'draw';
  return {
    index: index + 1,
    opening,
    aColor,
    moves,
    black: outcome.black,
    white: outcome.white,
    aDiff,
    result,
  };
};

/**
 * Plays a match between levels A and B; the summary is from A's side. `engines` holds one pair of
 * engines (A's, B's) per game played at the same time, e.g. two pairs on a two-core machine.
 */
export const playMatch = async (
  engines: readonly (readonly [Engine, Engine])[],
  options: MatchOptions,
): Promise<MatchSummary> => {
  const rng = new Rng(options.seed ?? 1);
  // Every opening is chosen before the games start, in order, so a game's opening does not depend on
  // which games finished first.
  const openings: (readonly Move[])[] = [];
  for (let pair = 0; pair < Math.ceil(options.games / 2); pair++)
    openings.push(
      options.openings?.length
        ? options.openings[pair % options.openings.length]
        : randomOpening(rng, options.randomPlies ?? 6, options.variant),
    );
  const summaries: GameSummary[] = [];
  let next = 0;
  await Promise.all(
    engines.map(async (pair) => {
      for (let i = next++; i < options.games; i = next++) {
        const game = await matchGame(i, openings[Math.floor(i / 2)], pair, options);
        summaries.push(game);
        options.onGame?.(game);
      }
    }),
  );
  const count = (result: GameSummary['result']): number =>
    summaries.filter((g) => g.result === result).length;
  const wins = count('win');
  const draws = count('draw');
  return {
    games: options.games,
    wins,
    draws,
    losses: count('loss'),
    points: wins + draws / 2,
    discDiff: summaries.reduce((sum, g) => sum + g.aDiff, 0),
  };
};
