import { describe, expect, it } from 'vitest';
import { type Result, unwrap as value } from '../../core/index.js';
import { bergerTable, pairRound } from '../../tournament/index.js';
import { NEW_TOURNAMENT, tournamentOf } from './create.js';

/** The tournament made, or a failure with what was wrong. */
const unwrap = <T>(r: Result<T, string>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const robin = (players: string, byLot = false) =>
  tournamentOf({ ...NEW_TOURNAMENT, system: 'round-robin', name: 'Club', players, byLot }, 7);

describe('a new tournament from the form', () => {
  it('makes a Swiss tournament with the rounds typed and no players yet', () => {
    const t = unwrap(tournamentOf({ ...NEW_TOURNAMENT, rounds: '3' }, 1));
    expect(t.settings).toEqual({ rounds: 3, size: 8, points: { win: 1, tie: 0.5, bye: 1 } });
    expect(t.players).toEqual([]);
    expect(tournamentOf({ ...NEW_TOURNAMENT, rounds: '0' }, 1)).toEqual({
      ok: false,
      error: 'the number of rounds must be a whole number from 1 to 99, got 0',
    });
  });

  it('makes a round robin of 2-16 players with the rounds their number fixes, paired by Berger', () => {
    const t = unwrap(robin('Ann,1650\nBo\n\nCy,1500\nDi\nEd\n'));
    expect(t.settings).toMatchObject({ name: 'Club', rounds: 5, system: 'round-robin' });
    expect(t.players.map((p) => [p.name, p.rating, p.joined])).toEqual([
      ['Ann', 1650, 1],
      ['Bo', undefined, 1],
      ['Cy', 1500, 1],
      ['Di', undefined, 1],
      ['Ed', undefined, 1],
    ]);
    // Round 1 is the Berger table's, players numbered in the order typed.
    const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];
    const table = bergerTable(5)[0];
    const round1 = value(pairRound(t, 1));
    expect(round1.games).toEqual(table.games.map(([b, w]) => ({ black: names[b - 1], white: names[w - 1] })));
    expect(round1.byes).toEqual([names[table.bye! - 1]]);
    // Six players play five rounds too; sixteen fifteen.
    expect(unwrap(robin('A\nB\nC\nD\nE\nF')).settings.rounds).toBe(5);
    expect(unwrap(robin(Array.from({ length: 16 }, (_, i) => `P${i + 1}`).join('\n'))).settings.rounds).toBe(
      15,
    );
  });

  it('draws the numbers by lot from the seed, and refuses too few, too many or bad lines', () => {
    const drawn = unwrap(robin('Ann\nBo\nCy\nDi\nEd', true)).players.map((p) => p.name);
    expect([...drawn].sort()).toEqual(['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
    expect(unwrap(robin('Ann\nBo\nCy\nDi\nEd', true)).players.map((p) => p.name)).toEqual(drawn);
    expect(robin('Ann')).toEqual({
      ok: false,
      error: 'a round robin takes 2 to 16 players, one a line; 1 given',
    });
    expect(robin(Array.from({ length: 17 }, (_, i) => `P${i}`).join('\n'))).toMatchObject({ ok: false });
    expect(robin('Ann\nAnn')).toMatchObject({ ok: false, error: expect.stringMatching(/^line 2: /) });
    expect(robin('Ann,x,y\nBo')).toMatchObject({ ok: false, error: expect.stringMatching(/^line 1: /) });
  });
});
