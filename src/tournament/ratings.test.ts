import { describe, expect, it } from 'vitest';
import { tournamentOf } from '../../tests/support/tournament.js';
import { unwrap } from '../core/index.js';
import { DEFAULT_K, expectedScore, performanceRating, rateEvent } from './ratings.js';
import { forfeitResult } from './results.js';
import { addPlayer, createTournament, recordResult, setRound } from './tournament.js';

/**
 * The worked example of docs/tournament.md: Ann 1600, Bo 1500, Cy 1400 and Di (unrated) play three
 * rounds, each meeting each other once.
 */
const EXAMPLE = `round,black,white,black_discs,white_discs
1,Ann,Bo,40,24
1,Cy,Di,36,28
2,Ann,Cy,32,32
2,Bo,Di,40,24
3,Di,Ann,20,44
3,Cy,Bo,34,30
`;

const example = () => {
  const t = tournamentOf(EXAMPLE);
  return {
    ...t,
    players: t.players.map((p) => {
      const rating = ({ Ann: 1600, Bo: 1500, Cy: 1400 } as Record<string, number>)[p.name];
      return rating === undefined ? p : { ...p, rating };
    }),
  };
};

describe('expectedScore and performanceRating', () => {
  it('give 1/2 between equals and follow the formulas', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
    // 400 points apart: 1 / (1 + 10^-1) = 10/11.
    expect(expectedScore(1500, 1100)).toBeCloseTo(10 / 11, 12);
    expect(expectedScore(1100, 1500)).toBeCloseTo(1 / 11, 12);
    // Three wins and a loss against 1500s: 1500 + 400 x (3 - 1) / 4 = 1700.
    expect(
      performanceRating([
        { opponent: 1500, score: 1 },
        { opponent: 1500, score: 1 },
        { opponent: 1500, score: 1 },
        { opponent: 1500, score: 0 },
      ]),
    ).toBe(1700);
    expect(performanceRating([])).toBeUndefined();
  });
});

describe('rateEvent: the worked example, checked by hand', () => {
  it('rates the event at once from the ratings before it, K = 32', () => {
    const rows = new Map(rateEvent(example()).map((r) => [r.player, r]));
    expect(DEFAULT_K).toBe(32);
    // Di (unrated) lost to Cy 1400, Bo 1500 and Ann 1600: provisional = 1500 + 400 x (0 - 3) / 3 = 1100.
    expect(rows.get('Di')).toEqual({
      player: 'Di',
      games: 3,
      score: 0,
      performance: 1100,
      after: 1100,
      provisional: true,
    });
    // Ann 1600: beat Bo 1500, tied Cy 1400, beat Di (provisional 1100): S = 2.5.
    //   E = 1/(1+10^(-100/400)) + 1/(1+10^(-200/400)) + 1/(1+10^(-500/400))
    //     = 0.6400650 + 0.7597469 + 0.9467598 = 2.3465717
    //   R' = 1600 + 32 x (2.5 - 2.3465717) = 1604.9097;  P = 4000/3 + 400 x 2/3 = 1600.
    const ann = rows.get('Ann')!;
    expect(ann).toMatchObject({ before: 1600, games: 3, score: 2.5, provisional: false });
    expect(ann.expected).toBeCloseTo(2.3465717, 6);
    expect(ann.after).toBeCloseTo(1604.9097, 3);
    expect(ann.performance).toBeCloseTo(1600, 9);
    // Bo 1500: lost to Ann, beat Di, lost to Cy: S = 1.
    //   E = 0.3599350 + 1/(1+10^-1) (= 10/11) + 0.6400650 = 1.9090909
    //   R' = 1500 + 32 x (1 - 1.9090909) = 1470.9091;  P = 4100/3 + 400 x (1 - 2)/3 = 1233.33.
    const bo = rows.get('Bo')!;
    expect(bo.expected).toBeCloseTo(1.9090909, 6);
    expect(bo.after).toBeCloseTo(1470.9091, 3);
    expect(bo.performance).toBeCloseTo(3700 / 3, 9);
    // Cy 1400: beat Di, tied Ann, beat Bo: S = 2.5.
    //   E = 0.8490204 + 0.2402531 + 0.3599350 = 1.4492085
    //   R' = 1400 + 32 x (2.5 - 1.4492085) = 1433.6253;  P = 1400 + 400 x 2/3 = 1666.67.
    const cy = rows.get('Cy')!;
    expect(cy.expected).toBeCloseTo(1.4492085, 6);
    expect(cy.after).toBeCloseTo(1433.6253, 3);
    expect(cy.performance).toBeCloseTo(5000 / 3, 9);
  });

  it('takes K as given, and leaves an unrated player who met nobody rated unrated', () => {
    const half = new Map(rateEvent(example(), { k: 16 }).map((r) => [r.player, r]));
    expect(half.get('Ann')!.after).toBeCloseTo(1600 + 16 * (2.5 - 2.3465717), 3);
    let t = unwrap(
      createTournament({ rounds: 1 }, [{ name: 'Xu' }, { name: 'Yo' }, { name: 'Zed', rating: 1500 }]),
    );
    t = unwrap(setRound(t, { round: 1, games: [{ black: 'Xu', white: 'Yo' }], byes: ['Zed'] }));
    t = unwrap(recordResult(t, 1, { black: 'Xu', white: 'Yo' }, forfeitResult('black', 8)));
    t = unwrap(addPlayer(t, { name: 'Late' }, 1));
    const rows = rateEvent(t);
    // A forfeit is no game and a bye is none: nobody's rating moves, nobody gets one.
    expect(rows).toEqual([
      { player: 'Xu', games: 0, score: 0, provisional: false },
      { player: 'Yo', games: 0, score: 0, provisional: false },
      { player: 'Zed', before: 1500, games: 0, score: 0, expected: 0, after: 1500, provisional: false },
      { player: 'Late', games: 0, score: 0, provisional: false },
    ]);
    expect(() => rateEvent(t, { k: -1 })).toThrow(RangeError);
  });
});
