/**
 * The operations on a tournament: create it, enter players (also late), withdraw them, set a round's
 * pairing (the proposal of `pairRound`, or the director's own) and record results. Each returns a new
 * tournament or an error value; the tournament given is never changed, so a refused change loses
 * nothing.
 */
import { BOARD_SIZES, type BoardSize, type Color, err, ok, quote, type Result } from '../core/index.js';
import { nameFault, normalizeName } from './names.js';
import { squaresOf, winnerOf } from './results.js';
import {
  DEFAULT_POINTS,
  type Entrant,
  type Game,
  type GameResult,
  PAIRING_SYSTEMS,
  type Pairing,
  type PairingSystem,
  type Player,
  type Points,
  RESULT_SOURCES,
  type Round,
  type Tournament,
  type TournamentError,
  type TournamentSettings,
  tournamentError,
} from './types.js';

/** What a new tournament needs: the rounds; the board (8x8) and the points (1, 1/2, 1) have defaults. */
export interface NewTournament {
  readonly name?: string;
  readonly rounds: number;
  readonly size?: BoardSize;
  readonly points?: Partial<Points>;
  /** `'round-robin'` for an all-play-all by Berger tables; Swiss by default. */
  readonly system?: PairingSystem;
}

/** At most this many rounds: more than any Swiss tournament plays, and a guard against typos. */
export const MAX_ROUNDS = 99;
/** Words that mean something else in a results file's player columns. */
const RESERVED_NAMES = ['BYE', 'WITHDRAWN'];

/** Creates a tournament with its first entrants (more can join later). */
export const createTournament = (
  settings: NewTournament,
  entrants: readonly Entrant[] = [],
): Result<Tournament, TournamentError> => {
  const checked = checkSettings(settings);
  if (!checked.ok) return checked;
  let t: Tournament = { settings: checked.value, players: [], rounds: [] };
  for (const entrant of entrants) {
    const added = addPlayer(t, entrant, 1);
    if (!added.ok) return added;
    t = added.value;
  }
  return ok(t);
};

const checkSettings = (s: NewTournament): Result<TournamentSettings, TournamentError> => {
  if (!Number.isInteger(s.rounds) || s.rounds < 1 || s.rounds > MAX_ROUNDS)
    return err(
      tournamentError(
        'ERR_SETTINGS',
        `the number of rounds must be a whole number from 1 to ${MAX_ROUNDS}, got ${s.rounds}`,
      ),
    );
  const size = s.size ?? 8;
  if (!BOARD_SIZES.includes(size))
    return err(tournamentError('ERR_SETTINGS', `the board size must be 8, 6 or 4, got ${size}`));
  const points = { ...DEFAULT_POINTS, ...s.points };
  for (const [what, value] of Object.entries(points))
    if (!Number.isFinite(value) || value < 0 || value > 100)
      return err(
        tournamentError(
          'ERR_SETTINGS',
          `the points for a ${what} must be a number from 0 to 100, got ${value}`,
        ),
      );
  if (s.system !== undefined && !PAIRING_SYSTEMS.includes(s.system))
    return err(
      tournamentError(
        'ERR_SETTINGS',
        `the pairing system must be ${PAIRING_SYSTEMS.join(' or ')}, got ${s.system}`,
      ),
    );
  const name = s.name?.trim();
  return ok({
    ...(name ? { name } : {}),
    rounds: s.rounds,
    size,
    points,
    ...(s.system === 'round-robin' ? { system: s.system } : {}),
  });
};

/** The player of that name (compared trimmed and in NFC), if any. */
export const findPlayer = (t: Tournament, name: string): Player | undefined => {
  const wanted = normalizeName(name);
  return t.players.find((p) => p.name === wanted);
};

/** Whether a player can be paired in a round: joined by then and not withdrawn before it. */
export const isActive = (player: Player, round: number): boolean =>
  player.joined <= round && (player.withdrawn === undefined || player.withdrawn > round);

/** The players who can be paired in a round, in order of entry. */
export const activePlayers = (t: Tournament, round: number): Player[] =>
  t.players.filter((p) => isActive(p, round));

