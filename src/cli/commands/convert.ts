/**
 * `wedge convert`: games and positions between move lists, transcript sheets, GGF and OBF. Every
 * reading and writing is the formats library's; this command only chooses the pair and says, with
 * the place, what could not be read or has no form in the target format.
 */
import type { Command } from 'commander';
import {
  makeGgf,
  makeMoveList,
  makeObf,
  makeTranscript,
  type ObfEntry,
  parseGgf,
  parseMoveList,
  parseObfFile,
  parseTranscript,
  quote,
} from '../../core/formats/index.js';
import {
  err,
  type GameRecord,
  ok,
  Position,
  type Result,
  replay,
  transformGame,
  transformMove,
  transformPosition,
} from '../../core/index.js';
import {
  badInput,
  type CliFailure,
  describeFormatError,
  FROM_WHITE_HELP,
  fileName,
  readText,
  runCommand,
  WHITE_SIDE,
  writeOutput,
} from '../io.js';

export const CONVERT_FORMATS = ['movelist', 'transcript', 'ggf', 'obf'] as const;
export type ConvertFormat = (typeof CONVERT_FORMATS)[number];

/** A comment line of a file of one record a line (`#` in move lists, `%` in OBF): its text after the
 * mark, and the number of records before it. */
export interface CommentLine {
  readonly before: number;
  readonly text: string;
}

/** What a file holds: games (with their moves), or positions with their solutions (OBF), and the
 * comment lines between them. */
export type Content =
  | {
      readonly kind: 'games';
      readonly games: readonly GameRecord[];
      readonly comments?: readonly CommentLine[];
    }
  | {
      readonly kind: 'positions';
      readonly positions: readonly ObfEntry[];
      readonly comments?: readonly CommentLine[];
    };

/** The comment lines of a text of one record a line: those starting with `mark`. */
const commentLines = (text: string, mark: string): CommentLine[] => {
  const comments: CommentLine[] = [];
  let records = 0;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (trimmed.startsWith(mark)) comments.push({ before: records, text: trimmed.slice(1) });
    else records++;
  }
  return comments;
};

/** Where a target format writes comments: the mark of its comment lines, or none. */
const COMMENT_MARK: Readonly<Record<ConvertFormat, string | undefined>> = {
  movelist: '#',
  obf: '%',
  ggf: undefined,
  transcript: undefined,
};

/** Records, one a line, with the comments put back before the records they stood before. */
const withComments = (records: readonly string[], comments: readonly CommentLine[], mark: string): string => {
  const out: string[] = [];
  let c = 0;
  for (let i = 0; i <= records.length; i++) {
    while (c < comments.length && comments[c].before <= i) out.push(`${mark}${comments[c++].text}\n`);
    if (i < records.length) out.push(records[i]);
  }
  return out.join('');
};

/**
 * The format of a text given without `--from`: a GGF record opens with `(;`, an OBF line starts
 * with 64 squares and a side, a transcript has rows of bare move numbers; anything else is read as
 * move lists. Only the start of each line is looked at (anchored patterns, linear on any input).
 */
