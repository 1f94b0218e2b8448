/**
 * What every `wedge` command shares at its boundary: failures as values that become one stderr line
 * and an exit code, reading a file or stdin, reading the game or position a command works on, and
 * checking numeric options. Commands stay thin: they read through here, call the library and the
 * engine, and print.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import {
  type FormatError,
  parseGgf,
  parseMoveList,
  parseObf,
  parseTranscript,
  printable,
  QUOTE_LIMIT,
  quote,
} from '../core/formats/index.js';
import {
  err,
  type GameRecord,
  ok,
  type Position,
  parseSquare,
  parseVariant,
  type Result,
  RULES,
  type Square,
  type Symmetry,
  type Variant,
} from '../core/index.js';
import { MAX_HASH_BITS, MAX_THREADS, MIN_HASH_BITS } from '../engine/index.js';

/** Why a command did not finish: exit code 1 (it failed) or 2 (bad usage or bad input). */
export interface CliFailure {
  readonly exitCode: 1 | 2;
  /** One line naming what and where, e.g. `game.ggf: game 1, line 3: ...`. */
  readonly message: string;
}

/** Bad usage or bad input: exit code 2. */
export const badInput = (message: string): CliFailure => ({ exitCode: 2, message });

/** The command ran and failed: exit code 1. */
export const failed = (message: string): CliFailure => ({ exitCode: 1, message });

/** The longest failure line, in characters: a message quotes input at most `QUOTE_LIMIT` characters
 * at a time, so a longer line has echoed something whole that it should have quoted. */
export const MESSAGE_LIMIT = 1000;

/**
 * A message as a terminal may show it: one line (its lines joined), control characters escaped
 * (`printable`) and cut at `MESSAGE_LIMIT` characters with its length said. Every failure goes
 * through here, so that no input echoed in a message can move the cursor or fill the screen.
 */
export const safeLine = (message: string): string => {
  // Split and trim, not /\s*\n\s*/, which backtracks quadratically over a long run of spaces.
  const line = printable(
    message
      .split('\n')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(' '),
  );
  return line.length <= MESSAGE_LIMIT
    ? line
    : `${line.slice(0, MESSAGE_LIMIT - 3)}... (${line.length} characters in all)`;
};

/** Reports a failure the way every command does: `wedge <command>: <message>` and the exit code. */
export const reportFailure = (command: string, failure: CliFailure): void => {
  process.stderr.write(`wedge ${command}: ${safeLine(failure.message)}\n`);
  process.exitCode = failure.exitCode;
};

/** A file name as messages show it: as typed, or quoted and cut when it is too long to read. */
export const fileName = (path: string): string => (path.length <= QUOTE_LIMIT ? path : quote(path));

/** Wraps a command's action: a returned failure is reported and sets the exit code. */
export const runCommand =
  <A extends unknown[]>(command: string, action: (...args: A) => Promise<CliFailure | undefined>) =>
  async (...args: A): Promise<void> => {
    const failure = await action(...args);
    if (failure) reportFailure(command, failure);
  };

/**
 * A format error with its place, prefixed by the source, e.g. `game.txt: line 3, column 5: ...`. The
 * place parts the message does not say already come first, coarsest first; a column is added only
 * when the message names no line either, or the two would read `column 24: line 4:`.
 */
export const describeFormatError = (source: string, error: FormatError): string => {
  const where: string[] = [];
  const namesLine = /\bline \d/.test(error.message);
  if (error.record !== undefined && !/\b(game|record) \d/.test(error.message))
    where.push(`record ${error.record}`);
  if (error.line !== undefined && !namesLine) where.push(`line ${error.line}`);
  if (error.column !== undefined && !namesLine && !/\bcolumn \d/.test(error.message))
    where.push(`column ${error.column}`);
  if (error.offset !== undefined && !/\boffset\b/.test(error.message)) where.push(`byte ${error.offset}`);
  return `${source}: ${where.length > 0 ? `${where.join(', ')}: ` : ''}${error.message}`;
};

