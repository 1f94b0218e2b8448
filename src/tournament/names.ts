/**
 * Player names as a tournament keeps them: trimmed, Unicode-normalised to NFC (so "é" typed as one
 * character or as "e" and a combining accent is one player), one line of visible text. The checks
 * live here once, so the players list, the results file, the JSON document and the page agree.
 */

/** Names in files and on pages; longer ones are almost surely a pasted paragraph. */
export const MAX_NAME_LENGTH = 80;

/** A name as it is compared and kept: trimmed and in NFC. */
export const normalizeName = (raw: string): string => raw.normalize('NFC').trim();

/**
 * Characters a name may not hold: control characters (C0, DEL, C1: a tab, a line break, a bell), the
 * line and paragraph separators, and the bidirectional embeddings, overrides and isolates, which can
 * make one name display as another.
 */
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * Why `name` (already normalised) cannot be a name, or undefined when it can: e.g. `'the control
 * character U+0007 at column 4'`. Columns count characters from 1.
 */
export const nameFault = (name: string): string | undefined => {
  if (name === '') return 'a player needs a name';
  // Code points counted only when the UTF-16 length leaves a doubt: a pasted megabyte is refused at once.
  if (
    name.length > MAX_NAME_LENGTH &&
    (name.length > 2 * MAX_NAME_LENGTH || [...name].length > MAX_NAME_LENGTH)
  )
    return `a name has at most ${MAX_NAME_LENGTH} characters`;
  const m = FORBIDDEN.exec(name);
  if (m) {
    const code = m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    const column = [...name.slice(0, m.index)].length + 1;
    return `the control character U+${code} at column ${column} cannot be in a name`;
  }
  return undefined;
};

/** Orders names the same way on every machine (by UTF-16 code units, no locale): the last tie-break. */
export const compareNames = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
