/**
 * `wedge position`: replays a game (a move list, a transcript sheet, a GGF file) or reads a board,
 * and prints the position: a diagram, the side to move, the counts, the legal moves and the score,
 * or the same as one JSON object.
 */
import type { Command } from 'commander';
import {
  type FormatError,
  makeObf,
  parseGgf,
  parseMoveList,
  parseTranscript,
} from '../../core/formats/index.js';
import {
  type Color,
  emptiesGoTo,
  type GameRecord,
  makeScore,
  makeSquare,
  PASS,
  Position,
  replay,
  transformGame,
  transformPosition,
} from '../../core/index.js';
import {
  badInput,
  type CliFailure,
  describeFormatError,
  FROM_WHITE_HELP,
  loadBoard,
  parseIntOption,
  parseVariantOption,
  readText,
  runCommand,
  VARIANT_HELP,
  WHITE_SIDE,
} from '../io.js';
import { renderBoard } from '../render/terminal.js';

/** Where a position comes from: at most one of moves, transcript, ggf (with game) and board. */
export interface PositionOptions {
  moves?: string;
  transcript?: string;
  ggf?: string;
  game?: string;
  board?: string;
  variant?: string;
  fromWhite?: boolean;
  json?: boolean;
}

/** What `--json` prints, field by field as documented in docs/cli.md. */
export interface PositionReport {
  /** The 64 squares in OBF letters, a1..h8: `X` black, `O` white, `-` empty. */
  readonly board: string;
  /** The side to move, or null once the game is over. */
  readonly toMove: Color | null;
  readonly black: number;
  readonly white: number;
  /** Empty squares of the variant's board. */
  readonly empty: number;
  readonly gameOver: boolean;
  /** The legal squares of the side to move (empty when it must pass or the game is over). */
  readonly legal: string[];
  /** Passes in the replayed game (0 for a board). */
  readonly passes: number;
  /** The discs now (`raw`), and once the game is over its tournament score (the empties to the
   * winner; to the loser in Anti-Reversi), e.g. `{ raw: '13-0', tournament: '64-0' }`. While the game
   * is in progress `tournament` is null: the rule gives the empties only at the end, and nobody has won. */
  readonly score: { readonly raw: string; readonly tournament: string | null };
}

/** The report of a position reached after `passes` passes. */
export const reportOf = (position: Position, passes: number): PositionReport => {
  const gameOver = position.isGameOver();
  const black = position.count('black');
  const white = position.count('white');
  const empty = position.empties().size();
  const outcome = position.outcome();
  return {
    board: makeObf(position).slice(0, 64),
    toMove: gameOver ? null : position.turn,
    black,
    white,
    empty,
    gameOver,
    legal: gameOver ? [] : position.legalMoves().toArray().map(makeSquare),
    passes,
    score: {
      raw: makeScore({ black, white }),
      tournament: outcome ? makeScore(outcome.score.tournament) : null,
    },
  };
};

/** A move-list error as one line: an illegal move reads `move 7 (c4) is illegal: <why>`. */
const describeMoveListError = (error: FormatError): string =>
  error.code === 'ERR_ILLEGAL_MOVE' && error.reason !== undefined
    ? `move ${error.moveNumber} (${error.move}) is illegal: ${error.reason} (--moves column ${error.column})`
    : `--moves: ${error.message}`;

