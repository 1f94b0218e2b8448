import { describe, expect, it } from 'vitest';
import { tournamentOf } from '../../../tests/support/tournament.js';
import { unwrap } from '../../core/index.js';
import { discsResult, pairRound, recordResult, setRound } from '../../tournament/index.js';
import { kOf, postedStandings, ratingRows } from './tables.js';

describe('the standings the page posts', () => {
  it('are after the last round with every result in, and say which round is still coming in', () => {
    let t = tournamentOf('1,Ann,Bo,40,24\n1,Cy,Di,30,34\n', { rounds: 3 });
    expect(postedStandings(t)).toMatchObject({ after: 1 });
    expect(postedStandings(t).pending).toBeUndefined();
    t = unwrap(setRound(t, unwrap(pairRound(t, 2))));
    // Round 2 paired, no result yet: still after round 1, round 2 coming in.
    const paired = postedStandings(t);
    expect(paired).toMatchObject({ after: 1, pending: 2 });
    expect(paired.rows.map((r) => r.games)).toEqual([1, 1, 1, 1]);
    const [first, second] = t.rounds[1].games;
    t = unwrap(recordResult(t, 2, first, unwrap(discsResult(33, 31, 8))));
    expect(postedStandings(t)).toMatchObject({ after: 1, pending: 2 });
    t = unwrap(recordResult(t, 2, second, unwrap(discsResult(33, 31, 8))));
    expect(postedStandings(t)).toMatchObject({ after: 2 });
    expect(postedStandings(t).pending).toBeUndefined();
  });
});

describe('the ratings table', () => {
  it('reads K as typed', () => {
    expect(kOf('')).toEqual({ ok: true, value: 32 });
    expect(kOf(' 16 ')).toEqual({ ok: true, value: 16 });
    expect(kOf('0')).toEqual({ ok: true, value: 0 });
    expect(kOf('-4')).toEqual({ ok: false, error: "K must be a number from 0 to 100, not '-4'" });
    expect(kOf('101')).toMatchObject({ ok: false });
    expect(kOf('1e2')).toMatchObject({ ok: false });
  });

  it('rates the worked example of docs/tournament.md, rounded, with K as set', () => {
    // Ann 1600, Bo 1500, Cy 1400 and Di (unrated) each meet each other once (ratings.test.ts).
    const base = tournamentOf(
      '1,Ann,Bo,40,24\n1,Cy,Di,36,28\n2,Ann,Cy,32,32\n2,Bo,Di,40,24\n3,Di,Ann,20,44\n3,Cy,Bo,34,30\n',
    );
    const ratings: Record<string, number> = { Ann: 1600, Bo: 1500, Cy: 1400 };
    const t = {
      ...base,
      players: base.players.map((p) => (ratings[p.name] ? { ...p, rating: ratings[p.name] } : p)),
    };
    const rows = new Map(ratingRows(t, 32).map((r) => [r.player, r]));
    // Di lost all three: provisional 1500 + 400 x (0 - 3) / 3 = 1100.
    expect(rows.get('Di')).toEqual({
      player: 'Di',
      games: 3,
      score: 0,
      performance: 1100,
      after: 1100,
      provisional: true,
    });
    // Ann: 2.5 of 3 against Bo 1500, Cy 1400 and Di at 1100. Expected 0.6401 + 0.7597 + 0.9468 =
    // 2.3466; 1600 + 32 x (2.5 - 2.3466) = 1604.9; performance (1500 + 1400 + 1100) / 3 + 400 x 2 / 3
    // = 1600.
    expect(rows.get('Ann')).toEqual({
      player: 'Ann',
      before: 1600,
      games: 3,
      score: 2.5,
      expected: 2.35,
      performance: 1600,
      after: 1605,
      change: 5,
      provisional: false,
    });
    // K = 0 moves no rating.
    expect(ratingRows(t, 0).map((r) => r.change)).toEqual([0, 0, 0, undefined]);
  });
});
