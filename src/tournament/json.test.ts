import { describe, expect, it } from 'vitest';
import { sampleTournament } from '../../tests/support/tournament.js';
import { makeTournamentJson, parseTournamentJson } from './json.js';

describe('makeTournamentJson / parseTournamentJson', () => {
  it('round-trips a tournament exactly: settings, late entries, withdrawals, results and their sources', () => {
    const t = sampleTournament();
    const text = makeTournamentJson(t);
    expect(JSON.parse(text)).toMatchObject({ format: 'wedge-tournament', version: 1 });
    const back = parseTournamentJson(text);
    expect(back).toEqual({ ok: true, value: t });
    expect(JSON.stringify(back.ok && back.value)).toContain('"source":"time"');
  });

  it('names the path of a fault in the shape', () => {
    const doc = JSON.parse(makeTournamentJson(sampleTournament()));
    const broken = (change: (d: typeof doc) => void): string => {
      const d = structuredClone(doc);
      change(d);
      const parsed = parseTournamentJson(JSON.stringify(d));
      return parsed.ok ? 'accepted' : parsed.error.message;
    };
    expect(parseTournamentJson('{"format":')).toMatchObject({ ok: false, error: { code: 'ERR_SYNTAX' } });
    expect(broken((d) => (d.format = 'chess'))).toMatch(/^format: /);
    expect(broken((d) => (d.rounds[1].games[0].result.black = 'many'))).toMatch(
      /^rounds\[1\]\.games\[0\]\.result\.black: /,
    );
    expect(broken((d) => (d.players[2].joined = 1.5))).toMatch(/^players\[2\]\.joined: /);
    expect(broken((d) => (d.settings.size = 10))).toMatch(/^settings\.size: /);
  });

  it('applies the rules of the operations: every fault named with where it is', () => {
    const doc = JSON.parse(makeTournamentJson(sampleTournament()));
    const broken = (change: (d: typeof doc) => void): string => {
      const d = structuredClone(doc);
      change(d);
      const parsed = parseTournamentJson(JSON.stringify(d));
      return parsed.ok ? 'accepted' : parsed.error.message;
    };
    expect(broken((d) => (d.rounds[0].games[0].white = 'Nobody'))).toBe(
      'rounds[0]: round 1, board 1: there is no player named "Nobody"',
    );
    expect(broken((d) => (d.rounds[0].games[0].result.black = 60))).toMatch(
      /^rounds\[0\]\.games\[0\]\.result: .* more discs than the 64 squares/,
    );
    expect(broken((d) => d.players.push({ ...d.players[0] }))).toMatch(
      /^players\[6\]: there is already a player/,
    );
    expect(broken((d) => (d.settings.rounds = 0))).toMatch(/^settings: the number of rounds/);
    // A result whose empty squares were not given to the winner (30-20 is 44-20 on the board).
    expect(
      broken((d) => {
        d.rounds[0].games[1].result = { black: 30, white: 20, source: 'discs' };
      }),
    ).toBe(
      'rounds[0].games[1].result: 30-20 leaves 14 squares empty: a result gives the empty squares to the winner (44-20)',
    );
    expect(broken((d) => (d.players[1].name = 'Bad\u0007'))).toMatch(/^players\[1\]: .*U\+0007/);
    expect(broken((d) => (d.players[0].withdrawn = 1))).toMatch(
      /^players\[0\]\.withdrawn: .* has board \d in round 1/,
    );
  });
});
