import { Bitboard } from '../bitboard.js';
import { Position } from '../position.js';
import {
  type Color,
  err,
  type Move,
  makeMove,
  ok,
  parseMove,
  type Result,
  type Square,
  STANDARD,
  type Variant,
} from '../types.js';
import { type FormatError, formatError } from './error.js';

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

/**
 * Reads one OBF line, `<64 squares> <side>[; MOVE:score]...`: squares a1..h8 row by row, `X`/`*`
 * black, `O` white, `-`/`.` empty; side `X` or `O`. The variant (standard by default) decides which
 * squares exist; discs off a smaller board are an error.
 */
export const parseObf = (line: string, variant: Variant = STANDARD): Result<ObfEntry, FormatError> => {
  const text = line.replace(/\s+$/, '');
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
      return err(
        formatError(
          'ERR_SYNTAX',
          `"${c}" at column ${lead + i + 1} is not a square (X, *, O, - or .)`,
          at(i),
        ),
      );
  }
  const rest = body.slice(64);
  const sideMatch = /^\s+([XxOo*])(?=\s|;|$)/.exec(rest);
  if (!sideMatch)
    return err(
      formatError(
        'ERR_SYNTAX',
        `column ${lead + 65}: the board must be followed by a space and the side to move, X or O`,
        at(64),
      ),
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
        formatError('ERR_SYNTAX', `column ${column}: "${item}" is not a solution (MOVE:score, e.g. A2:+38)`, {
          column,
        }),
      );
    solutions.push({ move, score: Number(m[2]) });
  }
  return ok({ position: setup.value, solutions });
};

/** Writes a position as an OBF line, with its solutions as `; MOVE:score` items if given. */
export const makeObf = (position: Position, solutions: readonly ObfSolution[] = []): string => {
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

/** Reads a file of OBF lines, skipping blank lines and `%` comments; an error names its line. */
export const parseObfFile = (text: string, variant: Variant = STANDARD): Result<ObfEntry[], FormatError> => {
  const entries: ObfEntry[] = [];
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('%')) continue;
    const entry = parseObf(line, variant);
    if (!entry.ok)
      return err({ ...entry.error, line: i + 1, message: `line ${i + 1}: ${entry.error.message}` });
    entries.push(entry.value);
  }
  return ok(entries);
};
