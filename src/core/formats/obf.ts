import { Bitboard } from '../bitboard.js';
import { Position } from '../position.js';
import {
  type Color,
  describeValue,
  err,
  isSquare,
  isVariant,
  type Move,
  makeMove,
  notAVariant,
  ok,
  PASS,
  parseMove,
  type Result,
  type Square,
  STANDARD,
  type Variant,
} from '../types.js';
import { type FormatError, formatError, quote } from './error.js';

/** A move of a problem with its exact score: the final disc difference for the side to move. */
export interface ObfSolution {
  readonly move: Move;
  /** Disc difference at the end of perfect play, empties to the winner, e.g. +38. */
  readonly score: number;
}

/** A position from an OBF line and the solutions listed after it (best first, possibly none). */
export interface ObfEntry {
  readonly position: Position;
  readonly solutions: readonly ObfSolution[];
}

const BLACK_CHARS = 'Xx*';
const WHITE_CHARS = 'Oo';
const EMPTY_CHARS = '-.';

/** The largest score an OBF solution may give: a disc difference on the 8x8 board. */
const MAX_SCORE = 64;

/**
 * Reads one OBF line, `<64 squares> <side>[; MOVE:score]...`: squares a1..h8 row by row, `X`/`*`
 * black, `O` white, `-`/`.` empty; side `X` or `O`. The variant (standard by default) decides which
 * squares exist; discs off a smaller board are an error. An error's `column` says where in the line;
 * its message does not repeat it.
 */
export const parseObf = (line: string, variant: Variant = STANDARD): Result<ObfEntry, FormatError> => {
  if (typeof line !== 'string')
    return err(formatError('ERR_SYNTAX', `an OBF line is text, got ${describeValue(line)}`));
  if (!isVariant(variant)) return err(formatError('ERR_UNSUPPORTED', notAVariant(variant)));
  // trimEnd, not a /\s+$/ regex: the regex is quadratic on a long run of spaces inside the line.
  const text = line.trimEnd();
  const lead = text.length - text.trimStart().length;
  const body = text.slice(lead);
  const boardText = body.slice(0, 64);
  const at = (i: number): { column: number } => ({ column: lead + i + 1 });
  if (boardText.length < 64)
    return err(
      formatError(
        'ERR_SYNTAX',
        `an OBF board has 64 squares, this line has ${boardText.length}`,
        at(boardText.length),
      ),
    );
  const black: Square[] = [];
  const white: Square[] = [];
  for (let i = 0; i < 64; i++) {
    const c = boardText[i];
    if (BLACK_CHARS.includes(c)) black.push(i as Square);
    else if (WHITE_CHARS.includes(c)) white.push(i as Square);
    else if (!EMPTY_CHARS.includes(c))
      return err(formatError('ERR_SYNTAX', `${quote(c)} is not a square (X, *, O, - or .)`, at(i)));
  }
  const rest = body.slice(64);
  const sideMatch = /^\s+([XxOo*])(?=\s|;|$)/.exec(rest);
  if (!sideMatch)
    return err(
      formatError('ERR_SYNTAX', 'the board must be followed by a space and the side to move, X or O', at(64)),
    );
  const turn: Color = WHITE_CHARS.includes(sideMatch[1]) ? 'white' : 'black';
  const setup = Position.fromSetup({
    board: { black: Bitboard.fromSquares(black), white: Bitboard.fromSquares(white) },
    turn,
    variant,
  });
  if (!setup.ok) return err(formatError('ERR_POSITION', setup.error.message, at(0)));
  const solutions: ObfSolution[] = [];
  let offset = 64 + sideMatch[0].length;
  const tail = rest.slice(sideMatch[0].length);
  // The tail is `; MOVE:score` items; a trailing `;` (as in the FFO files) ends the list.
  for (const part of tail.split(';')) {
    const column = lead + offset + 1 + (part.length - part.trimStart().length);
    offset += part.length + 1;
    const item = part.trim();
    if (item === '') continue;
    const m = /^([a-h][1-8]|pass|pa|--|@@)\s*:\s*([+-]?\d+)$/i.exec(item);
    const move = m ? parseMove(m[1]) : undefined;
    if (!m || move === undefined)
      return err(
        formatError('ERR_SYNTAX', `${quote(item)} is not a solution (MOVE:score, e.g. A2:+38)`, { column }),
      );
    // A score is a disc difference; anything larger (or too long to be a number) is a fault, not Infinity.
    const score = Number(m[2]);
    if (Math.abs(score) > MAX_SCORE)
      return err(
        formatError(
          'ERR_SYNTAX',
          `${quote(m[2])} is not a score: a disc difference is -${MAX_SCORE} to +${MAX_SCORE}`,
          { column },
        ),
      );
    solutions.push({ move, score });
  }
  return ok({ position: setup.value, solutions });
};

