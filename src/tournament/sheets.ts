/**
 * Transcript sheets: one blank sheet per game of a round, to print and hand to the players (both
 * names and colours, the round and the board, the 8x8 grid with a-h and 1-8 on which the players
 * write each move's number), and a filled sheet typed or pasted back, read as the game's result.
 *
 * The text sheet is also the form it is read back in: its grid is a transcript as `parseTranscript`
 * reads it (`.` for a square not played, `x` and `o` for the starting discs), so a typed copy with
 * the numbers filled in is the game. The HTML sheets are a whole document, one sheet a printed page.
 */
import { err, ok, quote, type Result } from '../core/index.js';
import { csvField } from './csv.js';
import { normalizeName } from './names.js';
import { gameResultFromText } from './results.js';
import type { GameResult, Tournament, TournamentError } from './types.js';
import { tournamentError } from './types.js';

/** One game's sheet: e.g. `{ event: 'Club night', round: 3, board: 2, black: 'Ann', white: 'Bo' }`. */
export interface TranscriptSheet {
  readonly event?: string;
  readonly round: number;
  /** From 1, in the order of the round's games. */
  readonly board: number;
  readonly black: string;
  readonly white: string;
}

/** A sheet for each game of round `round`, board 1 first (8x8 tournaments: the sheets are 8x8). */
export const transcriptSheets = (
  t: Tournament,
  round: number,
): Result<TranscriptSheet[], TournamentError> => {
  if (t.settings.size !== 8)
    return err(
      tournamentError(
        'ERR_SETTINGS',
        `transcript sheets are 8x8; this tournament is on ${t.settings.size}x${t.settings.size}`,
      ),
    );
  const r = t.rounds[round - 1];
  if (!r) return err(tournamentError('ERR_ROUND', `round ${round} is not paired`));
  return ok(
    r.games.map((g, i) => ({
      ...(t.settings.name ? { event: t.settings.name } : {}),
      round,
      board: i + 1,
      black: g.black,
      white: g.white,
    })),
  );
};

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
/** The starting discs as the grid shows them: d4 and e5 White (o), e4 and d5 Black (x). */
const START: Readonly<Record<string, string>> = { d4: 'o', e4: 'x', d5: 'x', e5: 'o' };

const HEADER_TITLE = 'Wedge transcript sheet';
const BLACK_LABEL = 'Black (moves first):';
const WHITE_LABEL = 'White:';

