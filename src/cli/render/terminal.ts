/**
 * The board as terminal text. Two looks from one layout: ANSI colours (a green board, legal-move
 * markers, the last move highlighted) for a person at a TTY, and plain ASCII for pipes and scripts,
 * where escape codes would be noise in the captured output.
 */
import {
  type Bitboard,
  FILE_NAMES,
  type Position,
  RANK_NAMES,
  type Square,
  squareAt,
} from '../../core/index.js';

export interface TerminalBoardOptions {
  /** Use ANSI colours, e.g. `process.stdout.isTTY`. */
  readonly ansi?: boolean;
  /** Squares to mark (the legal moves), shown only in ANSI mode. */
  readonly marks?: Bitboard;
  /** The square of the last move, highlighted in ANSI mode. */
  readonly last?: Square;
}

const ESC = '\u001b[';
const RESET = `${ESC}0m`;
const BOARD_BG = `${ESC}42m`;
const LAST_BG = `${ESC}43m`;
const BLACK_FG = `${ESC}30m`;
const WHITE_FG = `${ESC}97m`;
const MARK_FG = `${ESC}33m`;

/** Plain symbols: `X` black, `O` white, `.` empty (the OBF letters players already read). */
const plainCell = (position: Position, s: Square): string =>
  position.board.black.has(s) ? 'X' : position.board.white.has(s) ? 'O' : '.';

const ansiCell = (position: Position, s: Square, options: TerminalBoardOptions): string => {
  const bg = options.last === s ? LAST_BG : BOARD_BG;
  let glyph: string;
  if (position.board.black.has(s)) glyph = `${BLACK_FG}\u25cf`;
  else if (position.board.white.has(s)) glyph = `${WHITE_FG}\u25cf`;
  else if (options.marks?.has(s)) glyph = `${MARK_FG}\u00b7`;
  else glyph = ' ';
  return `${bg}${glyph} ${RESET}`;
};

/** The board with coordinates (columns a.. across, rows 1.. down), one string with newlines. */
export const renderBoard = (position: Position, options: TerminalBoardOptions = {}): string => {
  const n = position.variant.size;
  const lines = [`   ${FILE_NAMES.slice(0, n).join(' ')}`];
  for (let r = 0; r < n; r++) {
    let line = ` ${RANK_NAMES[r]} `;
    for (let c = 0; c < n; c++) {
      const s = squareAt(r, c);
      line += options.ansi
        ? ansiCell(position, s, options)
        : `${plainCell(position, s)}${c < n - 1 ? ' ' : ''}`;
    }
    lines.push(line);
  }
  return lines.join('\n');
};
