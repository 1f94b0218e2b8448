import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tournamentOf } from '../../tests/support/tournament.js';
import { type Color, unwrap } from '../core/index.js';
import { type PairingOptions, pairingOrder, pairRound } from './pairing.js';
import { discsResult } from './results.js';
import {
  addPlayer,
  createTournament,
  isActive,
  recordResult,
  setRound,
  withdrawPlayer,
} from './tournament.js';
import type { Pairing, Tournament } from './types.js';

const fromText = (text: string, rounds: number): Tournament => tournamentOf(text, { rounds });

const named = (p: Pairing): string[] => p.games.map((g) => `${g.black}-${g.white}`);

describe('pairRound: examples', () => {
  it('pairs round 1 by rating, top half against bottom half, colours alternating by board', () => {
    // Ratings rise with the alphabet, and the entry order is neither: the rating decides.
    const players = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name, i) => ({
      name,
      rating: 1000 + 10 * i,
    }));
    const t = unwrap(createTournament({ rounds: 5 }, [...players.slice(4), ...players.slice(0, 4)]));
    const p = unwrap(pairRound(t));
    // Ranked H..A: H v D, G v C, F v B, E v A; the higher-ranked has Black on odd boards.
    expect(named(p)).toEqual(['H-D', 'C-G', 'F-B', 'A-E']);
    expect(p.byes).toEqual([]);
  });

  it('pairs round 1 at random from a seed: the same seed, the same pairing', () => {
    const t = unwrap(
      createTournament(
        { rounds: 3 },
        'ABCDEFGHIJ'.split('').map((name) => ({ name })),
      ),
    );
    const a = unwrap(pairRound(t, 1, { firstRound: { by: 'random', seed: 42 } }));
    const b = unwrap(pairRound(t, 1, { firstRound: { by: 'random', seed: 42 } }));
    const c = unwrap(pairRound(t, 1, { firstRound: { by: 'random', seed: 43 } }));
    expect(a).toEqual(b);
    expect(named(a)).not.toEqual(named(c));
    expect(named(unwrap(pairRound(t, 1)))).toEqual(['A-F', 'G-B', 'C-H', 'I-D', 'E-J']);
  });

  it('gives the bye to the lowest-ranked player, then to the lowest who has not had one', () => {
    const t = unwrap(
      createTournament(
        { rounds: 3 },
        'ABCDE'.split('').map((name) => ({ name })),
      ),
    );
    const r1 = unwrap(pairRound(t));
    expect(r1.byes).toEqual(['E']);
    // E won its bye point; D, who lost, is now last but one... the lowest without a bye gets it.
    let u = unwrap(setRound(t, r1));
    for (const g of r1.games) u = unwrap(recordResult(u, 1, g, unwrap(discsResult(40, 24, 8))));
    const order = pairingOrder(u, 2).map((o) => o.player.name);
    const r2 = unwrap(pairRound(u));
    const fresh = order.filter((n) => n !== 'E');
    expect(r2.byes).toEqual([fresh[fresh.length - 1]]);
  });

  it('keeps score groups: top half v bottom half within a group, the odd one floating down', () => {
    // Round 1 left four winners (A, C, E, G) and four losers; each group pairs 1-3, 2-4 by BQ order.
    const t = fromText('1,A,B,40,24\n1,C,D,39,25\n1,E,F,38,26\n1,G,H,37,27\n', 4);
    const order = pairingOrder(t, 2).map((o) => o.player.name);
    expect(order).toEqual(['A', 'C', 'E', 'G', 'H', 'F', 'D', 'B']);
    const p = unwrap(pairRound(t));
    // Winners: A v E, C v G; losers: H v D, F v B. Colours: each had one colour, so each gets the other.
    expect(named(p)).toEqual(['E-A', 'G-C', 'H-D', 'F-B']);
  });

  it('floats the odd player of a score group down to the top of the next group', () => {
    // After round 1 of six players with a tie: A, C win (1), E-F tie (1/2 each), B, D lose (0).
    // The 1/2 group is even, so nothing floats from the top; then round 2 of seven players with a bye.
    const t = fromText('1,A,B,40,24\n1,C,D,40,24\n1,E,F,32,32\n1,G,BYE,,\n', 4);
    const order = pairingOrder(t, 2).map((o) => o.player.name);
    // Three on 1 point: G (bye: 32 + 16 x 1 = 48), A (40 + 0), C (40 + 0); by BQ then entry.
    expect(order.slice(0, 3)).toEqual(['G', 'A', 'C']);
    const p = unwrap(pairRound(t));
    // The bye first: to the lowest-ranked without one, D (B and D are equal on everything; B's name
    // comes first). Then G v A (top v bottom half of three), C floats down to the top of the 1/2 group
    // (E), and F, left alone in it, floats down to the top of the 0 group (B).
    expect(order.slice(3)).toEqual(['E', 'F', 'B', 'D']);
    expect(p.byes).toEqual(['D']);
    expect(p.games.map((g) => [g.black, g.white].sort().join('-'))).toEqual(['A-G', 'C-E', 'B-F']);
  });

  it('never gives anyone a third game in a row with one colour when it can be avoided', () => {
    // After two rounds A and C have 2 points and have had Black twice; B and F have had White twice.
    // A v C (the natural pairing of the top group) would give one of them Black a third time, and
    // so would B v F; the only pairing with no repeat and no third colour is C-B, A-E, D-F (C leads on BQ).
    const t = fromText('1,A,B,40,24\n1,C,D,40,24\n1,E,F,40,24\n2,A,F,40,24\n2,C,E,40,24\n2,D,B,40,24\n', 4);
    const p = unwrap(pairRound(t));
    expect(named(p)).toEqual(['B-C', 'E-A', 'F-D']);
  });

  it('pairs only active players: late entries from their round, nobody after withdrawing', () => {
    let t = unwrap(
      createTournament(
        { rounds: 3 },
        'ABCD'.split('').map((name) => ({ name })),
      ),
    );
    t = unwrap(withdrawPlayer(t, 'B', 1));
    t = unwrap(addPlayer(t, { name: 'L' }, 2));
    const p = unwrap(pairRound(t));
    expect(p.byes).toEqual(['D']);
    expect(p.games.flatMap((g) => [g.black, g.white]).sort()).toEqual(['A', 'C']);
  });

  it('refuses to pair past an unfinished round or the last round', () => {
    const t = fromText('1,A,B,40,24\n1,C,D,,\n', 1);
    expect(pairRound(t)).toMatchObject({ ok: false, error: { code: 'ERR_ROUND' } });
    const two = fromText('1,A,B,40,24\n1,C,D,,\n', 2);
    expect(pairRound(two)).toMatchObject({
      ok: false,
      error: { message: 'round 1 is not finished: C-D without a result' },
    });
    expect(pairRound(two, 3)).toMatchObject({ ok: false, error: { code: 'ERR_ROUND' } });
  });
});

