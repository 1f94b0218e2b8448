import type { GameRecord } from '../game.js';
import { Position } from '../position.js';
import { err, makeSquare, ok, PASS, type Result, type Square, squareAt } from '../types.js';
import { type FormatError, formatError, quote } from './error.js';
import { replayWritten, type WrittenMove } from './replay.js';

/** The 16-byte header shared by WTHOR game and name files. */
export interface WthorHeader {
  /** When the file was made: full year (century * 100 + year), month 1-12, day 1-31. */
  readonly created: { readonly year: number; readonly month: number; readonly day: number };
  /** N1: the number of game records (game files). */
  readonly games: number;
  /** N2: the number of name records (`.JOU`, `.TRN`). */
  readonly names: number;
  /** The year the games were played, e.g. 2004. */
  readonly year: number;
  /** P1: 8 (also written 0) for 8x8; 10 for 10x10, which Wedge does not read. */
  readonly boardSize: number;
  /** P2: 1 for a file of solitaires. */
  readonly solitaire: number;
  /** P3: the depth from which the theoretical score is perfect play (usually 22). */
  readonly depth: number;
}

/** A game of a WTHOR file: the replayed record and what the file says about it. */
export interface WthorGame {
  readonly record: GameRecord;
  /** Index into the tournament names (`WTHOR.TRN`). */
  readonly tournament: number;
  /** Indices into the player names (`WTHOR.JOU`). */
  readonly blackPlayer: number;
  readonly whitePlayer: number;
  /** Black's disc count at the end, as recorded. */
  readonly blackDiscs: number;
  /** Black's disc count with perfect play from move 60 - depth on, as recorded. */
  readonly theoreticalScore: number;
}

/** A game file: its header and games. */
export interface WthorGames {
  readonly header: WthorHeader;
  readonly games: readonly WthorGame[];
}

/** A name file (`WTHOR.JOU` players, `WTHOR.TRN` tournaments): its header and names. */
export interface WthorNames {
  readonly header: WthorHeader;
  readonly names: readonly string[];
}

export const WTHOR_HEADER_SIZE = 16;
export const WTHOR_GAME_SIZE = 68;
/** Record sizes of the two name files. */
export const WTHOR_PLAYER_SIZE = 20;
export const WTHOR_TOURNAMENT_SIZE = 26;

const u16 = (b: Uint8Array, at: number): number => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number): number =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 0x1000000;

const readHeader = (bytes: Uint8Array): Result<WthorHeader, FormatError> => {
  if (bytes.length < WTHOR_HEADER_SIZE)
    return err(
      formatError(
        'ERR_SYNTAX',
        `a WTHOR file starts with a 16-byte header, this one has ${bytes.length} bytes`,
        {
          offset: bytes.length,
        },
      ),
    );
  return ok({
    created: { year: bytes[0] * 100 + bytes[1], month: bytes[2], day: bytes[3] },
    games: u32(bytes, 4),
    names: u16(bytes, 8),
    year: u16(bytes, 10),
    boardSize: bytes[12],
    solitaire: bytes[13],
    depth: bytes[14],
  });
};

/**
 * Reads a WTHOR game file (`WTH_<year>.wtb`): the header and its 68-byte records, each replayed
 * from the standard start with passes inferred. Only 8x8 files are read. An error names the game,
 * the move and the byte offset.
 */
