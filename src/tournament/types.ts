/**
 * The vocabulary of a tournament, written down once: players, settings, games, results, rounds.
 * Every value is immutable plain data (so it serialises as it is); the operations in
 * `tournament.ts` are the only way to change one, and they check what they are given.
 */
import type { BoardSize } from '../core/index.js';

/** A player. Names are unique within a tournament, compared exactly after trimming. */
export interface Player {
  /** As entered, e.g. `'Imre Leader'`. */
  readonly name: string;
  /** A rating, e.g. 1850, used to pair round 1. */
  readonly rating?: number;
  /** The first round the player can be paired in: 1, or later for a late entry. */
  readonly joined: number;
  /** The round from which the player plays no game (withdrawn before it), e.g. 4; absent while in. */
  readonly withdrawn?: number;
}

/** A player as entered before the tournament places them: a name and an optional rating. */
export interface Entrant {
  readonly name: string;
  readonly rating?: number;
}

/** Points for a win, a tie and a bye: 1, 1/2 and 1 by default. */
export interface Points {
  readonly win: number;
  readonly tie: number;
  readonly bye: number;
}

export const DEFAULT_POINTS: Points = { win: 1, tie: 0.5, bye: 1 };

/** How rounds are paired: Swiss (each round from the standings) or round robin (Berger tables). */
export type PairingSystem = 'swiss' | 'round-robin';

export const PAIRING_SYSTEMS: readonly PairingSystem[] = ['swiss', 'round-robin'];

export interface TournamentSettings {
  /** e.g. `'Club night, 3 March'`. */
  readonly name?: string;
  /** The number of rounds, e.g. 7; it also sets the Brightwell constant. */
  readonly rounds: number;
  /** The board size: discs and the Brightwell Quotient count its squares (64 on 8x8). */
  readonly size: BoardSize;
  readonly points: Points;
  /** How rounds are paired; Swiss when absent (so documents from before round robins read as they were). */
  readonly system?: PairingSystem;
}

/** How a result came to be: disc counts entered, a game record scored, a loss on time, a forfeit. */
export type ResultSource = 'discs' | 'game' | 'time' | 'forfeit';

export const RESULT_SOURCES: readonly ResultSource[] = ['discs', 'game', 'time', 'forfeit'];

/** A game's result: each side's discs with the empty squares already given to the winner, e.g. 40-24. */
export interface GameResult {
  readonly black: number;
  readonly white: number;
  readonly source: ResultSource;
}

/** One game of a round: who has Black, who has White, and the result once it is in. */
export interface Game {
  readonly black: string;
  readonly white: string;
  readonly result?: GameResult;
}

/** A round: its games, board 1 first, and the players who have a bye. */
export interface Round {
  readonly games: readonly Game[];
  readonly byes: readonly string[];
}

/** The pairing of one round before any result: what `pairRound` proposes and a director may change. */
export interface Pairing {
  /** The round, from 1. */
  readonly round: number;
  readonly games: readonly { readonly black: string; readonly white: string }[];
  readonly byes: readonly string[];
}

/** A tournament: its settings, its players in order of entry, and the rounds paired so far. */
export interface Tournament {
  readonly settings: TournamentSettings;
  readonly players: readonly Player[];
  /** `rounds[0]` is round 1. */
  readonly rounds: readonly Round[];
}

export type TournamentErrorCode =
  /** Settings out of range (rounds, points). */
  | 'ERR_SETTINGS'
  /** A player's name is empty, reserved or taken, or the player is unknown. */
  | 'ERR_PLAYER'
  /** A round that cannot be paired or changed as asked (unknown, already played, not yet reached). */
  | 'ERR_ROUND'
  /** A pairing that breaks the rules of a round (a player twice, a withdrawn player, a self-pairing). */
  | 'ERR_PAIRING'
  /** Disc counts out of range, an unfinished game, a result for a game that is not paired. */
  | 'ERR_RESULT'
  /** Text that is not in the format (CSV, JSON). */
  | 'ERR_SYNTAX';

/** What went wrong and where: the line of a file, the path inside a JSON document. */
export interface TournamentError {
  readonly code: TournamentErrorCode;
  readonly message: string;
  /** 1-based line of a text file, e.g. 7. */
  readonly line?: number;
  /** Where in a JSON document, e.g. `'rounds[2].games[0].result.black'`. */
  readonly path?: string;
}

export const tournamentError = (
  code: TournamentErrorCode,
  message: string,
  place: Omit<TournamentError, 'code' | 'message'> = {},
): TournamentError => ({ code, message, ...place });
