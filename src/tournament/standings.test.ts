import { describe, expect, it } from 'vitest';
import { tournamentOf } from '../../tests/support/tournament.js';
import {
  brightwellConstant,
  completeRounds,
  currentStandings,
  standings,
  throughRound,
} from './standings.js';

const fromText = tournamentOf;

/**
 * Five players, three rounds, 8x8, a bye in rounds 1 and 2, and D withdrawn from round 3.
 * Discs as written; every game here fills the board, so no empties move.
 */
const CLUB = `round,black,white,black_discs,white_discs
1,A,B,40,24
1,C,D,30,34
1,E,BYE,,
2,A,D,33,31
2,B,E,20,44
2,C,BYE,,
3,D,WITHDRAWN,,
3,A,E,32,32
3,B,C,35,29
`;

describe('brightwellConstant', () => {
  it('is the whole number nearest to squares / rounds', () => {
    expect(brightwellConstant(8, 3)).toBe(21); // 64 / 3 = 21.33
    expect(brightwellConstant(8, 5)).toBe(13); // 12.8
    expect(brightwellConstant(8, 6)).toBe(11); // 10.67
    expect(brightwellConstant(8, 7)).toBe(9); // 9.14
    expect(brightwellConstant(8, 11)).toBe(6); // 5.82
    expect(brightwellConstant(6, 2)).toBe(18); // 36 / 2
    expect(brightwellConstant(4, 4)).toBe(4); // 16 / 4
  });
});