/** A name as a tournament keeps it (trimmed, NFC), or why it cannot be one. */
const checkName = (t: Tournament, raw: string): Result<string, TournamentError> => {
  const name = normalizeName(raw);
  const fault = nameFault(name);
  if (fault) return err(tournamentError('ERR_PLAYER', name === '' ? fault : `${quote(name)}: ${fault}`));
  if (RESERVED_NAMES.includes(name.toUpperCase()))
    return err(
      tournamentError(
        'ERR_PLAYER',
        `'${name}' cannot be a name: results files use ${name.toUpperCase()} for a ${name.toUpperCase() === 'BYE' ? 'bye' : 'withdrawal'}`,
      ),
    );
  if (findPlayer(t, name))
    return err(tournamentError('ERR_PLAYER', `there is already a player named '${name}'`));
  return ok(name);
};

/** Enters a player, who can be paired from round `joined` on (by default the next round to pair). */
export const addPlayer = (
  t: Tournament,
  entrant: Entrant,
  joined: number = t.rounds.length + 1,
): Result<Tournament, TournamentError> => {
  const name = checkName(t, entrant.name);
  if (!name.ok) return name;
  if (entrant.rating !== undefined && (!Number.isFinite(entrant.rating) || Math.abs(entrant.rating) > 1e6))
    return err(
      tournamentError('ERR_PLAYER', `${name.value}'s rating must be a number, got ${entrant.rating}`),
    );
  if (!Number.isInteger(joined) || joined < 1 || joined > t.settings.rounds)
    return err(
      tournamentError(
        'ERR_ROUND',
        `${name.value} can join in round 1 to ${t.settings.rounds}, not round ${joined}`,
      ),
    );
  const player: Player = {
    name: name.value,
    ...(entrant.rating === undefined ? {} : { rating: entrant.rating }),
    joined,
  };
  return ok({ ...t, players: [...t.players, player] });
};

/** Where a player is in a round: `board N` or `the bye`, or undefined when not in it. */
const placeIn = (round: Round, name: string): string | undefined => {
  const board = round.games.findIndex((g) => g.black === name || g.white === name);
  if (board >= 0) return `board ${board + 1}`;
  return round.byes.includes(name) ? 'the bye' : undefined;
};

/**
 * Withdraws a player from round `from` on (by default the next round to pair): they play no game from
 * then. Their games before it stay, and count for their opponents' Brightwell Quotient as games against
 * a withdrawn player.
 */
export const withdrawPlayer = (
  t: Tournament,
  name: string,
  from: number = t.rounds.length + 1,
): Result<Tournament, TournamentError> => {
  const player = findPlayer(t, name);
  if (!player)
    return err(tournamentError('ERR_PLAYER', `there is no player named ${quote(normalizeName(name))}`));
  if (!Number.isInteger(from) || from < 1 || from > t.settings.rounds + 1)
    return err(
      tournamentError(
        'ERR_ROUND',
        `${player.name} can withdraw from round 1 to ${t.settings.rounds + 1}, not ${from}`,
      ),
    );
  for (let r = from; r <= t.rounds.length; r++) {
    const place = placeIn(t.rounds[r - 1], player.name);
    if (place)
      return err(
        tournamentError(
          'ERR_ROUND',
          `${player.name} has ${place} in round ${r}: change that round's pairing before withdrawing them from round ${from}`,
        ),
      );
  }
  return ok({
    ...t,
    players: t.players.map((p) => (p === player ? { ...p, withdrawn: from } : p)),
  });
};

/**
 * Sets the pairing of round `pairing.round`: the next round, or one already paired (the director's
 * change; results of games whose players and colours are unchanged are kept). Every player named must
 * be in the tournament and active in that round, and appear once.
 */
