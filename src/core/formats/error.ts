/**
 * The one error value every format reader returns: a stable code, a message for people, and where
 * the fault is (line and column for text, byte offset for binary files, move number for games).
 */
export type FormatErrorCode =
  /** The text or bytes are not in the format at all. */
  | 'ERR_SYNTAX'
  /** A move is against the rules where it is played. */
  | 'ERR_ILLEGAL_MOVE'
  /** Transcript: a move number between 1 and the highest one is absent. */
  | 'ERR_MISSING'
  /** Transcript: a move number appears on two squares. */
  | 'ERR_DUPLICATE'
  /** Transcript: a move number stands on one of the four starting squares. */
  | 'ERR_START_SQUARE'
  /** Transcript: a move cannot be played by either colour at its turn. */
  | 'ERR_ILLEGAL'
  /** Well formed, but something Wedge does not handle (a 10x10 board, a GGF game type). */
  | 'ERR_UNSUPPORTED'
  /** The board describes no valid position (overlapping discs, an empty centre). */
  | 'ERR_POSITION';

export interface FormatError {
  readonly code: FormatErrorCode;
  readonly message: string;
  /** 1-based line of a text, e.g. 3. */
  readonly line?: number;
  /** 1-based character column within the line (or within a one-line move list), e.g. 12. */
  readonly column?: number;
  /** 0-based byte offset in a binary file, e.g. 84. */
  readonly offset?: number;
  /** 1-based number of the record (game, name) in a file holding several, e.g. 2. */
  readonly record?: number;
  /** 1-based number of the move at fault as written (passes count only when written), e.g. 7. */
  readonly moveNumber?: number;
  /** The move at fault as written in lower case, e.g. `'c4'` or `'PA'`. */
  readonly move?: string;
  /** Why the rules refuse the move, e.g. `'Black at c4 would not bracket any white disc'`. */
  readonly reason?: string;
}

/** A format error value with its place. */
export const formatError = (
  code: FormatErrorCode,
  message: string,
  place: Omit<FormatError, 'code' | 'message'> = {},
): FormatError => ({ code, message, ...place });

/** The most characters of offending input a message quotes, so a huge bad field stays one short line. */
export const QUOTE_LIMIT = 60;

/**
 * Offending input as a message quotes it: in double quotes with control characters escaped, cut to
 * `QUOTE_LIMIT` characters with its full length said, e.g. `"F5/99999..." (200003 characters)`.
 */
export const quote = (text: string): string => {
  if (text.length <= QUOTE_LIMIT) return JSON.stringify(text);
  return `${JSON.stringify(`${text.slice(0, QUOTE_LIMIT - 3)}...`)} (${text.length} characters)`;
};
