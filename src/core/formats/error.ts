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
 * Characters a terminal may act on or that hide what text says: the C0 controls and DEL, the C1
 * controls (U+0080-U+009F, CSI among them), the line and paragraph separators, the bidirectional
 * marks, embeddings, overrides and isolates, the byte order mark, the interlinear annotation marks and
 * the noncharacters U+FFFE and U+FFFF. Lone surrogates are escaped too (JSON.stringify does that).
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters escaped
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff\ufff9-\ufffb\ufffe\uffff]/g;

const escapeChar = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Text as a terminal may show it: every character of `UNSAFE` (and every lone surrogate) written as
 * `\uXXXX`, the rest as it is, e.g. a player named `"Bob\u001b[2J"`. For names and other fields that
 * are printed rather than quoted.
 */
export const printable = (text: string): string =>
  text.replace(UNSAFE, escapeChar).replace(/[\ud800-\udfff]/g, (c, at: number, all: string) => {
    // A surrogate is kept when it is half of a pair.
    const code = c.charCodeAt(0);
    const pair =
      code < 0xdc00
        ? (all.charCodeAt(at + 1) & 0xfc00) === 0xdc00
        : (all.charCodeAt(at - 1) & 0xfc00) === 0xd800;
    return pair ? c : escapeChar(c);
  });

/**
 * Offending input as a message quotes it: in double quotes with control characters escaped (see
 * `printable`), cut to `QUOTE_LIMIT` characters with its full length said, e.g.
 * `"F5/99999..." (200003 characters)`.
 */
export const quote = (text: string): string => {
  const json = (t: string): string => JSON.stringify(t).replace(UNSAFE, escapeChar);
  if (text.length <= QUOTE_LIMIT) return json(text);
  return `${json(`${text.slice(0, QUOTE_LIMIT - 3)}...`)} (${text.length} characters)`;
};