export const setRound = (t: Tournament, pairing: Pairing): Result<Tournament, TournamentError> => {
  const { round } = pairing;
  if (!Number.isInteger(round) || round < 1 || round > Math.min(t.rounds.length + 1, t.settings.rounds))
    return err(
      tournamentError(
        'ERR_ROUND',
        round > t.settings.rounds
          ? `the tournament has ${t.settings.rounds} rounds: there is no round ${round}`
          : `round ${round} cannot be paired before round ${t.rounds.length + 1}`,
      ),
    );
  const seen = new Map<string, string>();
  const check = (name: string, where: string): Result<string, TournamentError> => {
    const player = findPlayer(t, name);
    if (!player)
      return err(
        tournamentError('ERR_PAIRING', `${where}: there is no player named ${quote(normalizeName(name))}`),
      );
    if (player.joined > round)
      return err(
        tournamentError('ERR_PAIRING', `${where}: ${player.name} joins from round ${player.joined}`),
      );
    if (player.withdrawn !== undefined && player.withdrawn <= round)
      return err(
        tournamentError('ERR_PAIRING', `${where}: ${player.name} withdrew from round ${player.withdrawn}`),
      );
    const before = seen.get(player.name);
    if (before)
      return err(tournamentError('ERR_PAIRING', `${where}: ${player.name} is already on ${before}`));
    seen.set(player.name, where);
    return ok(player.name);
  };
  const old = t.rounds[round - 1];
  const games: Game[] = [];
  for (const [i, g] of pairing.games.entries()) {
    const where = `round ${round}, board ${i + 1}`;
    const black = check(g.black, where);
    if (!black.ok) return black;
    const white = check(g.white, where);
    if (!white.ok) return white;
    const kept = old?.games.find((o) => o.black === black.value && o.white === white.value)?.result;
    games.push({ black: black.value, white: white.value, ...(kept ? { result: kept } : {}) });
  }
  const byes: string[] = [];
  for (const name of pairing.byes) {
    const player = check(name, `round ${round}, the bye`);
    if (!player.ok) return player;
    byes.push(player.value);
  }
  const rounds = [...t.rounds];
  rounds[round - 1] = { games, byes };
  return ok({ ...t, rounds });
};

/**
 * Checks a result against the board: whole discs from 0 to its squares that together fill it (the
 * empty squares already given to the winner, as `discsResult` does).
 */
export const checkResult = (result: GameResult, size: BoardSize): Result<GameResult, TournamentError> => {
  const squares = squaresOf(size);
  for (const side of ['black', 'white'] as const) {
    const discs = result[side];
    if (!Number.isInteger(discs) || discs < 0 || discs > squares)
      return err(
        tournamentError(
          'ERR_RESULT',
          `${side} discs must be a whole number from 0 to ${squares}, got ${discs}`,
        ),
      );
  }
  if (result.black + result.white > squares)
    return err(
      tournamentError(
        'ERR_RESULT',
        `${result.black}-${result.white} is more discs than the ${squares} squares of the board`,
      ),
    );
  const empty = squares - result.black - result.white;
  if (empty > 0) {
    const given =
      result.black === result.white
        ? `${result.black + empty / 2}-${result.white + empty / 2}`
        : result.black > result.white
          ? `${result.black + empty}-${result.white}`
          : `${result.black}-${result.white + empty}`;
    return err(
      tournamentError(
        'ERR_RESULT',
        `${result.black}-${result.white} leaves ${empty} squares empty: a result gives the empty squares to the winner (${given})`,
      ),
    );
  }
  if (!RESULT_SOURCES.includes(result.source))
    return err(
      tournamentError(
        'ERR_RESULT',
        `'${result.source}' is not how a result comes (${RESULT_SOURCES.join(', ')})`,
      ),
    );
  return ok(result);
};

/** Records (or with undefined, clears) the result of the game `black`-`white` of a round. */
export const recordResult = (
  t: Tournament,
  round: number,
  game: { readonly black: string; readonly white: string },
  result: GameResult | undefined,
): Result<Tournament, TournamentError> => {
  const r = t.rounds[round - 1];
  const black = normalizeName(game.black);
  const white = normalizeName(game.white);
  const board = r?.games.findIndex((g) => g.black === black && g.white === white) ?? -1;
  if (board < 0)
    return err(
      tournamentError(
        'ERR_RESULT',
        `round ${round} has no game with ${black} as Black and ${white} as White`,
      ),
    );
  if (result !== undefined) {
    const checked = checkResult(result, t.settings.size);
    if (!checked.ok) return checked;
  }
  const games = r.games.map((g, i) => {
    if (i !== board) return g;
    const { result: _, ...unplayed } = g;
    return result === undefined ? unplayed : { ...unplayed, result };
  });
  const rounds = t.rounds.map((x, i) => (i === round - 1 ? { ...x, games } : x));
  return ok({ ...t, rounds });
};

/** The points a colour scores with a result. */
export const pointsFor = (result: GameResult, color: Color, points: Points): number => {
  const winner = winnerOf(result);
  return winner === undefined ? points.tie : winner === color ? points.win : 0;
};

/** The games of a round still without a result, as `Black-White`. */
export const unfinishedGames = (t: Tournament, round: number): string[] =>
  (t.rounds[round - 1]?.games ?? [])
    .filter((g) => g.result === undefined)
    .map((g) => `${g.black}-${g.white}`);