export const parseWthorGames = (bytes: Uint8Array): Result<WthorGames, FormatError> => {
  const header = readHeader(bytes);
  if (!header.ok) return header;
  const h = header.value;
  if (h.boardSize !== 0 && h.boardSize !== 8)
    return err(
      formatError(
        'ERR_UNSUPPORTED',
        `board size ${h.boardSize} in the header: only 8x8 WTHOR files are read`,
        {
          offset: 12,
        },
      ),
    );
  const needed = WTHOR_HEADER_SIZE + h.games * WTHOR_GAME_SIZE;
  if (bytes.length < needed)
    return err(
      formatError(
        'ERR_SYNTAX',
        `the header announces ${h.games} games (${needed} bytes) but the file has ${bytes.length} bytes`,
        { offset: bytes.length },
      ),
    );
  // Every byte belongs to the header or a game: more is a game past the count or a stray tail.
  if (bytes.length > needed)
    return err(
      formatError(
        'ERR_SYNTAX',
        `the header announces ${h.games} games (${needed} bytes) but the file has ${bytes.length} bytes: ${bytes.length - needed} bytes follow the last game`,
        { offset: needed },
      ),
    );
  const games: WthorGame[] = [];
  const start = Position.initial();
  for (let g = 0; g < h.games; g++) {
    const at = WTHOR_HEADER_SIZE + g * WTHOR_GAME_SIZE;
    // Disc counts are of a 64-square board; a larger byte would read as a score such as 200-(-136).
    for (const [offset, what] of [
      [at + 6, "Black's disc count"],
      [at + 7, "Black's theoretical score"],
    ] as const)
      if (bytes[offset] > 64)
        return err(
          formatError(
            'ERR_SYNTAX',
            `game ${g + 1}: ${what} is ${bytes[offset]} at offset ${offset}, more than the 64 squares`,
            { record: g + 1, offset },
          ),
        );
    const written: WrittenMove[] = [];
    const offsets: number[] = [];
    let ended = -1;
    for (let k = 0; k < 60; k++) {
      const offset = at + 8 + k;
      const code = bytes[offset];
      // 0 pads a game that ended before move 60: only 0 may follow it.
      if (ended >= 0) {
        if (code !== 0)
          return err(
            formatError(
              'ERR_SYNTAX',
              `game ${g + 1}, move ${k + 1}: byte ${code} at offset ${offset} follows the 0 that ended the game after move ${ended}`,
              { record: g + 1, moveNumber: k + 1, offset },
            ),
          );
        continue;
      }
      if (code === 0) {
        ended = k;
        continue;
      }
      const row = Math.floor(code / 10);
      const col = code % 10;
      if (row < 1 || row > 8 || col < 1 || col > 8)
        return err(
          formatError(
            'ERR_SYNTAX',
            `game ${g + 1}, move ${k + 1}: byte ${code} at offset ${offset} is not a square (11-88)`,
            {
              record: g + 1,
              moveNumber: k + 1,
              offset,
            },
          ),
        );
      written.push({ move: squareAt(row - 1, col - 1) });
      offsets.push(offset);
    }
    const replayed = replayWritten(start, written);
    if (!replayed.ok) {
      const { index, reason } = replayed.error;
      const move = makeSquare(written[index].move as Square);
      return err(
        formatError('ERR_ILLEGAL_MOVE', `game ${g + 1}, move ${index + 1} (${move}): ${reason}`, {
          record: g + 1,
          moveNumber: index + 1,
          move,
          reason,
          offset: offsets[index],
        }),
      );
    }
    games.push({
      record: { start, moves: replayed.value.moves },
      tournament: u16(bytes, at),
      blackPlayer: u16(bytes, at + 2),
      whitePlayer: u16(bytes, at + 4),
      blackDiscs: bytes[at + 6],
      theoreticalScore: bytes[at + 7],
    });
  }
  return ok({ header: h, games });
};

/** Reads a WTHOR name file: `.JOU` players (record size 20) or `.TRN` tournaments (26), Latin-1. */
export const parseWthorNames = (bytes: Uint8Array, recordSize: number): Result<WthorNames, FormatError> => {
  const header = readHeader(bytes);
  if (!header.ok) return header;
  if (!Number.isInteger(recordSize) || recordSize < 1)
    return err(formatError('ERR_UNSUPPORTED', `record size ${recordSize} is not a positive whole number`));
  // The name files count their records in N2; some writers put the count in N1 instead.
  const count = header.value.names || header.value.games;
  const needed = WTHOR_HEADER_SIZE + count * recordSize;
  if (bytes.length !== needed)
    return err(
      formatError(
        'ERR_SYNTAX',
        `the header announces ${count} names (${needed} bytes) but the file has ${bytes.length} bytes` +
          (bytes.length > needed ? `: ${bytes.length - needed} bytes follow the last name` : ''),
        { offset: Math.min(bytes.length, needed) },
      ),
    );
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    const at = WTHOR_HEADER_SIZE + n * recordSize;
    let name = '';
    for (let k = 0; k < recordSize && bytes[at + k] !== 0; k++) name += String.fromCharCode(bytes[at + k]);
    names.push(name);
  }
  return ok({ header: header.value, names });
};

