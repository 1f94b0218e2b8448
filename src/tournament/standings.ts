/**
 * Standings: points, then the Brightwell Quotient, then the total of discs.
 *
 * The Brightwell Quotient (the World Othello Federation's tie-break): with c the whole number nearest
 * to (squares on the board) / (rounds in the tournament), a player's BQ is their discs in every game
 * except games against withdrawn players, plus c times the points of every opponent who has not
 * withdrawn (once per game); then, for each game against a withdrawn opponent and for each bye, half
 * the squares plus c times the player's own points. A game without a result yet counts nowhere.
 */
import type { BoardSize } from '../core/index.js';
import { squaresOf } from './results.js';
import { pointsFor } from './tournament.js';
import type { Player, Tournament } from './types.js';

/** One line of the standings. */
export interface Standing {
  /** 1 for the leader; players equal on points, BQ and discs share a rank (1, 2, 2, 4). */
  readonly rank: number;
  readonly player: string;
  /** e.g. 5.5 */
  readonly points: number;
  /** The Brightwell Quotient, e.g. 412 (a half when points are). */
  readonly bq: number;
  /** Discs in all games played, e.g. 301. */
  readonly discs: number;
  /** Games played with a result (a bye is not a game). */
  readonly games: number;
}

/** The Brightwell constant c: the whole number nearest to squares / rounds (64 / 7 -> 9). */
export const brightwellConstant = (size: BoardSize, rounds: number): number =>
  Math.round(squaresOf(size) / rounds);

interface Tally {
  points: number;
  discs: number;
  games: number;
  /** Each game with a result: the player's own discs and the opponent. */
  readonly played: { discs: number; opponent: string }[];
  byes: number;
}

/** Points, discs, games and byes of every player over the rounds of `t`. */
const tally = (t: Tournament): Map<string, Tally> => {
  const tallies = new Map<string, Tally>();
  for (const p of t.players) tallies.set(p.name, { points: 0, discs: 0, games: 0, played: [], byes: 0 });
  for (const round of t.rounds) {
    for (const g of round.games) {
      if (g.result === undefined) continue;
      for (const [color, me, them] of [
        ['black', g.black, g.white],
        ['white', g.white, g.black],
      ] as const) {
        const x = tallies.get(me)!;
        const discs = g.result[color];
        x.points += pointsFor(g.result, color, t.settings.points);
        x.discs += discs;
        x.games++;
        x.played.push({ discs, opponent: them });
      }
    }
    for (const name of round.byes) {
      const x = tallies.get(name)!;
      x.points += t.settings.points.bye;
      x.byes++;
    }
  }
  return tallies;
};

/**
 * The standings after the rounds of `t` (pass a tournament cut to fewer rounds for earlier
 * standings): best first, by points, then BQ, then discs; full ties share a rank and list by name.
 */
export const standings = (t: Tournament): Standing[] => {
  const tallies = tally(t);
  const c = brightwellConstant(t.settings.size, t.settings.rounds);
  const half = squaresOf(t.settings.size) / 2;
  const withdrawn = new Set(t.players.filter((p) => p.withdrawn !== undefined).map((p) => p.name));
  const rows = t.players.map((p: Player) => {
    const x = tallies.get(p.name)!;
    let bq = 0;
    for (const game of x.played)
      bq += withdrawn.has(game.opponent)
        ? half + c * x.points
        : game.discs + c * tallies.get(game.opponent)!.points;
    bq += x.byes * (half + c * x.points);
    return { player: p.name, points: x.points, bq, discs: x.discs, games: x.games };
  });
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.bq - a.bq ||
      b.discs - a.discs ||
      (a.player < b.player ? -1 : a.player > b.player ? 1 : 0),
  );
  let rank = 0;
  return rows.map((row, i) => {
    const prev = rows[i - 1];
    if (!prev || prev.points !== row.points || prev.bq !== row.bq || prev.discs !== row.discs) rank = i + 1;
    return { rank, ...row };
  });
};

/** The tournament as it stood after `round` rounds (later rounds left out, players as they are). */
export const throughRound = (t: Tournament, round: number): Tournament => ({
  ...t,
  rounds: t.rounds.slice(0, Math.max(0, round)),
});

/**
 * The last round whose every game has its result, counting from round 1 (0 before any): the round
 * standings are "after". A round just paired, or with results still coming in, is not counted yet, so
 * its byes do not lift anyone above the players they would be level with once its games are in.
 */
export const completeRounds = (t: Tournament): number => {
  let r = 0;
  while (r < t.rounds.length && t.rounds[r].games.every((g) => g.result !== undefined)) r++;
  return r;
};

/** The standings as a director posts them: after the last complete round, with that round's number. */
export const currentStandings = (t: Tournament): { readonly after: number; readonly rows: Standing[] } => {
  const after = completeRounds(t);
  return { after, rows: standings(throughRound(t, after)) };
};
