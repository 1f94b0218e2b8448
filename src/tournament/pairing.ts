/**
 * Swiss pairing, one round at a time, as an optimisation: of every way to pair the round (the bye
 * included), the one that is best by the rules taken strictly in order of importance.
 *
 * 1. Fewest rematches (games between players who have met), then the fewest third meetings.
 * 2. The bye (odd counts) to the player with the fewest byes so far, the lowest-ranked among them.
 * 3. Fewest games that give a player one colour three times running.
 * 4. The smallest score differences: the sum over games of the squared distance between the two
 *    players' score groups (a float of one group costs 1, of two groups 4).
 * 5. Top half against bottom half inside score groups, a group's odd player floating from its
 *    bottom to the top of the group below.
 *
 * Each rule is a cost of each game (or of the bye); costs compare lexicographically, so no number of
 * savings in a lower rule pays for one more unit of a higher one. Why this order: see
 * docs/tournament.md. How: `lexicographicMatching` folds the costs into one weight and asks Edmonds'
 * blossom algorithm for the maximum-weight perfect matching; before that, a rule that some pairing
 * keeps entirely (no rematch, no third colour) is made a hard constraint by deleting the edges that
 * break it (checked exactly by `hasPerfectMatching`), and the bye is chosen first, since rules 1-2
 * alone decide it. Both keep the weight small: rounds 2 to 7 of the benchmark's 1,000 players need
 * 30 to 34 bits, where all five game rules weighed together would need up to 52.
 *
 * The result depends only on the results and the ratings, never on the order in which players were
 * entered; names decide only between players level on points, BQ, discs and rating.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { type Color, err, ok, opposite, type Result } from '../core/index.js';
import { lexicographicMatching } from './lexicographic.js';
import { hasPerfectMatching } from './matching.js';
import { compareNames } from './names.js';
import { roundRobinPairing } from './roundRobin.js';
import { standings, throughRound } from './standings.js';
import { activePlayers, unfinishedGames } from './tournament.js';
import {
  type Pairing,
  type Player,
  type Tournament,
  type TournamentError,
  tournamentError,
} from './types.js';

/** How round 1 is paired: by rating (unrated players after the rated, by name) or at random. */
export type FirstRound = { readonly by: 'rating' } | { readonly by: 'random'; readonly seed: number };

export interface PairingOptions {
  /** Round 1's order, e.g. `{ by: 'random', seed: 42 }`; by rating when absent. */
  readonly firstRound?: FirstRound;
}

/**
 * What a pairing costs, rule by rule, most important first: `pairRound` proposes the pairing whose
 * costs are least in this order, and `pairingCost` prices any other (a director's change) the same way.
 */
export interface PairingCost {
  /** Games between two players who have met before, e.g. 1. */
  readonly rematches: number;
  /** Meetings beyond the second in those games: a third meeting counts 1, a fourth 2. */
  readonly repeats: number;
  /** Byes the player given the bye has had before (0 when nobody has the bye). */
  readonly byeRepeats: number;
  /** Players ranked below the one given the bye (0 when nobody has it): the bye goes to the lowest. */
  readonly byeRank: number;
  /** Games that give a player one colour a third time running. */
  readonly colors: number;
  /** Sum over games of the squared distance between the players' score groups. */
  readonly scores: number;
  /** Sum over games of the distance from top half against bottom half (see `RoundRules.gameCost`). */
  readonly order: number;
}

/** The rules in their order of importance, as `PairingCost` names them. */
export const PAIRING_RULES = [
  'rematches',
  'repeats',
  'byeRepeats',
  'byeRank',
  'colors',
  'scores',
  'order',
] as const satisfies readonly (keyof PairingCost)[];

/** Negative when pairing cost `a` is better than `b` (rule by rule, most important first). */
export const comparePairingCosts = (a: PairingCost, b: PairingCost): number => {
  for (const rule of PAIRING_RULES) if (a[rule] !== b[rule]) return a[rule] - b[rule];
  return 0;
};