// ---------------------------------------------------------------------------------------------
// Simulated tournaments. Every round proposed by pairRound is checked against a brute-force
// search over all possible pairings of that round (all byes, all perfect matchings), which is the
// second implementation: a rule may be broken only when no pairing of the round keeps it (and the
// rules more important than it).

interface Past {
  readonly met: (a: string, b: string) => number;
  readonly colors: (p: string) => Color[];
  readonly byes: (p: string) => number;
}

const pastOf = (t: Tournament): Past => {
  const met = new Map<string, number>();
  const colors = new Map<string, Color[]>();
  const byes = new Map<string, number>();
  const key = (a: string, b: string): string => [a, b].sort().join('|');
  for (const r of t.rounds) {
    for (const g of r.games) {
      met.set(key(g.black, g.white), (met.get(key(g.black, g.white)) ?? 0) + 1);
      colors.set(g.black, [...(colors.get(g.black) ?? []), 'black']);
      colors.set(g.white, [...(colors.get(g.white) ?? []), 'white']);
    }
    for (const b of r.byes) byes.set(b, (byes.get(b) ?? 0) + 1);
  }
  return {
    met: (a, b) => met.get(key(a, b)) ?? 0,
    colors: (p) => colors.get(p) ?? [],
    byes: (p) => byes.get(p) ?? 0,
  };
};

/** The colour a player must have next to avoid a third in a row, if any. */
const owed = (past: Past, p: string): Color | undefined => {
  const c = past.colors(p);
  return c.length >= 2 && c[c.length - 1] === c[c.length - 2]
    ? c[c.length - 1] === 'black'
      ? 'white'
      : 'black'
    : undefined;
};

const colorsFit = (past: Past, a: string, b: string): boolean =>
  owed(past, a) === undefined || owed(past, a) !== owed(past, b);

/** Whether the players can all be paired with allowed pairs (plain recursion). */
const matchable = (players: readonly string[], allowed: (a: string, b: string) => boolean): boolean => {
  if (players.length === 0) return true;
  const [first, ...rest] = players;
  return rest.some(
    (p, i) => allowed(first, p) && matchable([...rest.slice(0, i), ...rest.slice(i + 1)], allowed),
  );
};

/** Whether some pairing of the round exists: a bye from `byeOk` when the count is odd, the rest matched. */
const somePairing = (
  players: readonly string[],
  allowed: (a: string, b: string) => boolean,
  byeOk: (p: string) => boolean,
): boolean =>
  players.length % 2 === 0
    ? matchable(players, allowed)
    : players.some(
        (b) =>
          byeOk(b) &&
          matchable(
            players.filter((p) => p !== b),
            allowed,
          ),
      );