/** What the writers need beyond the records; each field has a default. */
export interface WthorHeaderOptions {
  /** Creation date, e.g. `{ year: 2026, month: 11, day: 30 }`; 1 January 2000 by default (reproducible). */
  readonly created?: { readonly year: number; readonly month: number; readonly day: number };
  /** The year of the games, e.g. 2026; the creation year by default. */
  readonly year?: number;
  /** P3, e.g. 22 (the default for game files; name files write 0). */
  readonly depth?: number;
}

/** A game to write: its record and indices; disc counts default to the final position's. */
export interface WthorGameInput {
  readonly record: GameRecord;
  readonly tournament: number;
  readonly blackPlayer: number;
  readonly whitePlayer: number;
  readonly blackDiscs?: number;
  readonly theoreticalScore?: number;
}

/** Why the options cannot be written in the header's bytes, or undefined. */
const headerFault = (options: WthorHeaderOptions): FormatError | undefined => {
  const created = options.created ?? { year: 2000, month: 1, day: 1 };
  const year = options.year ?? created.year;
  for (const [what, value, min, max] of [
    // The creation year is a century byte and a year byte; the games' year 16 bits; P3 one byte.
    ['the creation year', created.year, 0, 25599],
    ['the creation month', created.month, 1, 12],
    ['the creation day', created.day, 1, 31],
    ['the year of the games', year, 0, 0xffff],
    ['the depth P3', options.depth ?? 22, 0, 0xff],
  ] as const)
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      return formatError(
        'ERR_UNSUPPORTED',
        `${what}, ${String(value)}, is not a whole number from ${min} to ${max}: the header cannot hold it`,
        { offset: 0 },
      );
  return undefined;
};

const writeHeader = (
  bytes: Uint8Array,
  options: WthorHeaderOptions,
  kind: 'games' | 'names',
  count: number,
): void => {
  const games = kind === 'games' ? count : 0;
  const names = kind === 'names' ? count : 0;
  const created = options.created ?? { year: 2000, month: 1, day: 1 };
  const year = options.year ?? created.year;
  bytes[0] = Math.floor(created.year / 100);
  bytes[1] = created.year % 100;
  bytes[2] = created.month;
  bytes[3] = created.day;
  bytes[4] = games & 0xff;
  bytes[5] = (games >>> 8) & 0xff;
  bytes[6] = (games >>> 16) & 0xff;
  bytes[7] = (games >>> 24) & 0xff;
  bytes[8] = names & 0xff;
  bytes[9] = (names >>> 8) & 0xff;
  bytes[10] = year & 0xff;
  bytes[11] = (year >>> 8) & 0xff;
  // Board size and depth describe games; name files leave them 0.
  bytes[12] = kind === 'games' ? 8 : 0;
  bytes[13] = 0;
  bytes[14] = kind === 'games' ? (options.depth ?? 22) : 0;
  bytes[15] = 0;
};

const inRange = (n: number, max: number): boolean => Number.isInteger(n) && n >= 0 && n <= max;

/**
 * Writes a WTHOR game file. Games must start from the standard 8x8 position (passes are dropped, as
 * WTHOR stores none); the black disc count defaults to the final position's, empties to the winner
 * as WTHOR counts, and the theoretical score defaults to it.
 */
