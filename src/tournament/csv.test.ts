import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleTournament, unwrapAll } from '../../tests/support/tournament.js';
import { unwrap } from '../core/index.js';
import {
  csvField,
  makeResultsCsv,
  makeStandingsCsv,
  parsePlayersList,
  parseResultsCsv,
  splitCsvLine,
  tournamentFromResults,
} from './csv.js';
import { standings } from './standings.js';

describe('CSV fields', () => {
  it('splits quoted fields as RFC 4180 has them, and says where a line is broken', () => {
    expect(unwrap(splitCsvLine('1,"Smith, J","say ""hi""",,'))).toEqual([
      '1',
      'Smith, J',
      'say "hi"',
      '',
      '',
    ]);
    expect(unwrap(splitCsvLine(''))).toEqual(['']);
    expect(splitCsvLine('1,"open')).toEqual({
      ok: false,
      error: { column: 3, message: 'a quoted field is not closed' },
    });
    expect(splitCsvLine('1,"a"b')).toEqual({
      ok: false,
      error: { column: 6, message: 'a quoted field must end at a comma' },
    });
  });

  it('quotes what needs it and reads back every field it writes (property)', () => {
    expect(csvField('Smith, J')).toBe('"Smith, J"');
    expect(csvField('Ann')).toBe('Ann');
    expect(csvField(5.5)).toBe('5.5');
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !/[\r\n]/.test(s)),
          { minLength: 1 },
        ),
        (fields) => {
          expect(unwrap(splitCsvLine(fields.map(csvField).join(',')))).toEqual(fields);
        },
      ),
    );
  });
});