/** The game or board the options name (at most one source; none is the start position). */
export const loadPosition = async (
  options: PositionOptions,
): Promise<{ position: Position; record?: GameRecord } | CliFailure> => {
  const given = (['moves', 'transcript', 'ggf', 'board'] as const).filter((k) => options[k] !== undefined);
  if (given.length > 1)
    return badInput(
      `give one of --moves, --transcript, --ggf, --board, not ${given.map((k) => `--${k}`).join(' and ')}`,
    );
  const variant = parseVariantOption(options.variant);
  if (!variant.ok) return variant.error;
  if (variant.value && (options.transcript !== undefined || options.ggf !== undefined))
    return badInput(
      '--variant applies to --moves and --board: a transcript is standard 8x8, a GGF file names its type',
    );
  if (options.game !== undefined && options.ggf === undefined) return badInput('--game applies to --ggf');
  const start = Position.initial(variant.value);
  if (options.board !== undefined) {
    const board = loadBoard(options.board, variant.value);
    if (!board.ok) return board.error;
    return { position: options.fromWhite ? transformPosition(WHITE_SIDE, board.value) : board.value };
  }
  let record: GameRecord;
  if (options.moves !== undefined) {
    const parsed = parseMoveList(options.moves, start);
    if (!parsed.ok) return badInput(describeMoveListError(parsed.error));
    record = parsed.value;
  } else if (options.transcript !== undefined || options.ggf !== undefined) {
    const path = (options.transcript ?? options.ggf)!;
    const text = await readText(path);
    if (!text.ok) return text.error;
    if (options.transcript !== undefined) {
      const parsed = parseTranscript(text.value);
      if (!parsed.ok) return badInput(describeFormatError(path, parsed.error));
      record = parsed.value;
    } else {
      const parsed = parseGgf(text.value);
      if (!parsed.ok) return badInput(describeFormatError(path, parsed.error));
      const index = parseIntOption('--game', options.game ?? '1', 1, parsed.value.length);
      if (!index.ok) return index.error;
      record = parsed.value[index.value! - 1];
    }
  } else record = { start, moves: [] };
  if (options.fromWhite) record = transformGame(WHITE_SIDE, record);
  const end = replay(record);
  // Every reader replays its moves; a record that does not replay would be a library bug.
  if (!end.ok) throw new Error(`a parsed game does not replay: ${end.error.message}`);
  return { position: end.value, record };
};

const colorName = (c: Color): string => (c === 'black' ? 'Black (X)' : 'White (O)');

/** The report as text for people: the diagram, then a few labelled lines. */
const explain = (position: Position, report: PositionReport, ansi: boolean): string => {
  const lines = [renderBoard(position, { ansi, marks: position.legalMoves() }), ''];
  const outcome = position.outcome();
  if (outcome) {
    const tournament = `tournament ${report.score.tournament}, empties to the ${emptiesGoTo(position.variant.rules)}`;
    const verdict = outcome.winner === undefined ? 'a tie' : `${colorName(outcome.winner)} wins`;
    lines.push(`Game over: ${verdict}, ${report.score.raw} (${tournament})`);
  } else if (report.legal.length === 0) lines.push(`${colorName(position.turn)} to move, and must pass`);
  else lines.push(`${colorName(position.turn)} to move`);
  // No score while the game goes on: the tournament count (empties to the winner) applies at the end.
  lines.push(`Discs: X ${report.black}, O ${report.white}, empty ${report.empty}`);
  if (!report.gameOver) lines.push(`Legal: ${report.legal.length > 0 ? report.legal.join(' ') : 'pass'}`);
  lines.push(`OBF: ${makeObf(position)}`);
  return `${lines.join('\n')}\n`;
};

const run = async (options: PositionOptions): Promise<CliFailure | undefined> => {
  const loaded = await loadPosition(options);
  if ('exitCode' in loaded) return loaded;
  const passes = loaded.record ? loaded.record.moves.filter((m) => m.move === PASS).length : 0;
  const report = reportOf(loaded.position, passes);
  process.stdout.write(
    options.json
      ? `${JSON.stringify(report)}\n`
      : explain(loaded.position, report, process.stdout.isTTY === true),
  );
  return undefined;
};

/** Adds `wedge position`. */
export const registerPosition = (program: Command): void => {
  program
    .command('position')
    .description('replay a game or read a board, and show the position, the legal moves and the score')
    .option('--moves <list>', 'a move list, e.g. f5d6c3 or "F5 d6 C3" (passes inferred)')
    .option('--transcript <file>', 'a transcript sheet: an 8x8 grid of move numbers')
    .option('--ggf <file>', 'a GGF file')
    .option('--game <n>', 'which game of the GGF file, e.g. 2 (default 1)')
    .option(
      '--board <obf>',
      'a board in OBF, e.g. "---------------------------OX------XO--------------------------- X"',
    )
    .option('--variant <variant>', `for --moves and --board: ${VARIANT_HELP}`)
    .option('--from-white', `${FROM_WHITE_HELP}; the position is shown the usual way`)
    .option(
      '--json',
      'print one JSON object: board, toMove, black, white, empty, gameOver, legal, passes, score',
    )
    .action(runCommand('position', run));
};