/** A blank sheet as plain text, to print in a terminal or fill in a text editor. */
export const makeSheetText = (sheet: TranscriptSheet): string => {
  const cell = (s: string): string => s.padStart(4);
  const grid = [
    `   ${FILES.map(cell).join('')}`,
    ...Array.from(
      { length: 8 },
      (_, row) =>
        `${String(row + 1).padStart(2)} ${FILES.map((f) => cell(START[`${f}${row + 1}`] ?? '.')).join('')}`,
    ),
  ];
  return [
    HEADER_TITLE,
    ...(sheet.event ? [`Event: ${sheet.event}`] : []),
    `Round ${sheet.round}, board ${sheet.board}`,
    `${BLACK_LABEL} ${sheet.black}`,
    `${WHITE_LABEL} ${sheet.white}`,
    '',
    'Write the number of each move (1, 2, 3, ...) on the square it was played; x and o are the',
    'starting discs (x Black, o White). A pass takes no number.',
    '',
    ...grid,
    '',
    'Discs at the end: Black ____  White ____',
    'Signatures:       Black ______________  White ______________',
    '',
  ].join('\n');
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The style of the HTML sheets: A4, one sheet a page, the grid's squares big enough to write a
 * two-digit number in. Exported so that a page can print sheets inside its own document.
 */
export const SHEET_CSS = `@page { size: A4 portrait; margin: 12mm; }
.wedge-sheet { font-family: system-ui, sans-serif; color: #000; break-after: page; page-break-after: always; }
.wedge-sheet:last-child { break-after: auto; page-break-after: auto; }
.wedge-sheet h1 { font-size: 16pt; margin: 0 0 2mm; }
.wedge-sheet .players { font-size: 13pt; margin: 0 0 4mm; }
.wedge-sheet table { border-collapse: collapse; margin: 4mm 0; }
.wedge-sheet th { font-weight: normal; font-size: 11pt; width: 8mm; height: 8mm; }
.wedge-sheet td { border: 1px solid #000; width: 19mm; height: 19mm; text-align: center; font-size: 18pt; }
.wedge-sheet td.start { background: #e8e8e8; }
.wedge-sheet .fill { margin: 3mm 0; font-size: 12pt; }`;

/** One sheet as an HTML section (see `SHEET_CSS`). */
export const makeSheetHtml = (sheet: TranscriptSheet): string => {
  const head = `<tr><th></th>${FILES.map((f) => `<th scope="col">${f}</th>`).join('')}</tr>`;
  const rows = Array.from({ length: 8 }, (_, row) => {
    const cells = FILES.map((f) => {
      const disc = START[`${f}${row + 1}`];
      return disc
        ? `<td class="start" aria-label="${f}${row + 1}: ${disc === 'x' ? 'Black' : 'White'} disc at the start">${disc === 'x' ? '●' : '○'}</td>`
        : `<td aria-label="${f}${row + 1}"></td>`;
    }).join('');
    return `<tr><th scope="row">${row + 1}</th>${cells}</tr>`;
  }).join('\n');
  const event = sheet.event ? `<p class="event">${escapeHtml(sheet.event)}</p>\n` : '';
  return `<section class="wedge-sheet" data-round="${sheet.round}" data-board="${sheet.board}">
<h1>Round ${sheet.round} · Board ${sheet.board}</h1>
${event}<p class="players"><span class="black">● Black (moves first): <strong>${escapeHtml(sheet.black)}</strong></span><br>
<span class="white">○ White: <strong>${escapeHtml(sheet.white)}</strong></span></p>
<p>Write the number of each move (1, 2, 3, ...) on the square it was played. A pass takes no number.</p>
<table>
<thead>${head}</thead>
<tbody>
${rows}
</tbody>
</table>
<p class="fill">Discs at the end: Black ______ White ______</p>
<p class="fill">Signatures: Black ____________________ White ____________________</p>
</section>`;
};

/** Every sheet as one printable HTML document, e.g. `makeSheetsHtml(sheets, 'Round 3')`. */
export const makeSheetsHtml = (sheets: readonly TranscriptSheet[], title = 'Transcript sheets'): string =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
${SHEET_CSS}
</style>
</head>
<body>
${sheets.map(makeSheetHtml).join('\n')}
</body>
</html>
`;

/** What a filled sheet says: the round, board and players when its header is there, and the result. */
export interface FilledSheet {
  readonly round?: number;
  readonly board?: number;
  readonly black?: string;
  readonly white?: string;
  readonly result: GameResult;
}

/**
 * Reads a filled text sheet (as `makeSheetText` prints it, numbers written in) as the game's result,
 * with its header when it has one. The grid alone (a transcript) reads too, without the header.
 */
export const parseSheetText = (text: string): Result<FilledSheet, TournamentError> => {
  const lines = text.split(/\r?\n/);
  const header: { round?: number; board?: number; black?: string; white?: string } = {};
  for (const line of lines) {
    const place = /^\s*Round\s+(\d+),\s*board\s+(\d+)\s*$/i.exec(line);
    if (place) {
      header.round = Number(place[1]);
      header.board = Number(place[2]);
    }
    if (line.startsWith(BLACK_LABEL)) header.black = normalizeName(line.slice(BLACK_LABEL.length));
    if (line.startsWith(WHITE_LABEL)) header.white = normalizeName(line.slice(WHITE_LABEL.length));
  }
  // The grid: the line of letters a-h and the eight rows under it.
  const top = lines.findIndex((l) => /^\s*a\s+b\s+c\s+d\s+e\s+f\s+g\s+h\s*$/i.test(l));
  const grid = top < 0 ? text : lines.slice(top, top + 9).join('\n');
  const result = gameResultFromText(grid);
  if (!result.ok) {
    const shift = Math.max(0, top);
    return err(
      tournamentError(
        'ERR_RESULT',
        shift > 0
          ? `${result.error.message.replace(/^line (\d+)/, (_, n) => `line ${Number(n) + shift}`)}`
          : result.error.message,
        result.error.line === undefined ? {} : { line: result.error.line + shift },
      ),
    );
  }
  return ok({ ...header, result: result.value });
};

/**
 * A filled sheet checked against its tournament: the round and game it names, and its result, ready
 * for `recordResult`. The sheet must say its round and board, and its players must be that board's.
 */
export const sheetResult = (
  t: Tournament,
  text: string,
): Result<{ round: number; game: { black: string; white: string }; result: GameResult }, TournamentError> => {
  const sheet = parseSheetText(text);
  if (!sheet.ok) return sheet;
  const { round, board, black, white, result } = sheet.value;
  if (round === undefined || board === undefined)
    return err(
      tournamentError('ERR_RESULT', 'the sheet does not say its round and board ("Round 3, board 2")'),
    );
  const game = t.rounds[round - 1]?.games[board - 1];
  if (!game) return err(tournamentError('ERR_RESULT', `round ${round} has no board ${board}`));
  for (const [side, named, paired] of [
    ['Black', black, game.black],
    ['White', white, game.white],
  ] as const)
    if (named !== undefined && named !== paired)
      return err(
        tournamentError(
          'ERR_RESULT',
          `the sheet of round ${round}, board ${board} names ${quote(named)} as ${side}; the board has ${quote(paired)}`,
        ),
      );
  return ok({ round, game: { black: game.black, white: game.white }, result });
};

/** A read sheet as a line of a results file: `3,Ann,Bo,40,24`. */
export const sheetResultsLine = (round: number, black: string, white: string, result: GameResult): string =>
  [round, black, white, result.black, result.white].map(csvField).join(',');