describe('parseResultsCsv', () => {
  it('reads games, byes and withdrawals, with or without a header, CRLF and blank lines', () => {
    const text =
      'round,black,white,black_discs,white_discs\r\n1,Ann,Bo,30,20\r\n\r\n1,Cy,BYE,,\r\n2,Bo,withdrawn,,\r\n2,Ann,Cy,,\r\n';
    expect(unwrapAll(parseResultsCsv(text))).toEqual([
      { line: 2, round: 1, kind: 'game', black: 'Ann', white: 'Bo', discs: { black: 30, white: 20 } },
      { line: 4, round: 1, kind: 'bye', player: 'Cy' },
      { line: 5, round: 2, kind: 'withdrawn', player: 'Bo' },
      { line: 6, round: 2, kind: 'game', black: 'Ann', white: 'Cy' },
    ]);
    expect(unwrapAll(parseResultsCsv('1, Ann , Bo ,33,31'))).toEqual([
      { line: 1, round: 1, kind: 'game', black: 'Ann', white: 'Bo', discs: { black: 33, white: 31 } },
    ]);
    expect(unwrapAll(parseResultsCsv(''))).toEqual([]);
  });

  it('reports every bad line by its number, and reads nothing from a file with one', () => {
    const text = [
      'round,black,white,black_discs,white_discs',
      '1,Ann,Bo,65,0',
      'one,Ann,Bo,30,20',
      '1,Ann,Bo,40,30',
      '1,Cy,BYE,32,',
      '1,Ann,Ann,32,32',
      '1,Ann,,,',
      '1,Ann,Bo,30,20,x',
      '1,Ann,"Bo,30,20',
      '1,Ann,Bo,3.5,20',
      '2,Ann,Bo,30,20',
    ].join('\n');
    const parsed = parseResultsCsv(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.map((e) => e.message)).toEqual([
      'line 2: black_discs "65" is not a whole number from 0 to 64',
      'line 3: the round "one" is not a whole number from 1',
      'line 4: 40-30 is 70 discs, more than the 64 squares',
      'line 5: a bye line has no discs: "1,Cy,BYE,,"',
      'line 6: "Ann" cannot play themselves',
      'line 7: no player named in the white column (or BYE, WITHDRAWN)',
      'line 8: 6 fields; a line is round,black,white,black_discs,white_discs',
      'line 9: column 7: a quoted field is not closed',
      'line 10: black_discs "3.5" is not a whole number from 0 to 64',
    ]);
    expect(parsed.error.map((e) => e.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('refuses a control character in a name, with the line', () => {
    const parsed = parseResultsCsv('1,Ann,Bo,40,24\n2,Ann,"B\to",33,31\n3,Cy\u0000,BYE,,\n');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.error.map((e) => e.message)).toEqual([
        `line 2: the white column's name "B\\to": the control character U+0009 at column 2 cannot be in a name`,
        `line 3: the black column's name "Cy\\u0000": the control character U+0000 at column 3 cannot be in a name`,
      ]);
  });

  it('checks discs against the board given (6x6: 36 squares)', () => {
    expect(parseResultsCsv('1,A,B,20,17', 6)).toMatchObject({
      ok: false,
      error: [{ message: 'line 1: 20-17 is 37 discs, more than the 36 squares' }],
    });
  });
});

describe('tournamentFromResults', () => {
  const build = (text: string, options = {}) =>
    tournamentFromResults(unwrapAll(parseResultsCsv(text)), options);

  it('reports lines that contradict others, by number', () => {
    const result = build(
      ['1,A,B,40,24', '1,C,A,30,34', '2,B,WITHDRAWN,,', '3,B,C,40,24', '3,B,WITHDRAWN,,', '2,D,BYE,,'].join(
        '\n',
      ),
      { entrants: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], rounds: 2 },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map((e) => e.message)).toEqual([
      'line 2: A already plays in round 1 (line 1)',
      'line 4: round 3 is past the 2 rounds of the tournament',
      'line 4: B withdrew from round 2 (line 3) and plays no game from then',
      'line 5: B already withdrew from round 2 (line 3)',
      'line 5: round 3 is past the 2 rounds of the tournament',
      'line 6: "D" is not in the players list',
    ]);
  });

  it('places the refusal of a reserved name on its line', () => {
    expect(build('1,A,B,40,24\n2,A,Bye,,\n2,withdrawn,B,33,31\n')).toMatchObject({
      ok: false,
      error: [
        {
          line: 3,
          message: "line 3: 'withdrawn' cannot be a name: results files use WITHDRAWN for a withdrawal",
        },
      ],
    });
  });

  it('builds players in order of appearance, joined at their first round, and gives empties to winners', () => {
    const t = unwrapAll(build('1,A,B,30,20\n2,A,C,32,32\n2,B,WITHDRAWN,,\n'));
    expect(t.settings.rounds).toBe(2);
    expect(t.players).toEqual([
      { name: 'A', joined: 1 },
      { name: 'B', joined: 1, withdrawn: 2 },
      { name: 'C', joined: 2 },
    ]);
    expect(t.rounds[0].games[0].result).toEqual({ black: 44, white: 20, source: 'discs' });
  });
});

describe('makeResultsCsv', () => {
  it('writes what wedge standings reads: the same standings come back', () => {
    const t = sampleTournament();
    const text = makeResultsCsv(t);
    expect(text.split('\n')[0]).toBe('round,black,white,black_discs,white_discs');
    expect(text).toContain('"Smith, J"');
    expect(text).toContain('"O""Neil"');
    expect(text).toContain('3,Bo,WITHDRAWN,,');
    const back = unwrapAll(tournamentFromResults(unwrapAll(parseResultsCsv(text)), { rounds: 3 }));
    expect(standings(back)).toEqual(standings(t));
    // Round 3 is paired but not played: its sheet has empty disc fields.
    const sheet = makeResultsCsv(t, 3).trimEnd().split('\n');
    expect(
      sheet.slice(1).every((l) => l.startsWith('3,') && (l.endsWith(',,') || l.includes('WITHDRAWN'))),
    ).toBe(true);
  });
});

describe('makeStandingsCsv', () => {
  it('writes rank, player, points, BQ, discs and games', () => {
    const csv = makeStandingsCsv([
      { rank: 1, player: 'Smith, J', points: 2.5, bq: 230, discs: 105, games: 3 },
      { rank: 2, player: 'D', points: 1, bq: 138.5, discs: 65, games: 2 },
    ]);
    expect(csv).toBe('rank,player,points,bq,discs,games\n1,"Smith, J",2.5,230,105,3\n2,D,1,138.5,65,2\n');
  });
});

describe('parsePlayersList', () => {
  it('reads one name a line, optionally with a rating', () => {
    expect(unwrapAll(parsePlayersList('Ann,1850\n\nBo\r\n"Smith, J", 1700\n'))).toEqual([
      { name: 'Ann', rating: 1850 },
      { name: 'Bo' },
      { name: 'Smith, J', rating: 1700 },
    ]);
  });

  it('reports repeated names and ratings that are not numbers, by line', () => {
    const parsed = parsePlayersList('Ann\nBo,strong\nAnn,1500\nCy,1,2\n');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.error.map((e) => e.message)).toEqual([
        'line 2: the rating "strong" is not a number',
        'line 3: "Ann" is already on line 1',
        'line 4: a line is a name, optionally followed by ,rating',
      ]);
  });

  it('keeps names in NFC, so one name typed two ways is one player, and refuses control characters by line', () => {
    // "José" with a precomposed é (U+00E9), then with e and a combining acute (U+0301).
    const parsed = parsePlayersList('Jos\u00e9,1900\nJose\u0301\nAn\u0007n\n');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.error.map((e) => e.message)).toEqual([
        'line 2: "José" is already on line 1',
        'line 3: "An\\u0007n": the control character U+0007 at column 3 cannot be in a name',
      ]);
    const lines = unwrapAll(parseResultsCsv('1,Jose\u0301,Bo,40,24\n'));
    const t = unwrapAll(tournamentFromResults(lines, { entrants: [{ name: 'Jos\u00e9' }, { name: 'Bo' }] }));
    expect(t.rounds[0].games[0].black).toBe('Jos\u00e9');
  });
});