/** A game's costs under rules 1, 3, 4 and 5: `[rematch, repeats, colors, scores, order]`. */
export type GameCost = readonly [number, number, number, number, number];

/** What the rules know about one round: the players ranked, and the cost of each game and bye. */
export interface RoundRules {
  readonly round: number;
  /** The players who can be paired, best first (the pairing order). */
  readonly ranked: readonly string[];
  /** Their points, in the same order. */
  readonly points: readonly number[];
  /** Times ranked players i and j have met. */
  met(i: number, j: number): number;
  /** Byes ranked player i has had. */
  byes(i: number): number;
  /** The colour ranked player i must have to avoid a third in a row with one colour, if any. */
  owed(i: number): Color | undefined;
  /**
   * The costs of a game between ranked players i and j when ranked player `bye` has the bye (-1:
   * nobody). Score groups are those of the players paired in games (the bye's player left out); in a
   * group of size s, with the players at places p < q from its top (0, 1, ...), the order cost of a
   * game inside it is |q - p - floor(s/2)| (0 for 1st v (s/2+1)th); a game across groups costs the
   * higher player's distance from the bottom of their group plus the lower player's from the top of
   * theirs (0 for a float from the bottom of one group to the top of the next).
   */
  gameCost(i: number, j: number, bye: number): GameCost;
  /** The bye's costs for ranked player i: `[byeRepeats, byeRank]`. */
  byeCost(i: number): readonly [number, number];
}

