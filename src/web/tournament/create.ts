/**
 * A new tournament as the director fills its form: Swiss (players come in later, rounds as typed) or a
 * round robin (all-play-all by the Berger tables of `wedge/tournament`), whose players are entered
 * with it, 2 to 16 of them, because their number fixes the rounds. Players are numbered for the table
 * in the order typed, or by lot.
 */
import type { BoardSize, Result } from '../../core/index.js';
import { err } from '../../core/index.js';
import {
  createTournament,
  drawLots,
  MAX_ROUND_ROBIN_PLAYERS,
  type PairingSystem,
  parsePlayersList,
  roundRobinRounds,
  type Tournament,
} from '../../tournament/index.js';

/** The new-tournament form as typed. */
export interface NewTournamentForm {
  readonly system: PairingSystem;
  readonly name: string;
  /** Swiss only: a round robin has as many rounds as its players make. */
  readonly rounds: string;
  readonly size: string;
  readonly win: string;
  readonly tie: string;
  readonly bye: string;
  /** Round robin: one player a line, `Name` or `Name,rating` (as `wedge pair` reads players.txt). */
  readonly players: string;
  /** Round robin: number the players by lot rather than in the order typed. */
  readonly byLot: boolean;
}

export const NEW_TOURNAMENT: NewTournamentForm = {
  system: 'swiss',
  name: '',
  rounds: '5',
  size: '8',
  win: '1',
  tie: '0.5',
  bye: '1',
  players: '',
  byLot: false,
};

/** The form read into a tournament, or what is wrong with it (as the library words it). `seed`
 * draws the lots. */
export const tournamentOf = (form: NewTournamentForm, seed: number): Result<Tournament, string> => {
  const settings = {
    name: form.name,
    size: Number(form.size) as BoardSize,
    points: { win: Number(form.win), tie: Number(form.tie), bye: Number(form.bye) },
  };
  if (form.system === 'swiss') {
    const made = createTournament({ ...settings, rounds: Number(form.rounds) });
    return made.ok ? made : err(made.error.message);
  }
  const read = parsePlayersList(form.players);
  if (!read.ok) return err(read.error.map((e) => e.message).join('; '));
  const n = read.value.length;
  if (n < 2 || n > MAX_ROUND_ROBIN_PLAYERS)
    return err(`a round robin takes 2 to ${MAX_ROUND_ROBIN_PLAYERS} players, one a line; ${n} given`);
  const order = form.byLot
    ? drawLots(
        read.value.map((e) => e.name),
        seed,
      )
    : read.value.map((e) => e.name);
  const entrants = order.map((name) => read.value.find((e) => e.name === name)!);
  const made = createTournament(
    { ...settings, rounds: roundRobinRounds(n), system: 'round-robin' },
    entrants,
  );
  return made.ok ? made : err(made.error.message);
};