describe('standings and the Brightwell Quotient, checked by hand', () => {
  it('works the five-player example with byes and a withdrawal', () => {
    const t = fromText(CLUB);
    // c = round(64 / 3) = 21; half the board = 32.
    // Points: A 1 + 1 + 1/2 = 2.5; E bye 1 + 1 + 1/2 = 2.5; B 0 + 0 + 1 = 1; C 0 + bye 1 + 0 = 1;
    //         D 1 + 0 = 1 (withdrawn from round 3).
    // E: bye            32 + 21 x 2.5 (own)  = 84.5
    //    v B (in)       44 + 21 x 1          = 65
    //    v A (in)       32 + 21 x 2.5        = 84.5    -> 234
    // A: v B (in)       40 + 21 x 1          = 61
    //    v D (withdrawn) 32 + 21 x 2.5 (own) = 84.5    (A's 33 discs against D do not count)
    //    v E (in)       32 + 21 x 2.5        = 84.5    -> 230
    // B: v A            24 + 21 x 2.5        = 76.5
    //    v E            20 + 21 x 2.5        = 72.5
    //    v C            35 + 21 x 1          = 56      -> 205
    // C: v D (withdrawn) 32 + 21 x 1 (own)   = 53
    //    bye            32 + 21 x 1 (own)    = 53
    //    v B            29 + 21 x 1          = 50      -> 156
    // D: v C            34 + 21 x 1          = 55
    //    v A            31 + 21 x 2.5        = 83.5    -> 138.5 (a withdrawn player keeps a BQ)
    // Discs: E 44 + 32 = 76; A 40 + 33 + 32 = 105; B 24 + 20 + 35 = 79; C 30 + 29 = 59; D 34 + 31 = 65.
    expect(standings(t)).toEqual([
      { rank: 1, player: 'E', points: 2.5, bq: 234, discs: 76, games: 2 },
      { rank: 2, player: 'A', points: 2.5, bq: 230, discs: 105, games: 3 },
      { rank: 3, player: 'B', points: 1, bq: 205, discs: 79, games: 3 },
      { rank: 4, player: 'C', points: 1, bq: 156, discs: 59, games: 2 },
      { rank: 5, player: 'D', points: 1, bq: 138.5, discs: 65, games: 2 },
    ]);
  });

  it('gives empties to the winner before counting, and uses the board of the tournament (6x6)', () => {
    // Three players on 6x6, two rounds: c = round(36 / 2) = 18; half the board = 18.
    // Round 1: X-Y written 19-15 with 2 empty -> X wins 21-15. Round 2: Z-X 10-26 (full board).
    const t = fromText('1,X,Y,19,15\n1,Z,BYE,,\n2,Z,X,10,26\n2,Y,BYE,,\n', { size: 6 });
    // Points: X 2, Y 1 (bye), Z 1 (bye).
    // X: v Y 21 + 18 x 1 = 39; v Z 26 + 18 x 1 = 44                  -> 83
    // Y: v X 15 + 18 x 2 = 51; bye 18 + 18 x 1 (own) = 36            -> 87
    // Z: bye 18 + 18 x 1 = 36; v X 10 + 18 x 2 = 46                  -> 82
    expect(standings(t)).toEqual([
      { rank: 1, player: 'X', points: 2, bq: 83, discs: 47, games: 2 },
      { rank: 2, player: 'Y', points: 1, bq: 87, discs: 15, games: 1 },
      { rank: 3, player: 'Z', points: 1, bq: 82, discs: 10, games: 1 },
    ]);
  });

  it('uses the rounds of the whole tournament for c, not the rounds played so far', () => {
    // After round 1 of a 3-round tournament: c is still 21. A: 40 + 21 x 0 = 40; B: 24 + 21 x 1 = 45.
    const t = throughRound(fromText(CLUB), 1);
    const table = standings(t);
    expect(table.find((s) => s.player === 'A')).toMatchObject({ points: 1, bq: 40 });
    expect(table.find((s) => s.player === 'B')).toMatchObject({ points: 0, bq: 45 });
    // E's bye: 32 + 21 x 1 = 53.
    expect(table.find((s) => s.player === 'E')).toMatchObject({ points: 1, bq: 53, games: 0 });
  });

  it('shares a rank between players equal on points, BQ and discs, listed by name', () => {
    // Four draws of 32-32 in two rounds: c = 32; each player 1 point, BQ 2 x (32 + 32 x 1) = 128.
    const t = fromText('1,D,C,32,32\n1,B,A,32,32\n2,A,C,32,32\n2,B,D,32,32\n');
    expect(standings(t).map((s) => [s.rank, s.player, s.points, s.bq, s.discs])).toEqual([
      [1, 'A', 1, 128, 64],
      [1, 'B', 1, 128, 64],
      [1, 'C', 1, 128, 64],
      [1, 'D', 1, 128, 64],
    ]);
  });

  it('breaks equal points and BQ by discs', () => {
    // Two rounds: c = round(64 / 2) = 32, half the board 32.
    // Round 1: P-A 52-12, Q-C 40-24, B bye. Round 2: P-B 52-12, A-C 32-32, Q bye.
    // Points: P 2, Q 2, B 1, A 1/2, C 1/2.
    // P: v A 52 + 32 x 0.5 = 68; v B 52 + 32 x 1 = 84                 -> 152, discs 104
    // Q: v C 40 + 32 x 0.5 = 56; bye 32 + 32 x 2 (own) = 96           -> 152, discs 40
    // B: bye 32 + 32 x 1 = 64; v P 12 + 32 x 2 = 76                    -> 140
    // C: v Q 24 + 32 x 2 = 88; v A 32 + 32 x 0.5 = 48                  -> 136
    // A: v P 12 + 32 x 2 = 76; v C 32 + 32 x 0.5 = 48                  -> 124
    const t = fromText('1,P,A,52,12\n1,Q,C,40,24\n1,B,BYE,,\n2,P,B,52,12\n2,A,C,32,32\n2,Q,BYE,,\n');
    expect(standings(t).map((s) => [s.rank, s.player, s.points, s.bq, s.discs])).toEqual([
      [1, 'P', 2, 152, 104],
      [2, 'Q', 2, 152, 40],
      [3, 'B', 1, 140, 12],
      [4, 'C', 0.5, 136, 56],
      [5, 'A', 0.5, 124, 44],
    ]);
  });

  it('counts a tie as half a point and no result yet as nothing', () => {
    const t = fromText('1,A,B,32,32\n1,C,D,,\n');
    const table = standings(t);
    expect(table.find((s) => s.player === 'A')).toMatchObject({ points: 0.5, games: 1 });
    expect(table.find((s) => s.player === 'C')).toMatchObject({ points: 0, bq: 0, discs: 0, games: 0 });
  });

  it('are after the last round with every result in, so a bye in the round being played lifts nobody', () => {
    // Round 2 is paired and one of its games is in; B has the bye. Counting it, B (bye: 1 point)
    // would rank above A, who beat B in round 1; the standings are after round 1 until round 2 is in.
    const t = fromText('1,A,B,40,24\n1,C,D,40,24\n1,E,BYE,,\n2,E,A,40,24\n2,C,D,,\n2,B,BYE,,\n');
    expect(completeRounds(t)).toBe(1);
    const { after, rows } = currentStandings(t);
    expect(after).toBe(1);
    expect(rows.map((r) => r.player)).toEqual(standings(throughRound(t, 1)).map((r) => r.player));
    expect(rows.find((r) => r.player === 'B')!.points).toBe(0);
    expect(completeRounds(fromText('1,A,B,,\n'))).toBe(0);
    expect(currentStandings(fromText('1,A,B,40,24\n2,B,A,30,34\n')).after).toBe(2);
  });
});