/**
 * Writes a position as an OBF line, with its solutions as `; MOVE:score` items if given. A solution
 * OBF cannot hold (a move that is not a square or a pass, a score that is not a whole disc difference
 * from -64 to +64, such as NaN or 65) throws a RangeError naming it: solutions come from the program,
 * never from input, so one of these is a bug of the caller.
 */
export const makeObf = (position: Position, solutions: readonly ObfSolution[] = []): string => {
  for (const [i, { move, score }] of solutions.entries()) {
    if (move !== PASS && !isSquare(move))
      throw new RangeError(`makeObf: solution ${i + 1}: ${describeValue(move)} is not a move`);
    if (typeof score !== 'number' || !Number.isInteger(score) || Math.abs(score) > MAX_SCORE)
      throw new RangeError(
        `makeObf: solution ${i + 1}: score ${describeValue(score)} is not a disc difference (a whole number from -${MAX_SCORE} to +${MAX_SCORE})`,
      );
  }
  let board = '';
  for (let s = 0; s < 64; s++) {
    const sq = s as Square;
    board += position.board.black.has(sq) ? 'X' : position.board.white.has(sq) ? 'O' : '-';
  }
  const side = position.turn === 'black' ? 'X' : 'O';
  if (solutions.length === 0) return `${board} ${side}`;
  const items = solutions.map(
    ({ move, score }) => `; ${makeMove(move).toUpperCase()}:${score >= 0 ? '+' : ''}${score}`,
  );
  return `${board} ${side}${items.join('')};`;
};

/** One line of an OBF file that holds a position: its 1-based number and what it reads as. */
export interface ObfLine {
  readonly line: number;
  /** The entry, or the error with `line` set and the message starting `line N, column C:`. */
  readonly entry: Result<ObfEntry, FormatError>;
}

/**
 * Reads every position line of an OBF file, each on its own (blank lines and `%` comments are
 * skipped), so that a caller can use the good lines and report the bad ones by line.
 */
export const parseObfLines = (text: string, variant: Variant = STANDARD): ObfLine[] => {
  const lines: ObfLine[] = [];
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('%')) continue;
    const entry = parseObf(line, variant);
    const place = `line ${i + 1}${entry.ok || entry.error.column === undefined ? '' : `, column ${entry.error.column}`}`;
    lines.push({
      line: i + 1,
      entry: entry.ok
        ? entry
        : err({ ...entry.error, line: i + 1, message: `${place}: ${entry.error.message}` }),
    });
  }
  return lines;
};

/** Reads a file of OBF lines, skipping blank lines and `%` comments; the first bad line is the error. */
export const parseObfFile = (text: string, variant: Variant = STANDARD): Result<ObfEntry[], FormatError> => {
  const entries: ObfEntry[] = [];
  for (const { entry } of parseObfLines(text, variant)) {
    if (!entry.ok) return entry;
    entries.push(entry.value);
  }
  return ok(entries);
};
