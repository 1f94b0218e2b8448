/**
 * The Swiss pairing as it was before issue 21 (src/tournament/pairing.ts as main had it at 71c4261, last changed in cd1e8c2), kept
 * only as the reference that `npm run bench` times the new pairing against: it loosens a threshold
 * on repeats until everyone can be paired, then pairs from the top with a perfect-matching check
 * for each choice, which grows like n^2.5 to n^3 and can pair more rematches than needed. Not used
 * by Wedge itself.
 */
import { err, ok, type Result } from '../../src/core/index.js';
import { hasPerfectMatching } from '../../src/tournament/matching.js';
// The history, the colour rule and the seeded shuffle are the same as today's (issue 21 changed the
// order and the matching, not these), so the reference takes them from the pairing itself.
import {
  assignColors,
  type History,
  historyOf,
  owedColor,
  pairKey,
  shuffled,
} from '../../src/tournament/pairing.js';
import { standings, throughRound } from '../../src/tournament/standings.js';
import { activePlayers, unfinishedGames } from '../../src/tournament/tournament.js';
import {
  type Pairing,
  type Player,
  type Tournament,
  type TournamentError,
  tournamentError,
} from '../../src/tournament/types.js';

/** How round 1 is paired: by rating (unrated players after the rated, in order of entry) or at random. */
export type FirstRound = { readonly by: 'rating' } | { readonly by: 'random'; readonly seed: number };

export interface PairingOptions {
  /** Round 1's order, e.g. `{ by: 'random', seed: 42 }`; by rating when absent. */
  readonly firstRound?: FirstRound;
}

/**
 * The order in which a round is paired: the active players, best first, with their points. Round 1:
 * by rating or shuffled; later rounds: the standings after the earlier rounds, then rating, then entry.
 */
export const pairingOrder = (
  t: Tournament,
  round: number,
  options: PairingOptions = {},
): { readonly player: Player; readonly points: number }[] => {
  const active = activePlayers(t, round);
  const entry = new Map(t.players.map((p, i) => [p.name, i]));
  const byRating = (a: Player, b: Player): number =>
    (b.rating ?? Number.NEGATIVE_INFINITY) - (a.rating ?? Number.NEGATIVE_INFINITY) ||
    entry.get(a.name)! - entry.get(b.name)!;
  const first = options.firstRound ?? { by: 'rating' };
  if (round === 1 && first.by === 'random')
    return shuffled([...active].sort(byRating), first.seed).map((player) => ({ player, points: 0 }));
  const table = new Map(standings(throughRound(t, round - 1)).map((s) => [s.player, s]));
  const by = (key: 'points' | 'bq' | 'discs') => (a: Player, b: Player) =>
    table.get(b.name)![key] - table.get(a.name)![key];
  return [...active]
    .sort((a, b) => by('points')(a, b) || by('bq')(a, b) || by('discs')(a, b) || byRating(a, b))
    .map((player) => ({ player, points: table.get(player.name)!.points }));
};

/** One strictness of the rules: repeats allowed up to `meetings`, byes only to fresh players, colours. */
interface Rules {
  readonly meetings: number;
  readonly freshBye: boolean;
  readonly colors: boolean;
}

/**
 * Proposes the pairing of `round` (by default the next one): every game of the earlier rounds must
 * have its result. The proposal changes nothing; `setRound` applies it, as it is or as the director
 * changed it.
 */
