import { describe, expect, it } from 'vitest';
import { unwrap } from '../core/index.js';
import { pairRound } from './pairing.js';
import { discsResult } from './results.js';
import { bergerTable, drawLots, MAX_ROUND_ROBIN_PLAYERS, roundRobinRounds } from './roundRobin.js';
import { addPlayer, createTournament, recordResult, setRound, withdrawPlayer } from './tournament.js';
import type { Tournament } from './types.js';

/** A table written as FIDE prints it, one round a line: `1-6 2-5 3-4` (first-named has the first move). */
const table = (text: string): [number, number][][] =>
  text
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .split(/\s+/)
        .map((game) => game.split('-').map(Number) as [number, number]),
    );

describe('bergerTable', () => {
  it('is the FIDE Berger table (Handbook C.05, Annex 1) for 5-6 and 7-8 players', () => {
    expect(bergerTable(6).map((r) => r.games)).toEqual(
      table(`
        1-6 2-5 3-4
        6-4 5-3 1-2
        2-6 3-1 4-5
        6-5 1-4 2-3
        3-6 4-2 5-1`),
    );
    expect(bergerTable(8).map((r) => r.games)).toEqual(
      table(`
        1-8 2-7 3-6 4-5
        8-5 6-4 7-3 1-2
        2-8 3-1 4-7 5-6
        8-6 7-5 1-4 2-3
        3-8 4-2 5-1 6-7
        8-7 1-6 2-5 3-4
        4-8 5-3 6-2 7-1`),
    );
    // Five players: the sixth number is the bye.
    expect(bergerTable(5).map((r) => [r.bye, r.games])).toEqual([
      [
        1,
        [
          [2, 5],
          [3, 4],
        ],
      ],
      [
        4,
        [
          [5, 3],
          [1, 2],
        ],
      ],
      [
        2,
        [
          [3, 1],
          [4, 5],
        ],
      ],
      [
        5,
        [
          [1, 4],
          [2, 3],
        ],
      ],
      [
        3,
        [
          [4, 2],
          [5, 1],
        ],
      ],
    ]);
  });

  it('for 2 to 16 players: everyone once a round, every pair exactly once, colours differing by at most one', () => {
    for (let n = 2; n <= MAX_ROUND_ROBIN_PLAYERS; n++) {
      const rounds = bergerTable(n);
      expect(rounds).toHaveLength(roundRobinRounds(n));
      const met = new Map<string, number>();
      const balance = new Array(n + 1).fill(0);
      const byes = new Array(n + 1).fill(0);
      for (const round of rounds) {
        const seen = round.games.flat();
        if (round.bye !== undefined) {
          seen.push(round.bye);
          byes[round.bye]++;
        }
        expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        for (const [black, white] of round.games) {
          const key = [black, white].sort((a, b) => a - b).join('-');
          met.set(key, (met.get(key) ?? 0) + 1);
          balance[black]++;
          balance[white]--;
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((times) => times === 1)).toBe(true);
      for (let p = 1; p <= n; p++) {
        expect(Math.abs(balance[p])).toBeLessThanOrEqual(1);
        expect(byes[p]).toBe(n % 2);
      }
    }
    expect(() => bergerTable(17)).toThrow(RangeError);
    expect(() => bergerTable(1)).toThrow(RangeError);
  });
});

describe('round-robin tournaments', () => {
  const five = (): Tournament =>
    unwrap(
      createTournament(
        { rounds: 5, system: 'round-robin' },
        ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ name })),
      ),
    );

  /** Pairs and plays every round (Black wins each game 40-24). */
  const playAll = (start: Tournament, before?: (t: Tournament, round: number) => Tournament): Tournament => {
    let t = start;
    for (let round = 1; round <= t.settings.rounds; round++) {
      if (before) t = before(t, round);
      const p = unwrap(pairRound(t, round));
      t = unwrap(setRound(t, p));
      for (const g of p.games) t = unwrap(recordResult(t, round, g, unwrap(discsResult(40, 24, 8))));
    }
    return t;
  };

  it('pairs each round by the table, players numbered in order of entry', () => {
    const t = five();
    expect(unwrap(pairRound(t, 1))).toEqual({
      round: 1,
      games: [
        { black: 'Bo', white: 'Ed' },
        { black: 'Cy', white: 'Di' },
      ],
      byes: ['Ann'],
    });
    const done = playAll(t);
    const pairs = done.rounds.flatMap((r) => r.games.map((g) => [g.black, g.white].sort().join('-')));
    expect(new Set(pairs).size).toBe(10);
    expect(pairs).toHaveLength(10);
  });

  it("gives a withdrawn player's scheduled opponents a bye", () => {
    const done = playAll(five(), (t, round) => (round === 3 ? unwrap(withdrawPlayer(t, 'Di', 3)) : t));
    // Di meets Ed in round 3 (4-5), Ann in round 4 (1-4) and Bo in round 5 (4-2) of the table.
    expect([...done.rounds[2].byes].sort()).toEqual(['Bo', 'Ed']);
    expect([...done.rounds[3].byes].sort()).toEqual(['Ann', 'Ed']);
    expect([...done.rounds[4].byes].sort()).toEqual(['Bo', 'Cy']);
  });

  it('refuses a late entry, more than 16 players and a round count that is not the table', () => {
    const late = unwrap(addPlayer(five(), { name: 'Fay' }, 2));
    expect(pairRound(late, 1)).toMatchObject({ ok: false, error: { code: 'ERR_PAIRING' } });
    const seven = unwrap(addPlayer(unwrap(addPlayer(five(), { name: 'Fay' }, 1)), { name: 'Gus' }, 1));
    expect(pairRound(seven, 1)).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_SETTINGS',
        message: 'a round robin of 7 players has 7 rounds; this tournament is set for 5',
      },
    });
    // Six players play five rounds, as five do: one more entry before round 1 needs no change.
    expect(pairRound(unwrap(addPlayer(five(), { name: 'Fay' }, 1)), 1).ok).toBe(true);
    const many = unwrap(
      createTournament(
        { rounds: 17, system: 'round-robin' },
        Array.from({ length: 17 }, (_, i) => ({ name: `P${i + 1}` })),
      ),
    );
    expect(pairRound(many, 1)).toMatchObject({ ok: false, error: { code: 'ERR_PAIRING' } });
  });

  it('draws lots from a seed, whatever the order the names come in', () => {
    const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];
    expect(drawLots(names, 7)).toEqual(drawLots([...names].reverse(), 7));
    expect([...drawLots(names, 7)].sort()).toEqual(names);
    expect(drawLots(names, 7)).not.toEqual(drawLots(names, 8));
  });
});
