import type { GameRecord } from '../game.js';
import { Position } from '../position.js';
import {
  err,
  FILE_NAMES,
  makeSquare,
  ok,
  opposite,
  PASS,
  type Result,
  type Square,
  squareAt,
} from '../types.js';
import { centerSquares } from '../variant.js';
import { type FormatError, formatError, quote } from './error.js';

/** A cell of the sheet as read: its text and where it stands in the file. */
interface Cell {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

interface Word {
  readonly text: string;
  /** 0-based index of the first and last character in the line. */
  readonly start: number;
  readonly end: number;
}

const wordsOf = (line: string): Word[] => {
  const words: Word[] = [];
  for (const m of line.matchAll(/[^\s|]+/g)) {
    words.push({ text: m[0], start: m.index, end: m.index + m[0].length - 1 });
  }
  return words;
};

const isHeader = (words: readonly Word[]): boolean =>
  words.length === 8 && words.every((w, i) => w.text.toLowerCase() === FILE_NAMES[i]);

/** Markers a sheet may put on a square that holds no move number. */
const BLANK_MARKS = new Set(['x', 'o', '-', '.', '*']);

/** The column (0-7) nearest to a word: the one whose reference position the word covers, else the closest. */
const nearestColumn = (word: Word, centres: readonly number[]): number => {
  const mid = (word.start + word.end) / 2;
  let best = 0;
  for (let c = 1; c < 8; c++) if (Math.abs(centres[c] - mid) < Math.abs(centres[best] - mid)) best = c;
  return best;
};

/**
 * Reads a transcript sheet: eight rows of eight cells, each the number (1-60) of the move played
 * there, the starting squares blank or marked (`x`, `o`, `-`, `.`), an optional `a b ... h` header
 * and optional row labels. Blank cells are placed by their column under the header (or under the
 * full rows). The moves are replayed from the standard start with passes inferred; a missing or
 * duplicated number, a number on a starting square, or a move neither colour can play at its turn is
 * an error naming the number.
 */
export const parseTranscript = (text: string): Result<GameRecord, FormatError> => {
  const lines = text.split(/\r?\n/);
  let header: number[] | undefined;
  const rows: { words: Word[]; line: number }[] = [];
  for (const [i, line] of lines.entries()) {
    const words = wordsOf(line);
    if (words.length === 0) continue;
    // Sheets may repeat the letters below the grid; the first line of letters places the columns.
    if (isHeader(words)) {
      header ??= words.map((w) => w.start);
      continue;
    }
    rows.push({ words, line: i + 1 });
  }
  if (rows.length !== 8)
    return err(
      formatError('ERR_SYNTAX', `a transcript has 8 rows of squares, this one has ${rows.length}`, {
        line: rows[8]?.line,
      }),
    );
  // Row labels: the first word of every row is its number, 1 to 8 (a1-a8 can never hold 1 to 8 in
  // order, since move 1 is always next to the centre, so this cannot mistake cells for labels).
  // Some sheets label the rows on both sides; the same argument rules out h1-h8 holding 1 to 8.
  const labelled = rows.every((r, i) => r.words[0].text === String(i + 1));
  const labelledRight = rows.every(
    (r, i) => r.words.length > 1 && r.words[r.words.length - 1].text === String(i + 1),
  );
  const cellRows = rows.map((r) => ({
    ...r,
    words: r.words.slice(labelled ? 1 : 0, labelledRight ? r.words.length - 1 : r.words.length),
  }));
  // Blank cells are placed by the columns of the full rows, which show the real layout; the header
  // (often spaced differently from the cells) is the fallback when no row is full.
  const full = cellRows.filter((r) => r.words.length === 8);
  const centres =
    full.length > 0
      ? [0, 1, 2, 3, 4, 5, 6, 7].map(
          (c) => full.reduce((sum, r) => sum + (r.words[c].start + r.words[c].end) / 2, 0) / full.length,
        )
      : header;
  const grid: (Cell | undefined)[] = new Array(64).fill(undefined);
  for (const [r, { words, line }] of cellRows.entries()) {
    if (words.length > 8)
      return err(
        formatError('ERR_SYNTAX', `line ${line}: row ${r + 1} has ${words.length} cells, not 8`, {
          line,
          column: words[8].start + 1,
        }),
      );
    if (words.length < 8 && !centres)
      return err(
        formatError(
          'ERR_SYNTAX',
          `line ${line}: row ${r + 1} has ${words.length} cells; mark the blank squares (x, o, - or .) or add the a-h header`,
          { line },
        ),
      );
    for (const [k, word] of words.entries()) {
      const c = words.length === 8 ? k : nearestColumn(word, centres!);
      const s = squareAt(r, c);
      if (grid[s])
        return err(
          formatError('ERR_SYNTAX', `line ${line}: two cells fall under column ${FILE_NAMES[c]}`, {
            line,
            column: word.start + 1,
          }),
        );
      grid[s] = { text: word.text, line, column: word.start + 1 };
    }
  }
  return replaySheet(grid);
};

/** Checks the numbers of a read sheet and replays them. */
const replaySheet = (grid: readonly (Cell | undefined)[]): Result<GameRecord, FormatError> => {
  const starts = new Set<number>(centerSquares(8));
  const squareOf = new Map<number, Square>();
  for (let s = 0; s < 64; s++) {
    const cell = grid[s];
    if (!cell || BLANK_MARKS.has(cell.text.toLowerCase())) continue;
    const place = { line: cell.line, column: cell.column };
    if (!/^\d{1,2}$/.test(cell.text) || Number(cell.text) < 1 || Number(cell.text) > 60)
      return err(
        formatError(
          'ERR_SYNTAX',
          `line ${cell.line}, column ${cell.column}: ${quote(cell.text)} on ${makeSquare(s as Square)} is neither a move number (1-60) nor a mark`,
          place,
        ),
      );
    const n = Number(cell.text);
    if (starts.has(s))
      return err(
        formatError('ERR_START_SQUARE', `move ${n} is on ${makeSquare(s as Square)}, a starting square`, {
          ...place,
          moveNumber: n,
        }),
      );
    const other = squareOf.get(n);
    if (other !== undefined)
      return err(
        formatError(
          'ERR_DUPLICATE',
          `move ${n} appears twice, on ${makeSquare(other)} and ${makeSquare(s as Square)}`,
          { ...place, moveNumber: n },
        ),
      );
    squareOf.set(n, s as Square);
  }
  const last = squareOf.size === 0 ? 0 : Math.max(...squareOf.keys());
  for (let n = 1; n <= last; n++)
    if (!squareOf.has(n))
      return err(
        formatError('ERR_MISSING', `move ${n} is missing (the sheet goes up to ${last})`, { moveNumber: n }),
      );
  const start = Position.initial();
  const moves: GameRecord['moves'][number][] = [];
  let position = start;
  for (let n = 1; n <= last; n++) {
    const s = squareOf.get(n)!;
    const cell = grid[s]!;
    const place = { line: cell.line, column: cell.column, moveNumber: n, move: makeSquare(s) };
    const name = makeSquare(s);
    if (position.isGameOver())
      return err(formatError('ERR_ILLEGAL', `move ${n} (${name}) comes after the end of the game`, place));
    if (position.mustPass()) {
      moves.push({ move: PASS, color: position.turn });
      position = unwrapPass(position);
    }
    const played = position.play(s);
    if (!played.ok) {
      const otherCan = position.movesFor(opposite(position.turn)).has(s);
      const who = position.turn === 'black' ? 'Black' : 'White';
      const reason = otherCan
        ? `${who} is to move and has a legal move, so the other colour cannot play ${name} here`
        : `neither colour can play ${name} here`;
      return err(
        formatError('ERR_ILLEGAL', `move ${n} (${name}) is illegal: ${reason}`, { ...place, reason }),
      );
    }
    moves.push({ move: s, color: position.turn });
    position = played.value.position;
  }
  return ok({ start, moves });
};

const unwrapPass = (position: Position): Position => {
  const passed = position.pass();
  if (!passed.ok) throw new Error(`a forced pass was refused: ${passed.error.message}`);
  return passed.value;
};

/**
 * Writes a game as a transcript sheet: a header row, row labels, each played square holding its
 * move number, the starting squares marked `o` (white) and `x` (black), unplayed squares `-`.
 * Only games from the standard 8x8 start can be written this way.
 */
export const makeTranscript = (record: GameRecord): Result<string, FormatError> => {
  if (!record.start.equals(Position.initial()))
    return err(
      formatError('ERR_UNSUPPORTED', 'a transcript sheet records only games from the standard 8x8 start'),
    );
  // Only a legal game has a sheet: a square outside the board or a move out of turn would write a
  // number the sheet cannot replay.
  let position = record.start;
  for (const [i, { move }] of record.moves.entries()) {
    const played = position.play(move);
    if (!played.ok)
      return err(
        formatError('ERR_ILLEGAL_MOVE', `move ${i + 1}: ${played.error.message}`, {
          moveNumber: i + 1,
          reason: played.error.message,
        }),
      );
    position = played.value.position;
  }
  const cells: string[] = new Array(64).fill('-');
  for (const s of record.start.board.black) cells[s] = 'x';
  for (const s of record.start.board.white) cells[s] = 'o';
  let n = 0;
  for (const { move } of record.moves) if (move !== PASS) cells[move] = String(++n);
  const lines = [` ${FILE_NAMES.map((f) => `  ${f}`).join('')}`];
  for (let r = 0; r < 8; r++) {
    let line = String(r + 1);
    for (let c = 0; c < 8; c++) line += cells[squareAt(r, c)].padStart(3);
    lines.push(line);
  }
  return ok(`${lines.join('\n')}\n`);
};