export const thresholdPairRound = (
  t: Tournament,
  round: number = t.rounds.length + 1,
  options: PairingOptions = {},
): Result<Pairing, TournamentError> => {
  if (!Number.isInteger(round) || round < 1 || round > t.settings.rounds)
    return err(
      tournamentError('ERR_ROUND', `the tournament has rounds 1 to ${t.settings.rounds}, not ${round}`),
    );
  if (round > t.rounds.length + 1)
    return err(
      tournamentError('ERR_ROUND', `round ${round} cannot be paired before round ${t.rounds.length + 1}`),
    );
  for (let r = 1; r < round; r++) {
    const open = unfinishedGames(t, r);
    if (open.length > 0)
      return err(
        tournamentError('ERR_ROUND', `round ${r} is not finished: ${open.join(', ')} without a result`),
      );
  }
  const order = pairingOrder(t, round, options);
  if (order.length === 0) return err(tournamentError('ERR_ROUND', `nobody can be paired in round ${round}`));
  const names = order.map((o) => o.player.name);
  const points = new Map(order.map((o) => [o.player.name, o.points]));
  const history = historyOf(t, round);
  const met = (a: string, b: string): number => history.meetings.get(pairKey(a, b)) ?? 0;
  const colorsFit = (a: string, b: string): boolean => {
    const owed = owedColor(history, a);
    return owed === undefined || owed !== owedColor(history, b);
  };
  const odd = names.length % 2 === 1;
  let most = 0;
  for (const v of history.meetings.values()) most = Math.max(most, v);
  for (let meetings = 0; meetings <= most; meetings++)
    for (const [freshBye, colors] of odd
      ? [
          [true, true],
          [true, false],
          [false, true],
          [false, false],
        ]
      : [
          [false, true],
          [false, false],
        ]) {
      const rules: Rules = { meetings, freshBye, colors };
      const allowed = (a: string, b: string): boolean =>
        met(a, b) <= rules.meetings && (!rules.colors || colorsFit(a, b));
      const pairable = (pool: readonly string[]): boolean =>
        hasPerfectMatching(pool.length, (i, j) => allowed(pool[i], pool[j]));
      for (const bye of odd ? byeCandidates(names, history, freshBye) : [undefined]) {
        const pool = names.filter((n) => n !== bye);
        if (!pairable(pool)) continue;
        const games = pairFromTop(pool, points, allowed, pairable).map(([a, b], board) =>
          assignColors(a, b, board, history),
        );
        return ok({ round, games, byes: bye === undefined ? [] : [bye] });
      }
    }
  // With repeats up to the most anyone has met, every pair is allowed: a pairing always exists.
  throw new Error('pairRound: no pairing found under the loosest rules');
};

/** Who may have the bye, lowest-ranked first: those without one, or (loosened) the fewest byes first. */
const byeCandidates = (names: readonly string[], history: History, freshOnly: boolean): string[] => {
  const lowestFirst = [...names].reverse();
  const byes = (n: string): number => history.byes.get(n) ?? 0;
  if (freshOnly) return lowestFirst.filter((n) => byes(n) === 0);
  return lowestFirst
    .map((n, i) => ({ n, i }))
    .sort((a, b) => byes(a.n) - byes(b.n) || a.i - b.i)
    .map((x) => x.n);
};

/**
 * Pairs the pool from the top. The highest unpaired player's preferences: in their score group, the
 * player half a group below them, then on down the group, then up it; then the lower groups from the
 * top (a float down). The first allowed choice that leaves the rest pairable is taken.
 */
const pairFromTop = (
  pool: readonly string[],
  points: ReadonlyMap<string, number>,
  allowed: (a: string, b: string) => boolean,
  pairable: (pool: readonly string[]) => boolean,
): [string, string][] => {
  let left = [...pool];
  const pairs: [string, string][] = [];
  while (left.length > 0) {
    const top = left[0];
    const group = left.filter((n) => points.get(n) === points.get(top));
    const half = Math.floor(group.length / 2);
    const preferences =
      group.length >= 2
        ? [...group.slice(half), ...group.slice(1, half).reverse(), ...left.filter((n) => !group.includes(n))]
        : left.slice(1);
    const choice = preferences.find(
      (n) => allowed(top, n) && pairable(left.filter((x) => x !== top && x !== n)),
    );
    // The pool was pairable under these rules, so some opponent of `top` keeps it pairable.
    if (choice === undefined) throw new Error(`pairRound: ${top} has no opponent in a pairable pool`);
    pairs.push([top, choice]);
    left = left.filter((x) => x !== top && x !== choice);
  }
  return pairs;
};