/** Checks one proposed round against the rules, asking the brute force whether a broken rule could be kept. */
const checkRound = (t: Tournament, p: Pairing, options: PairingOptions): void => {
  const round = p.round;
  const active = t.players.filter((x) => isActive(x, round)).map((x) => x.name);
  const past = pastOf(t);
  const order = pairingOrder(t, round, options);
  const points = new Map(order.map((o) => [o.player.name, o.points]));
  const rank = new Map(order.map((o, i) => [o.player.name, i]));

  // Everyone active exactly once; a bye only when the count is odd.
  const placed = [...p.games.flatMap((g) => [g.black, g.white]), ...p.byes];
  expect([...placed].sort()).toEqual([...active].sort());
  expect(p.byes.length).toBe(active.length % 2);

  // 1. No repeated pairing while one is avoidable.
  const repeats = p.games.some((g) => past.met(g.black, g.white) > 0);
  const fresh = (a: string, b: string): boolean => past.met(a, b) === 0;
  // Each rule as an implication, asserted every time: broken only when no pairing could keep it.
  expect(repeats && somePairing(active, fresh, () => true)).toBe(false);
  if (repeats) return;

  // 2. Byes to distinct players (while possible without a repeat).
  const freshBye = p.byes.every((b) => past.byes(b) === 0);
  expect(!freshBye && somePairing(active, fresh, (b) => past.byes(b) === 0)).toBe(false);

  // 3. Nobody three times in a row with one colour (while possible under 1 and 2).
  const third = p.games.some((g) => owed(past, g.black) === 'white' || owed(past, g.white) === 'black');
  const fitting = (a: string, b: string): boolean => fresh(a, b) && colorsFit(past, a, b);
  expect(third && somePairing(active, fitting, (b) => !freshBye || past.byes(b) === 0)).toBe(false);

  // 3b. Colours balance: of two players neither of whom is owed a colour, the one who has had Black
  //     more often does not get it again.
  const balance = (x: string): number => past.colors(x).reduce((n, c) => n + (c === 'black' ? 1 : -1), 0);
  for (const g of p.games)
    if (owed(past, g.black) === undefined && owed(past, g.white) === undefined)
      expect(balance(g.black)).toBeLessThanOrEqual(balance(g.white));

  // 4. The bye to the lowest-ranked player without one who leaves a pairing as good as this one.
  if (!third && freshBye && p.byes.length === 1) {
    const bye = p.byes[0];
    for (const lower of active.filter((x) => rank.get(x)! > rank.get(bye)! && past.byes(x) === 0))
      expect(
        matchable(
          active.filter((x) => x !== lower),
          fitting,
        ),
      ).toBe(false);
  }

  // 5. Score groups: no two players of one group both float down when they could have met each other
  //    and their lower opponents each other.
  const downs = p.games
    .map((g) => (points.get(g.black)! > points.get(g.white)! ? [g.black, g.white] : [g.white, g.black]))
    .filter(([hi, lo]) => points.get(hi)! > points.get(lo)!);
  for (const [a, b] of downs)
    for (const [c, d] of downs)
      if (a < c && points.get(a) === points.get(c))
        expect(
          fitting(a, c) && fitting(b, d),
          `${a}-${b} and ${c}-${d} could be ${a}-${c} and ${b}-${d}`,
        ).toBe(false);
};

const scenario = fc
  .record({
    size: fc.integer({ min: 2, max: 12 }),
    rounds: fc.integer({ min: 1, max: 9 }),
    rated: fc.boolean(),
    seed: fc.integer({ min: 0, max: 1000 }),
    late: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 2 }),
    leave: fc.array(fc.tuple(fc.nat(20), fc.integer({ min: 2, max: 9 })), { maxLength: 2 }),
    discs: fc.array(fc.integer({ min: 0, max: 64 }), { minLength: 60, maxLength: 60 }),
  })
  .map((s) => ({ ...s, rounds: Math.min(s.rounds, s.size + 1) }));

describe('pairRound: properties over simulated tournaments (brute force as the second opinion)', () => {
  it('keeps every rule that some pairing of the round keeps, round after round', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const names = Array.from({ length: s.size }, (_, i) => `P${i + 1}`);
        let t = unwrap(
          createTournament(
            { rounds: s.rounds },
            names.map((name, i) => (s.rated ? { name, rating: 1500 + ((i * 37) % 11) * 50 } : { name })),
          ),
        );
        let k = 0;
        for (let round = 1; round <= s.rounds; round++) {
          for (const [i, r] of s.late.entries())
            if (r === round && round > 1) t = unwrap(addPlayer(t, { name: `L${i + 1}` }, round));
          for (const [who, r] of s.leave) {
            const name = t.players[who % t.players.length].name;
            if (r === round && t.players.find((x) => x.name === name)!.withdrawn === undefined)
              t = unwrap(withdrawPlayer(t, name, round));
          }
          if (t.players.every((x) => !isActive(x, round))) return;
          const options: PairingOptions = s.rated ? {} : { firstRound: { by: 'random', seed: s.seed } };
          const p = unwrap(pairRound(t, round, options));
          checkRound(t, p, options);
          t = unwrap(setRound(t, p));
          for (const g of p.games) {
            const black = s.discs[k++ % s.discs.length];
            t = unwrap(recordResult(t, round, g, unwrap(discsResult(black, 64 - black, 8))));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
