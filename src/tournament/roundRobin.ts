/**
 * Round robins (all-play-all) by the Berger tables, for 2 to 16 players: each player meets every
 * other once, and colours are as balanced as an all-play-all allows (a player's Blacks and Whites
 * differ by at most one).
 *
 * The tables are those of the FIDE Handbook (C.05, Annex 1), built rather than typed in. With m
 * players (m even; an odd count adds a last number whose opponent has the bye), in round r the
 * player m meets the x for which 2x = r + 1 (mod m - 1), and board k + 1 has x + k against x - k
 * (numbers mod m - 1, from 1 to m - 1). In chess the first-named has White; in Othello the first-named
 * has Black, the colour that moves first. Player m has Black in even rounds; on the other boards the
 * lower number has Black when the two numbers add up to an odd number, the higher one when even.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { err, ok, type Result } from '../core/index.js';
import { compareNames } from './names.js';
import { isActive } from './tournament.js';
import { type Pairing, type Tournament, type TournamentError, tournamentError } from './types.js';

/** The most players a round robin here takes: 16 (15 rounds). */
export const MAX_ROUND_ROBIN_PLAYERS = 16;

/** The rounds of a round robin of `players`: one fewer than the players when even, as many when odd. */
export const roundRobinRounds = (players: number): number => (players % 2 === 0 ? players - 1 : players);

/** One round of a Berger table: games as `[black, white]` player numbers from 1, board 1 first. */
export interface BergerRound {
  readonly games: readonly (readonly [number, number])[];
  /** The player with the bye (an odd count only). */
  readonly bye?: number;
}

/** The Berger table for 2 to 16 players: one entry a round. */
export const bergerTable = (players: number): BergerRound[] => {
  if (!Number.isInteger(players) || players < 2 || players > MAX_ROUND_ROBIN_PLAYERS)
    throw new RangeError(`bergerTable: ${players} players (2 to ${MAX_ROUND_ROBIN_PLAYERS})`);
  const m = players % 2 === 0 ? players : players + 1;
  const cycle = m - 1;
  /** A number mod m - 1, as 1 to m - 1. */
  const wrap = (x: number): number => ((((x - 1) % cycle) + cycle) % cycle) + 1;
  const table: BergerRound[] = [];
  for (let r = 1; r <= cycle; r++) {
    // m/2 is the inverse of 2 mod m - 1 (2 * m/2 = m = 1 mod m - 1).
    const x = wrap((r + 1) * (m / 2));
    const pairs: [number, number][] = [r % 2 === 0 ? [m, x] : [x, m]];
    for (let k = 1; k < m / 2; k++) {
      const a = wrap(x + k);
      const b = wrap(x - k);
      const [low, high] = a < b ? [a, b] : [b, a];
      pairs.push((a + b) % 2 === 1 ? [low, high] : [high, low]);
    }
    const bye = players === m ? undefined : pairs[0][0] === m ? pairs[0][1] : pairs[0][0];
    const games = players === m ? pairs : pairs.slice(1);
    table.push(bye === undefined ? { games } : { games, bye });
  }
  return table;
};

/** Players in a random order from a seed, e.g. to draw the round robin's numbers (the same seed, the same draw). */
export const drawLots = (names: readonly string[], seed: number): string[] => {
  const rng = xoroshiro128plus(seed);
  const out = [...names].sort(compareNames);
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/**
 * Round `round` of a round-robin tournament by the Berger table: the players who joined in round 1
 * are numbered in their order of entry (enter them in the order of the draw). A player who has
 * withdrawn plays no more; their scheduled opponent has a bye that round.
 */
export const roundRobinPairing = (t: Tournament, round: number): Result<Pairing, TournamentError> => {
  const late = t.players.find((p) => p.joined > 1);
  if (late)
    return err(
      tournamentError(
        'ERR_PAIRING',
        `a round robin's players all play from round 1: ${late.name} joins in round ${late.joined}`,
      ),
    );
  const n = t.players.length;
  if (n < 2 || n > MAX_ROUND_ROBIN_PLAYERS)
    return err(
      tournamentError('ERR_PAIRING', `a round robin takes 2 to ${MAX_ROUND_ROBIN_PLAYERS} players, not ${n}`),
    );
  if (t.settings.rounds !== roundRobinRounds(n))
    return err(
      tournamentError(
        'ERR_SETTINGS',
        `a round robin of ${n} players has ${roundRobinRounds(n)} rounds; this tournament is set for ${t.settings.rounds}`,
      ),
    );
  const table = bergerTable(n)[round - 1];
  const name = (number: number): string => t.players[number - 1].name;
  const playing = (number: number): boolean => isActive(t.players[number - 1], round);
  const games: { black: string; white: string }[] = [];
  const byes: string[] = [];
  if (table.bye !== undefined && playing(table.bye)) byes.push(name(table.bye));
  for (const [black, white] of table.games) {
    if (playing(black) && playing(white)) games.push({ black: name(black), white: name(white) });
    else if (playing(black)) byes.push(name(black));
    else if (playing(white)) byes.push(name(white));
  }
  return ok({ round, games, byes });
};