/** What the earlier rounds left: who met whom, each player's colours in order, and byes. */
export interface History {
  readonly meetings: Map<string, number>;
  readonly colors: Map<string, Color[]>;
  readonly byes: Map<string, number>;
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}\n${b}` : `${b}\n${a}`);

export const historyOf = (t: Tournament, round: number): History => {
  const meetings = new Map<string, number>();
  const colors = new Map<string, Color[]>();
  const byes = new Map<string, number>();
  for (const r of t.rounds.slice(0, round - 1)) {
    for (const g of r.games) {
      const key = pairKey(g.black, g.white);
      meetings.set(key, (meetings.get(key) ?? 0) + 1);
      for (const [name, color] of [
        [g.black, 'black'],
        [g.white, 'white'],
      ] as const) {
        const list = colors.get(name);
        if (list) list.push(color);
        else colors.set(name, [color]);
      }
    }
    for (const name of r.byes) byes.set(name, (byes.get(name) ?? 0) + 1);
  }
  return { meetings, colors, byes };
};

/** The colour a player must have next to avoid a third in a row with one colour, if any. */
export const owedColor = (history: History, name: string): Color | undefined => {
  const c = history.colors.get(name) ?? [];
  const last = c[c.length - 1];
  return c.length >= 2 && c[c.length - 2] === last ? opposite(last) : undefined;
};

/** A Fisher-Yates shuffle driven by a seeded generator (the same seed, the same order). */
export const shuffled = <T>(items: readonly T[], seed: number): T[] => {
  const rng = xoroshiro128plus(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** Points as score groups compare them: equal to a millionth (so 0.1 + 0.2 is 0.3). */
const groupKey = (points: number): number => Math.round(points * 1e6);

/**
 * The order in which a round is paired: the active players, best first, with their points. Round 1:
 * by rating (unrated after rated) or shuffled from the seed; later rounds: the standings after the
 * earlier rounds (points, Brightwell Quotient, discs), then rating. Players level on all of these
 * are ordered by name, so the order of entry never matters.
 */
export const pairingOrder = (
  t: Tournament,
  round: number,
  options: PairingOptions = {},
): { readonly player: Player; readonly points: number }[] => {
  const active = activePlayers(t, round);
  const byRating = (a: Player, b: Player): number =>
    (b.rating ?? Number.NEGATIVE_INFINITY) - (a.rating ?? Number.NEGATIVE_INFINITY) ||
    compareNames(a.name, b.name);
  const first = options.firstRound ?? { by: 'rating' };
  if (round === 1 && first.by === 'random')
    return shuffled(
      [...active].sort((a, b) => compareNames(a.name, b.name)),
      first.seed,
    ).map((player) => ({ player, points: 0 }));
  const table = new Map(standings(throughRound(t, round - 1)).map((s) => [s.player, s]));
  const by = (key: 'points' | 'bq' | 'discs') => (a: Player, b: Player) =>
    table.get(b.name)![key] - table.get(a.name)![key];
  return [...active]
    .sort(
      (a, b) =>
        groupKey(table.get(b.name)!.points) - groupKey(table.get(a.name)!.points) ||
        by('bq')(a, b) ||
        by('discs')(a, b) ||
        byRating(a, b),
    )
    .map((player) => ({ player, points: table.get(player.name)!.points }));
};

/** Score groups of the ranked players other than `bye`: group index, place in it and its size. */
interface Layout {
  readonly group: Int32Array;
  readonly place: Int32Array;
  readonly size: Int32Array;
}

const layoutOf = (points: readonly number[], bye: number): Layout => {
  const n = points.length;
  const group = new Int32Array(n).fill(-1);
  const place = new Int32Array(n);
  const size = new Int32Array(n);
  let g = -1;
  let key: number | undefined;
  let members: number[] = [];
  const close = (): void => {
    for (const i of members) size[i] = members.length;
  };
  for (let i = 0; i < n; i++) {
    if (i === bye) continue;
    const k = groupKey(points[i]);
    if (k !== key) {
      close();
      members = [];
      key = k;
      g++;
    }
    group[i] = g;
    place[i] = members.length;
    members.push(i);
  }
  close();
  return { group, place, size };
};

/** `RoundRules` with the allocation-free form of `gameCost` that the pairing itself uses. */
interface FastRules extends RoundRules {
  costInto(i: number, j: number, bye: number, out: Float64Array | number[]): void;
}

/** The rules of round `round` (see `RoundRules`); the same ranking `pairRound` uses. */
export const roundRules = (t: Tournament, round: number, options: PairingOptions = {}): RoundRules =>
  rulesOf(t, round, options);

const rulesOf = (t: Tournament, round: number, options: PairingOptions): FastRules => {
  const order = pairingOrder(t, round, options);
  const ranked = order.map((o) => o.player.name);
  const points = order.map((o) => o.points);
  const n = ranked.length;
  const history = historyOf(t, round);
  const index = new Map(ranked.map((name, i) => [name, i]));
  // Meetings by rank pair (i * n + j, i < j): number keys, read half a million times for 1,000 players.
  const meetings = new Map<number, number>();
  for (const [key, count] of history.meetings) {
    const [a, b] = key.split('\n').map((name) => index.get(name));
    if (a === undefined || b === undefined) continue;
    meetings.set(Math.min(a, b) * n + Math.max(a, b), count);
  }
  const owed = ranked.map((name) => owedColor(history, name));
  const byes = ranked.map((name) => history.byes.get(name) ?? 0);
  const layouts = new Map<number, Layout>();
  const layout = (bye: number): Layout => {
    const known = layouts.get(bye);
    if (known) return known;
    const made = layoutOf(points, bye);
    layouts.set(bye, made);
    return made;
  };
  const met = (i: number, j: number): number => meetings.get(Math.min(i, j) * n + Math.max(i, j)) ?? 0;
  const costInto = (i: number, j: number, bye: number, out: Float64Array | number[]): void => {
    const a = Math.min(i, j);
    const b = Math.max(i, j);
    const m = meetings.get(a * n + b) ?? 0;
    const { group, place, size } = layout(bye);
    out[0] = m > 0 ? 1 : 0;
    out[1] = m > 1 ? m - 1 : 0;
    out[2] = owed[a] !== undefined && owed[a] === owed[b] ? 1 : 0;
    out[3] = (group[b] - group[a]) ** 2;
    out[4] =
      group[a] === group[b]
        ? Math.abs(place[b] - place[a] - Math.floor(size[a] / 2))
        : size[a] - 1 - place[a] + place[b];
  };
  return {
    round,
    ranked,
    points,
    met,
    byes: (i) => byes[i],
    owed: (i) => owed[i],
    gameCost: (i, j, bye) => {
      const out = [0, 0, 0, 0, 0];
      costInto(i, j, bye, out);
      return out as unknown as GameCost;
    },
    costInto,
    byeCost: (i) => [byes[i], n - 1 - i],
  };
};

/**
 * The costs of a pairing of round `pairing.round` under the rules (see `PairingCost`): what the
 * director sees beside a change, e.g. `{ rematches: 1, ... }`. Every active player must be in it once.
 */
export const pairingCost = (
  t: Tournament,
  pairing: Pairing,
  options: PairingOptions = {},
): Result<PairingCost, TournamentError> => {
  const rules = roundRules(t, pairing.round, options);
  const rank = new Map(rules.ranked.map((name, i) => [name, i]));
  const seen = new Set<string>();
  for (const name of [...pairing.games.flatMap((g) => [g.black, g.white]), ...pairing.byes]) {
    if (!rank.has(name))
      return err(tournamentError('ERR_PAIRING', `${name} cannot be paired in round ${pairing.round}`));
    if (seen.has(name)) return err(tournamentError('ERR_PAIRING', `${name} is paired twice`));
    seen.add(name);
  }
  const missing = rules.ranked.filter((name) => !seen.has(name));
  if (missing.length > 0) return err(tournamentError('ERR_PAIRING', `${missing.join(', ')} not paired`));
  if (pairing.byes.length > 1) return err(tournamentError('ERR_PAIRING', 'more than one bye'));
  const bye = pairing.byes.length === 1 ? rank.get(pairing.byes[0])! : -1;
  const sum = [0, 0, 0, 0, 0];
  for (const g of pairing.games) {
    const c = rules.gameCost(rank.get(g.black)!, rank.get(g.white)!, bye);
    for (let i = 0; i < 5; i++) sum[i] += c[i];
  }
  const [byeRepeats, byeRank] = bye < 0 ? [0, 0] : rules.byeCost(bye);
  const [rematches, repeats, colors, scores, order] = sum;
  return ok({ rematches, repeats, byeRepeats, byeRank, colors, scores, order });
};

/**
 * Proposes the pairing of `round` (by default the next one): every game of the earlier rounds must
 * have its result. A round-robin tournament (`settings.system`) is paired by its Berger table
 * (`roundRobinPairing`); a Swiss one as this module says. Games are listed by the higher-ranked player, board 1 first. The proposal changes
 * nothing; `setRound` applies it, as it is or as the director changed it.
 */
export const pairRound = (
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
  if (t.settings.system === 'round-robin') return roundRobinPairing(t, round);
  const rules = rulesOf(t, round, options);
  const n = rules.ranked.length;
  if (n === 0) return err(tournamentError('ERR_ROUND', `nobody can be paired in round ${round}`));
  const bye = n % 2 === 1 ? chooseBye(rules) : -1;
  const pool = Array.from({ length: n }, (_, i) => i).filter((i) => i !== bye);
  const pairs = pairPool(rules, pool, bye);
  const history = historyOf(t, round);
  const games = pairs
    .sort((x, y) => x[0] - y[0])
    .map(([a, b], board) => assignColors(rules.ranked[a], rules.ranked[b], board, history));
  return ok({ round, games, byes: bye < 0 ? [] : [rules.ranked[bye]] });
};

/**
 * Who has the bye: rules 1 and 2 alone decide it. When some pairing has no rematch, the candidates
 * are tried in order (fewest byes, then lowest-ranked), each asking whether the others can all be
 * paired without one; else the lexicographic matching of rules 1-2 with the bye as a vertex decides.
 */
const chooseBye = (rules: RoundRules): number => {
  const n = rules.ranked.length;
  const fresh = (i: number, j: number): boolean => rules.met(i, j) === 0;
  if (hasPerfectMatching(n + 1, (a, b) => b === n || a === n || fresh(a, b))) {
    const candidates = Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => rules.byes(a) - rules.byes(b) || b - a,
    );
    for (const c of candidates) {
      const pool = candidates.filter((i) => i !== c);
      if (hasPerfectMatching(pool.length, (a, b) => fresh(pool[a], pool[b]))) return c;
    }
  }
  const { mate } = lexicographicMatching(
    n + 1,
    { count: 4, once: [false, false, true, true] },
    (a, b, out) => {
      const m = b === n ? 0 : rules.met(a, b);
      const [repeats, rank] = b === n ? rules.byeCost(a) : [0, 0];
      out[0] = m > 0 ? 1 : 0;
      out[1] = Math.max(0, m - 1);
      out[2] = repeats;
      out[3] = rank;
      return true;
    },
  );
  return mate[n];
};

/**
 * Pairs the players of `pool` (ranks) with the bye decided. Rules that some pairing keeps entirely
 * become hard (their breaking edges deleted); the rest are weighed.
 */
const pairPool = (rules: FastRules, pool: readonly number[], bye: number): [number, number][] => {
  const m = pool.length;
  if (m === 0) return [];
  const fresh = (a: number, b: number): boolean => rules.met(pool[a], pool[b]) === 0;
  const clean = (a: number, b: number): boolean => {
    const owed = rules.owed(pool[a]);
    return owed === undefined || owed !== rules.owed(pool[b]);
  };
  let allowed: (a: number, b: number) => boolean = () => true;
  if (hasPerfectMatching(m, fresh)) {
    allowed = fresh;
    if (hasPerfectMatching(m, (a, b) => fresh(a, b) && clean(a, b)))
      allowed = (a, b) => fresh(a, b) && clean(a, b);
  }
  const { mate } = lexicographicMatching(m, { count: 5 }, (a, b, out) => {
    if (!allowed(a, b)) return false;
    rules.costInto(pool[a], pool[b], bye, out);
    return true;
  });
  const pairs: [number, number][] = [];
  for (let a = 0; a < m; a++) if (a < mate[a]) pairs.push([pool[a], pool[mate[a]]]);
  return pairs;
};

/**
 * Colours for a pair (`higher` is the higher-ranked): a player who has had one colour twice running
 * gets the other; else the one who has had Black more often gets White; else each gets the colour
 * they did not have last; else the higher-ranked gets the colour they did not have last, or, in a
 * first game, Black on odd boards and White on even ones.
 */
export const assignColors = (
  higher: string,
  lower: string,
  board: number,
  history: History,
): { readonly black: string; readonly white: string } => {
  const as = (name: string, color: Color) =>
    color === 'black'
      ? { black: name, white: name === higher ? lower : higher }
      : { black: name === higher ? lower : higher, white: name };
  const colors = (n: string): Color[] => history.colors.get(n) ?? [];
  const owedHigher = owedColor(history, higher);
  if (owedHigher) return as(higher, owedHigher);
  const owedLower = owedColor(history, lower);
  if (owedLower) return as(lower, owedLower);
  const balance = (n: string): number => colors(n).reduce((s, c) => s + (c === 'black' ? 1 : -1), 0);
  const bh = balance(higher);
  const bl = balance(lower);
  if (bh !== bl) return as(bh > bl ? higher : lower, 'white');
  const lastHigher = colors(higher).at(-1);
  const lastLower = colors(lower).at(-1);
  if (lastHigher !== undefined) return as(higher, opposite(lastHigher));
  if (lastLower !== undefined) return as(lower, opposite(lastLower));
  return as(higher, board % 2 === 0 ? 'black' : 'white');
};
