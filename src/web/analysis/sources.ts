/**
 * Where a game for the analysis board comes from, and how a link or a file names it: the parameters
 * of `#/analysis?moves=...&board=...&variant=...`, and the text of a GGF, transcript, OBF or move-list
 * file. Every reader says what is wrong and where; a GGF file of many games keeps the readable ones.
 */
import {
  err,
  type GameRecord,
  type GgfGame,
  movesOf,
  ok,
  Position,
  parseGgf,
  parseMoveList,
  parseObf,
  parseTranscript,
  parseVariant,
  type Result,
  STANDARD,
} from '../../core/index.js';
import type { LoadedGame } from './analysisBoard.js';

export { paramsOfGame } from '../lib/links.js';

/** Moves and names of a game record, as the analysis board opens it. */
export const gameOfRecord = (record: GameRecord | GgfGame): LoadedGame => ({
  start: record.start,
  moves: movesOf(record),
  info: {
    ...(record.black === undefined ? {} : { black: record.black }),
    ...(record.white === undefined ? {} : { white: record.white }),
    ...(record.result === undefined ? {} : { result: record.result }),
    ...(record.date === undefined ? {} : { date: record.date }),
  },
});

/**
 * Reads a link's parameters: `moves` (a move list), `board` (64 OBF squares and the side to move, `X`
 * or `O`, as one word) and `variant` (a `makeVariant` name, standard when absent). Undefined when the
 * link names no game; an error that says which parameter is wrong.
 */
export const gameOfParams = (
  params: Readonly<Record<string, string>>,
): Result<LoadedGame | undefined, string> => {
  const { moves, board, variant: variantName, user } = params;
  if (moves === undefined && board === undefined) return ok(undefined);
  // The colour the user played against the computer (the game-over card says it), whose mistakes the
  // review keeps as puzzles.
  if (user !== undefined && user !== 'black' && user !== 'white')
    return err(`user: "${user}" is not a colour (black or white)`);
  const info: Pick<LoadedGame, 'info'> = user === undefined ? {} : { info: { user } };
  const variant = variantName === undefined ? STANDARD : parseVariant(variantName);
  if (!variant)
    return err(`variant: "${variantName}" is not a variant (standard, anti, 6x6, 4x4, reversi...)`);
  let start = Position.initial(variant);
  if (board !== undefined) {
    const text = board.trim();
    if (!/^[-.XxOo*]{64}[XxOo*]$/.test(text))
      return err(`board: 64 squares (X, O or -) and the side to move (X or O) are expected, as one word`);
    const entry = parseObf(`${text.slice(0, 64)} ${text[64]}`, variant);
    if (!entry.ok) return err(`board: ${entry.error.message}`);
    start = entry.value.position;
  }
  if (moves === undefined || moves.trim() === '') return ok({ start, moves: [], ...info });
  const record = parseMoveList(moves, start);
  if (!record.ok) return err(`moves: ${record.error.message}`);
  return ok({ start, moves: movesOf(record.value), ...info });
};

/** A record of a GGF file that could not be read: its number in the file and why. */
export interface Skipped {
  readonly record: number;
  readonly message: string;
}

/** Where each `(;...;)` record of a GGF text starts and ends (brackets and escapes respected). */
const ggfRecords = (text: string): { start: number; end: number }[] => {
  const records: { start: number; end: number }[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('(;', i);
    if (open < 0) break;
    let j = open + 2;
    let inValue = false;
    for (; j < text.length; j++) {
      const c = text[j];
      if (inValue) {
        if (c === '\\') j++;
        else if (c === ']') inValue = false;
      } else if (c === '[') inValue = true;
      else if (c === ';' && text[j + 1] === ')') break;
      else if (c === '(' && text[j + 1] === ';') {
        j--; // an unclosed record: the next one starts here
        break;
      }
    }
    const end = Math.min(text.length, j + 2);
    records.push({ start: open, end });
    i = end;
  }
  return records;
};

/**
 * Reads every game of a GGF text, one record at a time, so that a record that cannot be read is
 * skipped (its number and the reason kept) and the others are kept. An error only when no record is
 * readable.
 */
export const readGgfGames = (text: string): Result<{ games: GgfGame[]; skipped: Skipped[] }, string> => {
  const games: GgfGame[] = [];
  const skipped: Skipped[] = [];
  for (const [n, { start, end }] of ggfRecords(text).entries()) {
    // Padded with the lines before it, so that the reader's line numbers are the file's.
    const lines = text.slice(0, start).split('\n').length - 1;
    const parsed = parseGgf(`${'\n'.repeat(lines)}${text.slice(start, end)}`);
    if (parsed.ok) games.push(...parsed.value);
    else skipped.push({ record: n + 1, message: parsed.error.message.replace(/^game 1\b/, `game ${n + 1}`) });
  }
  if (games.length === 0)
    return err(skipped.length > 0 ? skipped[0].message : 'no GGF game record (;GM[Othello]...;) in the text');
  return ok({ games, skipped });
};

/** What a file or a pasted text held: its games, and the GGF records that were skipped. */
export interface ReadGames {
  readonly games: readonly LoadedGame[];
  readonly skipped: readonly Skipped[];
}

/**
 * Reads a game from a file's text, whatever its format: GGF (every record), OBF (the first position,
 * to analyse from), a transcript sheet, or a plain move list. The format is told by the content, the
 * name helping when the content could be two. The error is the reader's of the likeliest format.
 */
export const readGames = (text: string, fileName = ''): Result<ReadGames, string> => {
  const name = fileName.toLowerCase();
  if (text.includes('(;') || name.endsWith('.ggf')) {
    const ggf = readGgfGames(text);
    return ggf.ok ? ok({ games: ggf.value.games.map(gameOfRecord), skipped: ggf.value.skipped }) : ggf;
  }
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.trim().startsWith('%'));
  if (name.endsWith('.obf') || (lines.length > 0 && /^\s*[-.XxOo*]{64}\s+[XxOo*]/.test(lines[0]))) {
    const entry = parseObf(lines[0] ?? '');
    return entry.ok
      ? ok({ games: [{ start: entry.value.position, moves: [] }], skipped: [] })
      : err(`OBF: ${entry.error.message}`);
  }
  // A transcript is a grid of numbers: several lines of several words.
  if (lines.filter((l) => l.trim().split(/[\s|]+/).length >= 8).length >= 6) {
    const record = parseTranscript(text);
    return record.ok
      ? ok({ games: [gameOfRecord(record.value)], skipped: [] })
      : err(`transcript: ${record.error.message}`);
  }
  const record = parseMoveList(text.trim());
  return record.ok ? ok({ games: [gameOfRecord(record.value)], skipped: [] }) : err(record.error.message);
};