/** The text of a file, or of stdin when the path is `-` or absent. */
export const readText = async (path: string | undefined): Promise<Result<string, CliFailure>> => {
  if (path === undefined || path === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return ok(Buffer.concat(chunks).toString('utf8'));
  }
  try {
    return ok(await readFile(path, 'utf8'));
  } catch (error) {
    return err(
      badInput(`cannot read ${fileName(path)}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`),
    );
  }
};

/** The bytes of a file. */
export const readBytes = async (path: string): Promise<Result<Uint8Array, CliFailure>> => {
  try {
    return ok(new Uint8Array(await readFile(path)));
  } catch (error) {
    return err(
      badInput(`cannot read ${fileName(path)}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`),
    );
  }
};

/** Where a command's game comes from: exactly one of these. */
export interface GameSource {
  /** A move list given on the command line, e.g. `'f5d6c3'`. */
  readonly moves?: string;
  /** A GGF file (its first game is used). */
  readonly ggf?: string;
  /** A transcript sheet file. */
  readonly transcript?: string;
}

/** Reads the game named by exactly one source; two or none is bad usage. */
export const loadGame = async (source: GameSource): Promise<Result<GameRecord, CliFailure>> => {
  const given = (['moves', 'ggf', 'transcript'] as const).filter((k) => source[k] !== undefined);
  if (given.length !== 1)
    return err(
      badInput(
        given.length === 0
          ? 'give a game: a move list, --ggf <file> or --transcript <file>'
          : `give one game, not ${given.map((k) => (k === 'moves' ? 'a move list' : `--${k}`)).join(' and ')}`,
      ),
    );
  if (source.moves !== undefined) {
    const parsed = parseMoveList(source.moves);
    return parsed.ok ? parsed : err(badInput(describeFormatError('move list', parsed.error)));
  }
  const path = (source.ggf ?? source.transcript)!;
  const text = await readText(path);
  if (!text.ok) return text;
  if (source.ggf !== undefined) {
    const parsed = parseGgf(text.value);
    if (!parsed.ok) return err(badInput(describeFormatError(fileName(path), parsed.error)));
    return ok(parsed.value[0]);
  }
  const parsed = parseTranscript(text.value);
  return parsed.ok ? parsed : err(badInput(describeFormatError(fileName(path), parsed.error)));
};

/** Reads a board in OBF (`<64 squares> <side>`). */
export const loadBoard = (text: string, variant?: Variant): Result<Position, CliFailure> => {
  const parsed = parseObf(text, variant);
  return parsed.ok ? ok(parsed.value.position) : err(badInput(describeFormatError('--board', parsed.error)));
};

/**
 * The one way the command line reads a number: decimal digits with an optional sign and fraction
 * (`12`, `-3`, `2.5`, `.5`). No hex (`0x10`), exponent (`1e3`), `Infinity` or blank, which `Number`
 * would all take; whole-number options further refuse a fraction.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number written by the command line's rule, or undefined. */
export const readDecimal = (text: string): number | undefined => {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : undefined;
};

/** Reads an integer option in a range; `name` is the flag as typed, e.g. `--depth`. */
export const parseIntOption = (
  name: string,
  text: string | undefined,
  min: number,
  max: number,
): Result<number | undefined, CliFailure> => {
  if (text === undefined) return ok(undefined);
  const value = readDecimal(text);
  if (value === undefined || !Number.isInteger(value) || value < min || value > max)
    return err(badInput(`${name} must be a whole number from ${min} to ${max}, got ${quote(text)}`));
  return ok(value);
};

/** Reads a number above 0 and at most `max`, e.g. `--time-scale 0.5`; `what` names it in the message. */
export const parsePositiveOption = (
  name: string,
  text: string | undefined,
  max: number,
  what = 'a number',
): Result<number | undefined, CliFailure> => {
  if (text === undefined) return ok(undefined);
  const value = readDecimal(text);
  if (value === undefined || value <= 0 || value > max)
    return err(badInput(`${name} must be ${what} above 0 (at most ${max}), got ${quote(text)}`));
  return ok(value);
};