export const guessFormat = (text: string): ConvertFormat => {
  if (text.includes('(;')) return 'ggf';
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !/^\s*[#%]/.test(l));
  if (lines.length > 0 && /^\s*[XxOo*.-]{64}\s+[XxOo*](?:\s|;|$)/.test(lines[0])) return 'obf';
  // A transcript row holds several bare numbers (1-60); a move list never holds one.
  if (lines.some((l) => l.split(/\s+/).filter((w) => /^\d{1,2}$/.test(w)).length >= 3)) return 'transcript';
  return 'movelist';
};

/** Reads a text in a format; `source` names it in messages. */
export const readContent = (
  text: string,
  from: ConvertFormat,
  source: string,
): Result<Content, CliFailure> => {
  const fail = (e: Parameters<typeof describeFormatError>[1]) =>
    err(badInput(describeFormatError(source, e)));
  switch (from) {
    case 'movelist': {
      // One game a line; blank lines and `#` comments are skipped.
      const games: GameRecord[] = [];
      for (const [i, line] of text.split(/\r?\n/).entries()) {
        if (line.trim() === '' || line.trim().startsWith('#')) continue;
        const parsed = parseMoveList(line);
        if (!parsed.ok) return fail({ ...parsed.error, line: i + 1 });
        games.push(parsed.value);
      }
      if (games.length === 0) return err(badInput(`${source}: no move list in the input`));
      return ok({ kind: 'games', games, comments: commentLines(text, '#') });
    }
    case 'transcript': {
      const parsed = parseTranscript(text);
      return parsed.ok ? ok({ kind: 'games', games: [parsed.value] }) : fail(parsed.error);
    }
    case 'ggf': {
      const parsed = parseGgf(text);
      return parsed.ok ? ok({ kind: 'games', games: parsed.value }) : fail(parsed.error);
    }
    case 'obf': {
      const parsed = parseObfFile(text);
      if (!parsed.ok) return fail(parsed.error);
      if (parsed.value.length === 0) return err(badInput(`${source}: no OBF board in the input`));
      return ok({ kind: 'positions', positions: parsed.value, comments: commentLines(text, '%') });
    }
  }
};

/** Content written from White's side of the board, read the usual way: every square turned. */
export const fromWhiteSide = (content: Content): Content =>
  content.kind === 'games'
    ? { ...content, games: content.games.map((g) => transformGame(WHITE_SIDE, g)) }
    : {
        ...content,
        // The solutions' squares turn with the board.
        positions: content.positions.map((e) => ({
          position: transformPosition(WHITE_SIDE, e.position),
          solutions: e.solutions.map((s) => ({ ...s, move: transformMove(WHITE_SIDE, s.move) })),
        })),
      };

/**
 * Writes content in a format: one record a line (move lists, GGF, OBF), sheets apart by a blank line.
 * Comment lines go where the target has comments (move lists, OBF); what the target cannot hold
 * otherwise (comments, an OBF board's solutions in GGF) is told to `note`, one sentence each.
 */
export const writeContent = (
  content: Content,
  to: ConvertFormat,
  note: (text: string) => void = () => {},
): Result<string, CliFailure> => {
  const written = writeRecords(content, to, note);
  if (!written.ok) return written;
  const comments = content.comments ?? [];
  const mark = COMMENT_MARK[to];
  if (comments.length > 0 && mark === undefined)
    note(
      `${comments.length} comment line${comments.length === 1 ? ' is' : 's are'} not written: ${to === 'ggf' ? 'GGF' : 'a transcript'} has no comments`,
    );
  return ok(mark === undefined ? written.value.join('') : withComments(written.value, comments, mark));
};

/** The records of the content written in a format, one string each (with its line end). */
const writeRecords = (
  content: Content,
  to: ConvertFormat,
  note: (text: string) => void,
): Result<string[], CliFailure> => {
  if (content.kind === 'positions') {
    // OBF to OBF keeps the solutions; GGF has no place for them, only for the position.
    if (to === 'obf') return ok(content.positions.map((e) => `${makeObf(e.position, e.solutions)}\n`));
    if (to === 'ggf') {
      const solved = content.positions.filter((e) => e.solutions.length > 0).length;
      if (solved > 0)
        note(
          `the solutions of ${solved} position${solved === 1 ? '' : 's'} ${solved === 1 ? 'is' : 'are'} not written: GGF has no place for them (--to obf keeps them)`,
        );
      return writeRecords(
        { kind: 'games', games: content.positions.map((e) => ({ start: e.position, moves: [] })) },
        to,
        note,
      );
    }
    return err(badInput(`an OBF board is a position without moves: it converts to ggf or obf, not ${to}`));
  }
  const out: string[] = [];
  for (const [i, game] of content.games.entries()) {
    const which = content.games.length > 1 ? `game ${i + 1}: ` : '';
    switch (to) {
      case 'movelist':
        if (!game.start.equals(Position.initial(game.start.variant)))
          return err(
            badInput(
              `${which}the game does not start from the initial position; a move list cannot say so (use ggf)`,
            ),
          );
        out.push(`${makeMoveList(game)}\n`);
        break;
      case 'transcript': {
        const sheet = makeTranscript(game);
        if (!sheet.ok) return err(badInput(`${which}${sheet.error.message}`));
        out.push(i > 0 ? `\n${sheet.value}` : sheet.value);
        break;
      }
      case 'ggf': {
        const record = makeGgf(game);
        if (!record.ok) return err(badInput(`${which}${record.error.message}`));
        out.push(`${record.value}\n`);
        break;
      }
      case 'obf': {
        const end = replay(game);
        // Games come replayed from a reader; a failure here would be a broken invariant.
        if (!end.ok) throw new Error(end.error.message);
        out.push(`${makeObf(end.value)}\n`);
        break;
      }
    }
  }
  return ok(out);
};

const parseFormat = (flag: string, text: string | undefined): Result<ConvertFormat, CliFailure> => {
  const value = text?.toLowerCase().replace(/[-_ ]/g, '');
  const format = value === 'moves' ? 'movelist' : value;
  return (CONVERT_FORMATS as readonly string[]).includes(format ?? '')
    ? ok(format as ConvertFormat)
    : err(badInput(`${flag} must be one of ${CONVERT_FORMATS.join(', ')}, got ${quote(text ?? '')}`));
};

interface ConvertOptions {
  from?: string;
  to?: string;
  output?: string;
  fromWhite?: boolean;
}

const convert = async (
  input: string | undefined,
  options: ConvertOptions,
): Promise<CliFailure | undefined> => {
  const from = options.from === undefined ? undefined : parseFormat('--from', options.from);
  if (from !== undefined && !from.ok) return from.error;
  const to = parseFormat('--to', options.to);
  if (!to.ok) return to.error;
  const text = await readText(input);
  if (!text.ok) return text.error;
  const name = input === undefined || input === '-' ? 'stdin' : fileName(input);
  // A guessed format says so in any message, in case the guess was the fault.
  const format = from?.value ?? guessFormat(text.value);
  const source = from === undefined ? `${name} (read as ${format}; --from chooses)` : name;
  const content = readContent(text.value, format, source);
  if (!content.ok) return content.error;
  const written = writeContent(
    options.fromWhite ? fromWhiteSide(content.value) : content.value,
    to.value,
    (text) => process.stderr.write(`wedge convert: note: ${text}\n`),
  );
  if (!written.ok) return written.error;
  const saved = await writeOutput(options.output, written.value);
  return saved.ok ? undefined : saved.error;
};

/** Registers `wedge convert`. */
export const registerConvert = (program: Command): void => {
  program
    .command('convert')
    .description('convert games and positions between move lists, transcript sheets, GGF and OBF')
    .argument('[input]', 'the file to read (stdin when absent or -)')
    .option(
      '--from <format>',
      `input format: ${CONVERT_FORMATS.join(', ')} (guessed from the text when absent)`,
    )
    .requiredOption('--to <format>', `output format: ${CONVERT_FORMATS.join(', ')}`)
    .option('-o, --output <file>', 'the file to write (stdout when absent)')
    .option('--from-white', `${FROM_WHITE_HELP}; the output is written the usual way`)
    .addHelpText(
      'after',
      '\nA move list file holds one game a line. A game converted to OBF gives its final position;\nan OBF board converts to GGF as a game with that start and no moves, and to OBF with its solutions.\nA finished game written as GGF gets its result (RE) when the input had none.',
    )
    .action(runCommand('convert', convert));
};
