import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tournamentOf } from '../../tests/support/tournament.js';
import { makeSquare, PASS, Position, type Square, unwrap } from '../core/index.js';
import {
  makeSheetsHtml,
  makeSheetText,
  parseSheetText,
  sheetResult,
  sheetResultsLine,
  type TranscriptSheet,
  transcriptSheets,
} from './sheets.js';

const SHEET: TranscriptSheet = { event: 'Club night', round: 3, board: 2, black: 'Ann Smith', white: 'Bo' };

/** A game played to its end with moves chosen by `pick` (an index into the legal moves). */
const playedGame = (pick: (count: number) => number): { squares: Square[]; final: Position } => {
  let position = Position.initial();
  const squares: Square[] = [];
  while (!position.isGameOver()) {
    const moves = position.legalMoves().toArray();
    if (moves.length === 0) {
      position = unwrap(position.play(PASS)).position;
      continue;
    }
    const move = moves[pick(moves.length)];
    squares.push(move);
    position = unwrap(position.play(move)).position;
  }
  return { squares, final: position };
};

/** The sheet's text with each move's number written on its square, as a director would type it. */
const fill = (text: string, squares: readonly Square[]): string => {
  const number = new Map<string, string>(squares.map((s, i) => [makeSquare(s), String(i + 1)]));
  return text
    .split('\n')
    .map((line) => {
      const row = /^ ?([1-8]) /.exec(line);
      if (!row || (!line.includes(' .') && !line.includes(' x'))) return line;
      // Cells are four characters wide after the row number and a space (see makeSheetText).
      return (
        line.slice(0, 3) +
        ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
          .map((f, c) => number.get(`${f}${row[1]}`)?.padStart(4) ?? line.slice(3 + 4 * c, 7 + 4 * c))
          .join('')
      );
    })
    .join('\n');
};

describe('transcript sheets', () => {
  it('makes one sheet a game of the round, with names, colours, round and board', () => {
    const t = tournamentOf('1,Ann,Bo,40,24\n1,Cy,Di,30,34\n2,Di,Ann,,\n2,Bo,Cy,,\n', { rounds: 3 });
    expect(unwrap(transcriptSheets(t, 2))).toEqual([
      { round: 2, board: 1, black: 'Di', white: 'Ann' },
      { round: 2, board: 2, black: 'Bo', white: 'Cy' },
    ]);
    expect(transcriptSheets(t, 3)).toMatchObject({ ok: false, error: { code: 'ERR_ROUND' } });
    const six = tournamentOf('1,Ann,Bo,20,16\n', { rounds: 1, size: 6 });
    expect(transcriptSheets(six, 1)).toMatchObject({ ok: false, error: { code: 'ERR_SETTINGS' } });
  });

  it('prints the 8x8 grid as text with a-h, 1-8 and the starting discs', () => {
    const text = makeSheetText(SHEET);
    expect(text.split('\n').slice(0, 5)).toEqual([
      'Wedge transcript sheet',
      'Event: Club night',
      'Round 3, board 2',
      'Black (moves first): Ann Smith',
      'White: Bo',
    ]);
    expect(text).toContain(
      [
        '      a   b   c   d   e   f   g   h',
        ' 1    .   .   .   .   .   .   .   .',
        ' 2    .   .   .   .   .   .   .   .',
        ' 3    .   .   .   .   .   .   .   .',
        ' 4    .   .   .   o   x   .   .   .',
        ' 5    .   .   .   x   o   .   .   .',
        ' 6    .   .   .   .   .   .   .   .',
        ' 7    .   .   .   .   .   .   .   .',
        ' 8    .   .   .   .   .   .   .   .',
      ].join('\n'),
    );
  });

  it('reads a filled sheet back as the game it records, for any game played to its end (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (picks) => {
        let i = 0;
        const { squares, final } = playedGame((count) => picks[i++ % picks.length] % count);
        const filled = fill(makeSheetText(SHEET), squares);
        const read = unwrap(parseSheetText(filled));
        const { black, white } = final.outcome()!.score.tournament;
        expect(read).toEqual({
          round: 3,
          board: 2,
          black: 'Ann Smith',
          white: 'Bo',
          result: { black, white, source: 'game' },
        });
      }),
      { numRuns: 50 },
    );
  });

  it('checks a filled sheet against its round and board, and says what is wrong with one', () => {
    const t = tournamentOf('1,Ann,Bo,,\n', { rounds: 1 });
    const sheet = unwrap(transcriptSheets(t, 1))[0];
    // Black's nine-move wipeout (d3 c3 b3 d2 e1 d6 d7 e3 f4): 64-0.
    const wipeout = ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4'].map(
      (name) => (name.charCodeAt(0) - 97 + 8 * (Number(name[1]) - 1)) as Square,
    );
    const filled = fill(makeSheetText(sheet), wipeout);
    expect(unwrap(sheetResult(t, filled))).toEqual({
      round: 1,
      game: { black: 'Ann', white: 'Bo' },
      result: { black: 64, white: 0, source: 'game' },
    });
    expect(sheetResultsLine(1, 'Ann', 'Bo', { black: 64, white: 0, source: 'game' })).toBe('1,Ann,Bo,64,0');
    expect(sheetResult(t, filled.replace('White: Bo', 'White: Cy'))).toMatchObject({
      ok: false,
      error: { message: 'the sheet of round 1, board 1 names "Cy" as White; the board has "Bo"' },
    });
    expect(sheetResult(t, filled.replace('Round 1, board 1', 'Round 1, board 2'))).toMatchObject({
      ok: false,
      error: { message: 'round 1 has no board 2' },
    });
    // Move 5 (e1) written on a square where it cannot be played: the error names the move.
    const wrong = fill(makeSheetText(sheet), [...wipeout.slice(0, 4), 0 as Square, ...wipeout.slice(5)]);
    expect(sheetResult(t, wrong)).toMatchObject({
      ok: false,
      error: { message: /move 5 \(a1\) is illegal/ },
    });
    expect(parseSheetText(makeSheetText(sheet))).toMatchObject({
      ok: false,
      error: { message: 'the game is not over after 0 moves: a result needs a finished game' },
    });
  });

  it('prints every sheet of a round as one HTML document, a sheet a page, names escaped', () => {
    const html = makeSheetsHtml(
      [SHEET, { round: 3, board: 3, black: 'Cy <the "best">', white: 'Di & Ed' }],
      'Round 3',
    );
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Round 3</title>');
    expect(html.match(/<section class="wedge-sheet"/g)).toHaveLength(2);
    expect(html).toContain('data-round="3" data-board="3"');
    expect(html).toContain('Cy &lt;the &quot;best&quot;&gt;');
    expect(html).toContain('Di &amp; Ed');
    expect(html).not.toContain('<the "best">');
    const first = html.slice(html.indexOf('<section'), html.indexOf('</section>'));
    expect(first.match(/<th scope="col">[a-h]<\/th>/g)).toHaveLength(8);
    expect(first.match(/<th scope="row">[1-8]<\/th>/g)).toHaveLength(8);
    expect(first.match(/<td/g)).toHaveLength(64);
    expect(html).toContain('break-after: page');
  });
});
