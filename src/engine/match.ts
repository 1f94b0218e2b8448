/**
 * Matches between two levels: pairs of games from the same opening with colours swapped, so that an
 * opening's bias cancels out. The engine does the thinking; the rules library referees.
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
    const played = position.play(move);
    if (!played.ok) throw new Error(`a legal move is illegal: ${played.error.message}`);
    position = played.value.position;
    moves.push(move);
  }
  return moves;
};

/** The limits a level plays with in a match: its own budget scaled, and a per-move seed. */
export const matchLimits = (level: Level, timeScale: number, seed: number): SearchLimits => {
  const budget = LEVEL_SETTINGS[level].timeMs;
  return budget > 0 ? { level, seed, timeMs: Math.max(10, Math.round(budget * timeScale)) } : { level, seed };
};

/** Plays one game from an opening; `engines` is [black, white] with their levels. */
const playGame = async (
  opening: readonly Move[],
  players: readonly [{ engine: Engine; level: Level }, { engine: Engine; level: Level }],
  timeScale: number,
  seed: number,
  variant: Variant | undefined,
): Promise<{ final: Position; moves: Move[] }> => {
  let position = Position.initial(variant);
  const moves: Move[] = [];
  const play = (move: Move): void => {
    const played = position.play(move);
    if (!played.ok) throw new Error(`the engine played an illegal move: ${played.error.message}`);
    position = played.value.position;
    moves.push(move);
  };
  for (const move of opening) play(move);
  while (!position.isGameOver()) {
    const { engine, level } = players[position.turn === 'black' ? 0 : 1];
    const result = await engine.bestMove(position, matchLimits(level, timeScale, seed + moves.length * 7919));
    play(result.move);
  }
  return { final: position, moves };
};

/** Plays a match between levels A and B on two engines; the summary is from A's side. */
export const playMatch = async (
  engineA: Engine,
  engineB: Engine,
  options: MatchOptions,
): Promise<MatchSummary> => {
  const seed = options.seed ?? 1;
  const rng = new Rng(seed);
  const timeScale = options.timeScale ?? 1;
  const a = { engine: engineA, level: options.a };
  const b = { engine: engineB, level: options.b };
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let discDiff = 0;
  let opening: readonly Move[] = [];
  for (let i = 0; i < options.games; i++) {
    const pair = Math.floor(i / 2);
    if (i % 2 === 0)
      opening = options.openings?.length
        ? options.openings[pair % options.openings.length]
        : randomOpening(rng, options.randomPlies ?? 6, options.variant);
    const aColor: Color = i % 2 === 0 ? 'black' : 'white';
    const players = aColor === 'black' ? ([a, b] as const) : ([b, a] as const);
    const { final, moves } = await playGame(opening, players, timeScale, seed + i * 104729, options.variant);
    const outcome = final.outcome()!;
    const diff = discDifference(outcome, aColor, 'tournament');
    const aDiff = final.variant.rules === 'anti' ? -diff : diff;
    const result = aDiff > 0 ? 'win' : aDiff < 0 ? 'loss' : 'draw';
    if (result === 'win') wins++;
    else if (result === 'loss') losses++;
    else draws++;
    discDiff += aDiff;
    options.onGame?.({
      index: i + 1,
      opening,
      aColor,
      moves,
      black: outcome.black,
      white: outcome.white,
      aDiff,
      result,
    });
  }
  return { games: options.games, wins, draws, losses, points: wins + draws / 2, discDiff };
};
