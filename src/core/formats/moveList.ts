import type { GameRecord } from '../game.js';
import { Position } from '../position.js';
import {
  type Color,
  describeValue,
  err,
  type Move,
  makeMove,
  makeSquare,
  ok,
  PASS,
  type Result,
  type Square,
  squareAt,
} from '../types.js';
import { type FormatError, formatError } from './error.js';
import { replayWritten, type WrittenMove } from './replay.js';

/** A move as read from a list, with the column it starts at and whether it was upper case. */
interface Token {
  readonly move: Move;
  readonly column: number;
  readonly upper: boolean;
}

const isSeparator = (c: string): boolean => c === ',' || c === ';' || c === '.' || /\s/.test(c);

/** Splits a move list into moves; a character that is neither a move nor a separator is an error. */
const tokenize = (text: string): Result<Token[], FormatError> => {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    // `--` is a pass, a single dash only separates (`f5-d6-c3`).
    if (text.startsWith('--', i) || text.startsWith('@@', i)) {
      tokens.push({ move: PASS, column: i + 1, upper: false });
      i += 2;
      continue;
    }
    if (c === '-' || isSeparator(c)) {
      i++;
      continue;
    }
    const lower = text.slice(i, i + 4).toLowerCase();
    if (lower === 'pass' || lower.startsWith('pa')) {
      tokens.push({ move: PASS, column: i + 1, upper: false });
      i += lower === 'pass' ? 4 : 2;
      continue;
    }
    const col = c.toLowerCase().charCodeAt(0) - 97;
    const row = text.charCodeAt(i + 1) - 49;
    if (col >= 0 && col < 8 && row >= 0 && row < 8) {
      tokens.push({ move: squareAt(row, col), column: i + 1, upper: c !== c.toLowerCase() });
      i += 2;
      continue;
    }
    const shown = text.slice(i, i + 2).trim() || c;
    return err(
      formatError(
        'ERR_SYNTAX',
        `move ${tokens.length + 1}: "${shown}" at column ${i + 1} is not a move (a1-h8, PA, pass, -- or @@)`,
        { column: i + 1, moveNumber: tokens.length + 1 },
      ),
    );
  }
  return ok(tokens);
};

/**
 * Reads a move list such as `f5d6c3`, `F5 d6 C3`, `f5-d6-c3`, `f5,d6,PA,c3` into a game record from
 * `start` (the standard start by default). Passes may be written (`PA`, `pass`, `--`, `@@`) or left
 * out; left out, they are inferred. When squares appear in both cases, case gives the colour
 * (upper Black, lower White), as in `F5d6C3`. An illegal move is an error naming its number, its
 * column and the reason.
 */
export const parseMoveList = (
  text: string,
  start: Position = Position.initial(),
): Result<GameRecord, FormatError> => {
  if (typeof text !== 'string')
    return err(formatError('ERR_SYNTAX', `a move list is text, got ${describeValue(text)}`));
  if (!(start instanceof Position))
    return err(formatError('ERR_SYNTAX', 'the start of a move list must be a Position'));
  const tokens = tokenize(text);
  if (!tokens.ok) return tokens;
  const squares = tokens.value.filter((t) => t.move !== PASS);
  const caseByColor = squares.some((t) => t.upper) && squares.some((t) => !t.upper);
  const written: WrittenMove[] = tokens.value.map((t) =>
    caseByColor && t.move !== PASS
      ? { move: t.move, color: (t.upper ? 'black' : 'white') as Color }
      : { move: t.move },
  );
  const replayed = replayWritten(start, written);
  if (!replayed.ok) {
    const { index } = replayed.error;
    // A stray capital turns on case-as-colour; say so, or the colour complaint would be a puzzle.
    const reason =
      caseByColor && replayed.error.reason.startsWith('written as')
        ? `${replayed.error.reason} (the list mixes cases, so case gives the colour: upper Black, lower White)`
        : replayed.error.reason;
    const token = tokens.value[index];
    const name = token.move === PASS ? 'PA' : makeSquare(token.move as Square);
    return err(
      formatError('ERR_ILLEGAL_MOVE', `move ${index + 1} (${name}): ${reason}`, {
        column: token.column,
        moveNumber: index + 1,
        move: name,
        reason,
      }),
    );
  }
  return ok({ start, moves: replayed.value.moves });
};

export interface MoveListOptions {
  /** Written between moves, e.g. `' '` or `'-'`; nothing by default (`f5d6c3`). */
  readonly separator?: string;
  /** Write passes as `PA` (left out by default, as most records do). */
  readonly passes?: boolean;
  /** Write Black's moves upper case and White's lower case (`F5d6C3`). */
  readonly caseByColor?: boolean;
}

/**
 * Writes a game's moves as a list, e.g. `f5d6c3`. A bare move array is taken to start with Black
 * and to hold its passes, which is what colours its moves for `caseByColor`.
 */
export const makeMoveList = (game: GameRecord | readonly Move[], options: MoveListOptions = {}): string => {
  const { separator = '', passes = false, caseByColor = false } = options;
  const moves: readonly { move: Move; color: Color }[] = Array.isArray(game)
    ? (game as readonly Move[]).map((move, i) => ({ move, color: i % 2 === 0 ? 'black' : 'white' }))
    : (game as GameRecord).moves;
  const parts: string[] = [];
  for (const { move, color } of moves) {
    if (move === PASS && !passes) continue;
    const text = makeMove(move);
    parts.push(move === PASS ? text : caseByColor && color === 'black' ? text.toUpperCase() : text);
  }
  return parts.join(separator);
};