/** Reads a positive number of seconds, e.g. `--time 1.5`. */
export const parseSecondsOption = (
  name: string,
  text: string | undefined,
): Result<number | undefined, CliFailure> => parsePositiveOption(name, text, 3600, 'a number of seconds');

/**
 * Seconds as the engine's millisecond budget. Any time given is a limit: a time under half a
 * millisecond becomes 1 ms, the smallest budget, never 0 (which the engine reads as no limit at all).
 */
export const toMilliseconds = (seconds: number): number => Math.max(1, Math.round(seconds * 1000));

/** Reads `--hash`: the transposition tables' size as a power of two of entries, within what the
 * kernel can allocate (see MAX_HASH_BITS). */
export const parseHashOption = (text: string | undefined): Result<number | undefined, CliFailure> =>
  parseIntOption('--hash', text, MIN_HASH_BITS, MAX_HASH_BITS);

/** The help of `--threads`, in every command that searches. */
export const THREADS_HELP = `search threads sharing the transposition tables (1-${MAX_THREADS}, default 1)`;

/** Reads `--threads`: search threads, 1 to MAX_THREADS (more than the machine's cores only slows). */
export const parseThreadsOption = (text: string | undefined): Result<number | undefined, CliFailure> =>
  parseIntOption('--threads', text, 1, MAX_THREADS);

/** What `--variant` accepts, for the help of every command that takes it. */
export const VARIANT_HELP = `rules and size: ${RULES.join(', ')}, optionally with 4x4 or 6x6 (e.g. anti-6x6)`;

/** Reads `--variant`, e.g. `anti-6x6`. */
export const parseVariantOption = (text: string | undefined): Result<Variant | undefined, CliFailure> => {
  if (text === undefined) return ok(undefined);
  const variant = parseVariant(text);
  return variant ? ok(variant) : err(badInput(`--variant must be ${VARIANT_HELP}, got ${quote(text)}`));
};

/** The turn that reads a record written from White's side of the board (`--from-white`): a half
 * turn of every square, White's a1 being Black's h8. */
export const WHITE_SIDE: Symmetry = 'rotate180';

/** The help of `--from-white`. */
export const FROM_WHITE_HELP =
  "the input is written from White's side of the board: every square is turned 180 degrees (a1 is h8)";

/** Reads a comma-separated square list such as `c4,f5`. */
export const parseSquareList = (name: string, text: string): Result<Square[], CliFailure> => {
  const squares: Square[] = [];
  for (const [i, part] of text
    .split(/[,\s]+/)
    .filter(Boolean)
    .entries()) {
    const s = parseSquare(part);
    if (s === undefined)
      return err(badInput(`${name}: item ${i + 1} ${quote(part)} is not a square (a1-h8)`));
    squares.push(s);
  }
  return ok(squares);
};

/** Writes text to a file, or to stdout when the path is `-` or absent. */
export const writeOutput = async (
  path: string | undefined,
  data: string | Uint8Array,
): Promise<Result<void, CliFailure>> => {
  if (path === undefined || path === '-') {
    await new Promise<void>((resolve) => process.stdout.write(data, () => resolve()));
    return ok(undefined);
  }
  try {
    await writeFile(path, data);
    return ok(undefined);
  } catch (error) {
    return err(
      failed(`cannot write ${fileName(path)}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`),
    );
  }
};

/** Lines of a stream one at a time, for interactive commands; `undefined` once the input has ended.
 * Lines that arrive while the command is busy (piped input arrives all at once) wait in order. */
export const lineReader = (
  input: NodeJS.ReadableStream,
): { next(): Promise<string | undefined>; close(): void } => {
  const lines: string[] = [];
  const waiting: Array<(line: string | undefined) => void> = [];
  let ended = false;
  const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY, terminal: false });
  rl.on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  rl.on('close', () => {
    ended = true;
    for (const waiter of waiting.splice(0)) waiter(undefined);
  });
  return {
    next: () => {
      if (lines.length > 0) return Promise.resolve(lines.shift());
      if (ended) return Promise.resolve(undefined);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => rl.close(),
  };
};