export const makeWthorGames = (
  games: readonly WthorGameInput[],
  options: WthorHeaderOptions = {},
): Result<Uint8Array, FormatError> => {
  const fault = headerFault(options);
  if (fault) return err(fault);
  if (games.length > 0xffffffff)
    return err(formatError('ERR_UNSUPPORTED', `${games.length} games do not fit the 32-bit count`));
  const bytes = new Uint8Array(WTHOR_HEADER_SIZE + games.length * WTHOR_GAME_SIZE);
  writeHeader(bytes, options, 'games', games.length);
  const initial = Position.initial();
  for (const [g, game] of games.entries()) {
    const at = WTHOR_HEADER_SIZE + g * WTHOR_GAME_SIZE;
    const place = { record: g + 1 };
    if (!game.record.start.equals(initial))
      return err(
        formatError(
          'ERR_UNSUPPORTED',
          `game ${g + 1}: WTHOR stores only games from the standard 8x8 start`,
          place,
        ),
      );
    for (const [name, value] of [
      ['tournament', game.tournament],
      ['black player', game.blackPlayer],
      ['white player', game.whitePlayer],
    ] as const)
      if (!inRange(value, 0xffff))
        return err(
          formatError('ERR_UNSUPPORTED', `game ${g + 1}: ${name} index ${value} is not 0-65535`, place),
        );
    let position = initial;
    let k = 0;
    for (const { move } of game.record.moves) {
      const played = position.play(move);
      if (!played.ok)
        return err(
          formatError('ERR_ILLEGAL_MOVE', `game ${g + 1}: ${played.error.message}`, {
            ...place,
            reason: played.error.message,
          }),
        );
      position = played.value.position;
      if (move === PASS) continue;
      bytes[at + 8 + k++] = 10 * ((move >> 3) + 1) + (move & 7) + 1;
    }
    const outcome = position.outcome();
    const counted = outcome ? outcome.score.tournament.black : position.count('black');
    const blackDiscs = game.blackDiscs ?? counted;
    const theoretical = game.theoreticalScore ?? blackDiscs;
    if (!inRange(blackDiscs, 64) || !inRange(theoretical, 64))
      return err(formatError('ERR_UNSUPPORTED', `game ${g + 1}: disc counts must be 0-64`, place));
    bytes[at] = game.tournament & 0xff;
    bytes[at + 1] = game.tournament >>> 8;
    bytes[at + 2] = game.blackPlayer & 0xff;
    bytes[at + 3] = game.blackPlayer >>> 8;
    bytes[at + 4] = game.whitePlayer & 0xff;
    bytes[at + 5] = game.whitePlayer >>> 8;
    bytes[at + 6] = blackDiscs;
    bytes[at + 7] = theoretical;
  }
  return ok(bytes);
};

/** Writes a WTHOR name file; each name must fit its record (record size - 1 Latin-1 characters). */
export const makeWthorNames = (
  names: readonly string[],
  recordSize: number,
  options: WthorHeaderOptions = {},
): Result<Uint8Array, FormatError> => {
  if (!Number.isInteger(recordSize) || recordSize < 2)
    return err(formatError('ERR_UNSUPPORTED', `record size ${recordSize} is too small for a name`));
  if (names.length > 0xffff)
    return err(formatError('ERR_UNSUPPORTED', `${names.length} names do not fit the 16-bit count`));
  const fault = headerFault(options);
  if (fault) return err(fault);
  const bytes = new Uint8Array(WTHOR_HEADER_SIZE + names.length * recordSize);
  writeHeader(bytes, options, 'names', names.length);
  for (const [n, name] of names.entries()) {
    const at = WTHOR_HEADER_SIZE + n * recordSize;
    // The last byte stays 0 so every name is terminated, as readers of the original files expect.
    if (name.length > recordSize - 1)
      return err(
        formatError(
          'ERR_UNSUPPORTED',
          `name ${n + 1} ${quote(name)} is longer than ${recordSize - 1} characters`,
          {
            record: n + 1,
          },
        ),
      );
    for (let k = 0; k < name.length; k++) {
      const code = name.charCodeAt(k);
      if (code === 0 || code > 0xff)
        return err(
          formatError('ERR_UNSUPPORTED', `name ${n + 1} ${quote(name)} has a character outside Latin-1`, {
            record: n + 1,
          }),
        );
      bytes[at + k] = code;
    }
  }
  return ok(bytes);
};
